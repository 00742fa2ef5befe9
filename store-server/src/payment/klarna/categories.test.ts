import { describe, expect, it } from 'vitest';
import { KLARNA_METHODS } from '../../domain/payment/klarna-methods.js';
import { categoriesByMethod, klarnaCategoryFor } from './categories.js';

describe('klarnaCategoryFor', () => {
  it('maps the seven methods to their own categories in one table', () => {
    expect(KLARNA_METHODS.map((method) => method.category)).toEqual([
      'checkout',
      'pay_later',
      'pay_over_time',
      'direct_debit',
      'direct_bank_transfer',
      'card',
      'pay_now',
    ]);
  });

  it('uses the method’s own category when the session offers it', () => {
    expect(klarnaCategoryFor('pay_later', ['pay_later', 'pay_over_time'])).toBe('pay_later');
    expect(klarnaCategoryFor('card', ['card', 'klarna'])).toBe('card');
  });

  it('uses the single category `klarna` for every method when that is all Klarna offers', () => {
    expect(Object.values(categoriesByMethod(['klarna']))).toEqual(Array(7).fill('klarna'));
  });

  it('gives null for a category the session does not offer', () => {
    expect(klarnaCategoryFor('direct_debit', ['pay_later'])).toBeNull();
    expect(categoriesByMethod([]).checkout).toBeNull();
  });
});
