import { transactionTransition } from '../../domain/order/states.js';
import { SANDBOX_CUSTOM_FIELD } from '../../domain/payment/sandbox-payment.js';
import type { KlarnaPlacedOrder } from './client.js';

// What placing the Klarna order means for the order transaction: its next state and custom fields. Klarna's
// ACCEPTED (and PENDING, which Klarna resolves later) authorise the payment; REJECTED or an error fail it with
// the reason, leaving the enquiry unpaid. A sandbox outcome is marked (`klarna_sandbox: true`): no money moved.

export interface KlarnaOutcome {
  state: 'authorized' | 'failed';
  customFields: Record<string, string | boolean | null>;
}

export function klarnaOutcome(
  currentState: string,
  result: { placed: KlarnaPlacedOrder } | { error: string },
  sandbox = false,
): KlarnaOutcome {
  const marked: Record<string, boolean> = sandbox ? { [SANDBOX_CUSTOM_FIELD]: true } : {};
  if ('error' in result) {
    return {
      state: transactionTransition(currentState, 'failed') as 'failed',
      customFields: {
        klarna_order_id: null,
        klarna_fraud_status: null,
        klarna_failure_reason: result.error,
        ...marked,
      },
    };
  }
  const { order_id: orderId, fraud_status: fraudStatus } = result.placed;
  const rejected = fraudStatus === 'REJECTED';
  return {
    state: transactionTransition(currentState, rejected ? 'failed' : 'authorized') as KlarnaOutcome['state'],
    customFields: {
      klarna_order_id: orderId,
      klarna_fraud_status: fraudStatus,
      klarna_failure_reason: rejected ? 'Klarna rejected the payment (fraud_status REJECTED).' : null,
      ...marked,
    },
  };
}
