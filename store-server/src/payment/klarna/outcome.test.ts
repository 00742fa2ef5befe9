import { describe, expect, it } from 'vitest';
import { klarnaOutcome } from './outcome.js';

describe('klarnaOutcome', () => {
  it('authorizes an accepted order and records the Klarna order id and fraud status', () => {
    expect(klarnaOutcome('open', { placed: { order_id: 'k-1', fraud_status: 'ACCEPTED' } })).toEqual({
      state: 'authorized',
      customFields: { klarna_order_id: 'k-1', klarna_fraud_status: 'ACCEPTED', klarna_failure_reason: null },
    });
  });

  it('fails a rejected order with the reason', () => {
    const outcome = klarnaOutcome('open', { placed: { order_id: 'k-2', fraud_status: 'REJECTED' } });
    expect(outcome.state).toBe('failed');
    expect(outcome.customFields.klarna_failure_reason).toMatch(/REJECTED/);
  });

  it('fails on an error with its message', () => {
    expect(klarnaOutcome('open', { error: 'Klarna is unreachable' })).toMatchObject({
      state: 'failed',
      customFields: { klarna_failure_reason: 'Klarna is unreachable' },
    });
  });

  it('marks a sandbox outcome, approved or not: no money moved', () => {
    expect(
      klarnaOutcome('open', { placed: { order_id: 'k-3', fraud_status: 'ACCEPTED' } }, true).customFields,
    ).toMatchObject({ klarna_sandbox: true, klarna_order_id: 'k-3' });
    expect(klarnaOutcome('open', { error: 'x' }, true).customFields.klarna_sandbox).toBe(true);
    expect(klarnaOutcome('open', { error: 'x' }).customFields).not.toHaveProperty('klarna_sandbox');
  });

  it('keeps to the state machine', () => {
    expect(() => klarnaOutcome('paid', { error: 'x' })).toThrow(/no transition/);
  });
});
