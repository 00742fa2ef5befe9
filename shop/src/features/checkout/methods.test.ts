import { describe, expect, it } from 'vitest';
import type { Cart, ShippingMethod } from '../../api/types';
import { activeMethods, deliveryTimeName, methodDescription, methodName, shippingPrice } from './methods';

const parcel = {
  id: 'parcel',
  name: 'Parcel',
  translated: { name: 'Paket' },
  deliveryTime: { name: '1-3 days', translated: { name: '1-3 Tage' } },
  prices: [
    { currencyPrice: [{ currencyId: 'eur', gross: 7.9 }] },
    {
      currencyPrice: [
        { currencyId: 'eur', gross: 5.9 },
        { currencyId: 'usd', gross: 1 },
      ],
    },
  ],
} as unknown as ShippingMethod;

describe('methods', () => {
  it('uses translated names', () => {
    expect(methodName(parcel)).toBe('Paket');
    expect(deliveryTimeName(parcel)).toBe('1-3 Tage');
  });

  it('shows names and descriptions through the text filter', () => {
    const marked = {
      id: 'm',
      name: 'x',
      translated: { name: '<b>Spedition</b>', description: '<p>Frei <em>Bordsteinkante</em></p>' },
      deliveryTime: { translated: { name: '<i>2-5 Tage</i>' } },
    } as unknown as ShippingMethod;
    expect(methodName(marked)).toBe('Spedition');
    expect(methodDescription(marked)).toBe('Frei Bordsteinkante');
    expect(deliveryTimeName(marked)).toBe('2-5 Tage');
  });

  it('takes the cart shipping costs for the method of the cart', () => {
    const cart = { deliveries: [{ shippingMethod: { id: 'parcel' }, shippingCosts: { totalPrice: 12.5 } }] };
    expect(shippingPrice(parcel, cart as unknown as Cart, 'eur')).toEqual({ kind: 'exact', amount: 12.5 });
  });

  it('falls back to the lowest price in the currency, else none', () => {
    expect(shippingPrice(parcel, null, 'eur')).toEqual({ kind: 'from', amount: 5.9 });
    expect(shippingPrice({ id: 'x', name: 'X' } as ShippingMethod, null, 'eur')).toBeNull();
  });

  it('leaves inactive methods out', () => {
    expect(activeMethods([{ active: true }, { active: false }, {}])).toHaveLength(2);
  });
});
