/** The payment state of an enquiry (its newest transaction) as a message key of the success page. */
import type { Order } from '../types';
import { primaryTransaction } from './orderView';
import { translatedText } from '../../ui/text/backendText';

export type PaymentStateView =
  | { key: 'payment.authorized' }
  | { key: 'payment.sandbox' }
  | { key: 'payment.failed'; reason: string }
  | { key: 'payment.state'; name: string }
  | null;

type StateLike = { technicalName?: string; name?: string; translated?: { name?: string } } | null | undefined;

function isSandboxPayment(customFields: unknown): boolean {
  return (
    typeof customFields === 'object' &&
    customFields !== null &&
    (customFields as Record<string, unknown>).klarna_sandbox === true
  );
}

function reasonOf(customFields: unknown): string {
  if (typeof customFields !== 'object' || customFields === null) return '';
  const fields = customFields as Record<string, unknown>;
  for (const key of [
    'klarnaFailureReason',
    'klarnaReason',
    'failureReason',
    'reason',
    'klarna_failure_reason',
  ]) {
    const value = fields[key];
    if (typeof value === 'string' && value) return value;
  }
  return '';
}

export function paymentStateOf(order: Pick<Order, 'transactions'>): PaymentStateView {
  const transaction = primaryTransaction(order);
  if (!transaction) return null;
  const state = transaction.stateMachineState as StateLike;
  switch (state?.technicalName) {
    case 'authorized':
      // The built-in Klarna sandbox of the embedded server marks its approvals: nothing was paid.
      return isSandboxPayment(transaction.customFields)
        ? { key: 'payment.sandbox' }
        : { key: 'payment.authorized' };
    case 'failed':
      return { key: 'payment.failed', reason: reasonOf(transaction.customFields) };
    default: {
      const name = translatedText(state, 'name');
      return name ? { key: 'payment.state', name } : null;
    }
  }
}
