import { describe, expect, it } from 'vitest';
import { isSandboxPayment, sandboxStateName } from './sandbox-payment.js';

describe('sandbox payments', () => {
  it('are marked by klarna_sandbox: true only', () => {
    expect(isSandboxPayment({ klarna_sandbox: true, klarna_order_id: 'x' })).toBe(true);
    for (const fields of [null, undefined, {}, { klarna_sandbox: 'true' }, { klarna_sandbox: false }, 'x'])
      expect(isSandboxPayment(fields)).toBe(false);
  });

  it('say in their state name that no real payment exists, in English and German', () => {
    expect(sandboxStateName('Authorized', false)).toBe('Authorized (Klarna sandbox: no real payment exists)');
    expect(sandboxStateName('Autorisiert', true)).toBe(
      'Autorisiert (Klarna-Sandbox: Es gibt keine echte Zahlung)',
    );
  });
});
