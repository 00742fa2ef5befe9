import { describe, expect, it } from 'vitest';
import { KLARNA_METHODS, klarnaCategoryOf } from './klarna-methods.js';

describe('Klarna methods', () => {
  it('maps seven methods to distinct Klarna categories', () => {
    expect(KLARNA_METHODS.map((m) => m.category)).toEqual([
      'checkout',
      'pay_later',
      'pay_over_time',
      'direct_debit',
      'direct_bank_transfer',
      'card',
      'pay_now',
    ]);
    expect(klarnaCategoryOf('payment_klarna_pay_later')).toBe('pay_later');
    expect(klarnaCategoryOf('payment_invoice')).toBeNull();
  });
});
