import { transactionTransition } from '../../domain/order/states.js';
import type { KlarnaPlacedOrder } from './client.js';

// What placing the Klarna order means for the order transaction: its next state and custom fields. Klarna's
// ACCEPTED (and PENDING, which Klarna resolves later) authorise the payment; REJECTED or an error fail it with
// the reason, leaving the enquiry unpaid.

export interface KlarnaOutcome {
  state: 'authorized' | 'failed';
  customFields: Record<string, string | null>;
}

export function klarnaOutcome(
  currentState: string,
  result: { placed: KlarnaPlacedOrder } | { error: string },
): KlarnaOutcome {
  if ('error' in result) {
    return {
      state: transactionTransition(currentState, 'failed') as 'failed',
      customFields: {
        klarna_order_id: null,
        klarna_fraud_status: null,
        klarna_failure_reason: result.error,
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
    },
  };
}
