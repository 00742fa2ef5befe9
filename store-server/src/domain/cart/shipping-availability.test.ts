import { describe, expect, it } from 'vitest';
import {
  cartBasis,
  chooseShippingMethod,
  servesCart,
  type ShippingCandidate,
} from './shipping-availability.js';

const parcel: ShippingCandidate = {
  id: 'parcel',
  rules: [{ calculation: 3, quantityStart: 0, quantityEnd: 31.5, priceGross: 6.9 }],
};
const freight: ShippingCandidate = {
  id: 'freight',
  rules: [
    { calculation: 3, quantityStart: 0, quantityEnd: 100, priceGross: 89 },
    { calculation: 3, quantityStart: 100, quantityEnd: null, priceGross: 149 },
  ],
};
const pickup: ShippingCandidate = {
  id: 'pickup',
  rules: [{ calculation: null, quantityStart: null, quantityEnd: null, priceGross: 0 }],
};
const basis = (weight: number) => ({ quantity: 1, price: 10, weight });

describe('shipping availability', () => {
  it('parcel serves carts up to 31.5 kg, freight and pick-up any', () => {
    expect(servesCart(parcel.rules, basis(31.5))).toBe(true);
    expect(servesCart(parcel.rules, basis(31.6))).toBe(false);
    expect(servesCart(freight.rules, basis(2000))).toBe(true);
    expect(servesCart(pickup.rules, basis(2000))).toBe(true);
  });

  it('keeps a chosen method, else the serving default, else the first serving method', () => {
    const all = [parcel, freight, pickup];
    expect(chooseShippingMethod(all, basis(50), 'parcel', 'parcel')).toBe('parcel');
    expect(chooseShippingMethod(all, basis(5), undefined, 'parcel')).toBe('parcel');
    expect(chooseShippingMethod(all, basis(50), undefined, 'parcel')).toBe('freight');
    expect(chooseShippingMethod([parcel], basis(50), undefined, 'parcel')).toBe('parcel');
  });

  it('measures quantity, price and weight of the known products', () => {
    const products = new Map([['a', { unitGross: 2.5, weight: 1.2 }]]);
    const items = [
      { id: 'a', referencedId: 'a', type: 'product' as const, quantity: 3, label: null },
      { id: 'b', referencedId: 'b', type: 'product' as const, quantity: 9, label: null },
    ];
    expect(cartBasis(items, products)).toEqual({ quantity: 3, price: 7.5, weight: 3.6 });
  });
});
