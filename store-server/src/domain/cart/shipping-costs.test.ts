import { describe, expect, it } from 'vitest';
import { roundWeight, selectShippingPrice, type ShippingPriceRule } from './shipping-costs.js';

const parcel: ShippingPriceRule = { calculation: 3, quantityStart: 0, quantityEnd: 31.5, priceGross: 6.9 };
const freight: ShippingPriceRule = { calculation: 3, quantityStart: 31.5, quantityEnd: null, priceGross: 89 };
const basis = (weight: number) => ({ quantity: 1, price: 10, weight });

describe('selectShippingPrice', () => {
  it('picks the weight range the cart falls in (bounds inclusive, lowest start first)', () => {
    expect(selectShippingPrice([freight, parcel], basis(2))?.priceGross).toBe(6.9);
    expect(selectShippingPrice([freight, parcel], basis(31.5))?.priceGross).toBe(6.9);
    expect(selectShippingPrice([freight, parcel], basis(31.501))?.priceGross).toBe(89);
  });

  it('is null when no range applies, and a flat price always applies', () => {
    expect(selectShippingPrice([parcel], basis(40))).toBeNull();
    const flat = { calculation: null, quantityStart: null, quantityEnd: null, priceGross: 4.9 };
    expect(selectShippingPrice([flat], basis(400))?.priceGross).toBe(4.9);
  });

  it('supports quantity and price ranges', () => {
    const byCount = { calculation: 1 as const, quantityStart: 5, quantityEnd: null, priceGross: 0 };
    const byPrice = { calculation: 2 as const, quantityStart: 0, quantityEnd: 99.99, priceGross: 5 };
    expect(selectShippingPrice([byCount], { quantity: 5, price: 0, weight: 0 })?.priceGross).toBe(0);
    expect(selectShippingPrice([byPrice], { quantity: 1, price: 100, weight: 0 })).toBeNull();
  });
});

describe('roundWeight', () => {
  it('rounds to grams', () => {
    expect(roundWeight(0.1 + 0.2)).toBe(0.3);
    expect(roundWeight(2.3456 * 3)).toBe(7.037);
  });
});
