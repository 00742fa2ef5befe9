import { describe, expect, it } from 'vitest';
import { calculateGrossPrice, grossToNet, roundPrice } from './price.js';

describe('prices', () => {
  it('derives the net price from the gross price', () => {
    expect(grossToNet(119, 19)).toBe(100);
    expect(grossToNet(31.12, 19)).toBe(26.15);
    expect(roundPrice(1.005)).toBe(1.01);
  });

  it('calculates a gross price with its tax, like Shopware', () => {
    expect(calculateGrossPrice(119, 19, 2)).toMatchObject({
      unitPrice: 119,
      totalPrice: 238,
      quantity: 2,
      calculatedTaxes: [{ tax: 38, taxRate: 19, price: 238 }],
      apiAlias: 'calculated_price',
    });
  });
});
