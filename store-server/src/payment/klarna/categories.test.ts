import { describe, expect, it } from 'vitest';
import { categoriesByMethod, klarnaCategoryFor } from './categories.js';

// The table of the seven methods and their categories is tested in domain/payment/klarna-methods.test.ts.
describe('klarnaCategoryFor', () => {
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
