import { describe, expect, it } from 'vitest';
import type { Order } from '../types';
import { paymentStateOf } from './paymentState';

const order = (transaction: Record<string, unknown>) =>
  ({ transactions: [{ createdAt: '2026-01-01', ...transaction }] }) as unknown as Pick<Order, 'transactions'>;

describe('paymentStateOf', () => {
  it('maps authorised, failed with its reason, and other states by name', () => {
    expect(paymentStateOf(order({ stateMachineState: { technicalName: 'authorized' } }))).toEqual({
      key: 'payment.authorized',
    });
    expect(
      paymentStateOf(
        order({
          stateMachineState: { technicalName: 'failed' },
          customFields: { klarnaFailureReason: 'REJECTED' },
        }),
      ),
    ).toEqual({ key: 'payment.failed', reason: 'REJECTED' });
    expect(
      paymentStateOf(order({ stateMachineState: { technicalName: 'open', translated: { name: 'Offen' } } })),
    ).toEqual({ key: 'payment.state', name: 'Offen' });
    expect(paymentStateOf({ transactions: [] } as unknown as Pick<Order, 'transactions'>)).toBe(null);
  });

  it('says when an authorisation comes from the Klarna sandbox (no real payment)', () => {
    expect(
      paymentStateOf(
        order({ stateMachineState: { technicalName: 'authorized' }, customFields: { klarna_sandbox: true } }),
      ),
    ).toEqual({ key: 'payment.sandbox' });
  });
});
