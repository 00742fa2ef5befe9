import { describe, expect, it } from 'vitest';
import { shippingMethodOfCart } from './shippingMethodOfCart';

const method = (name: string | undefined, translated?: string) =>
  ({ id: 'm', name, translated: translated === undefined ? {} : { name: translated } }) as never;

describe('shippingMethodOfCart', () => {
  it("names the method of the cart's delivery, translated where the server translated it", () => {
    expect(shippingMethodOfCart({ deliveries: [{ shippingMethod: method('Parcel', 'Paket') }] })).toBe(
      'Paket',
    );
    expect(shippingMethodOfCart({ deliveries: [{ shippingMethod: method('Parcel') }] })).toBe('Parcel');
  });

  it('is null without a delivery or without a name', () => {
    expect(shippingMethodOfCart(null)).toBeNull();
    expect(shippingMethodOfCart({ deliveries: [] })).toBeNull();
    expect(shippingMethodOfCart({ deliveries: [{ shippingMethod: method(' ') }] })).toBeNull();
    expect(shippingMethodOfCart({ deliveries: [{} as never] })).toBeNull();
  });
});
