import { describe, expect, it } from 'vitest';
import { calculateCart, type CartProduct, type ShippingInput } from './calculate-cart.js';
import { addProducts } from './cart-operations.js';

const now = new Date('2025-01-06T10:00:00.000Z');
const a = 'a'.repeat(32);
const b = 'b'.repeat(32);
const gone = 'c'.repeat(32);

const product = (id: string, overrides: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Sheet ${id.slice(0, 1)}`,
  unitGross: 10,
  taxRate: 19,
  purchase: { isCloseout: false, availableStock: 5, minPurchase: 1, maxPurchase: null, purchaseSteps: 1 },
  stock: 5,
  weight: 2.345,
  restockTime: null,
  deliveryTime: { name: '2-3 days', min: 2, max: 3, unit: 'day' },
  ...overrides,
});
const shipping: ShippingInput = {
  name: 'Standard',
  rules: [
    { calculation: 3, quantityStart: 0, quantityEnd: 31.5, priceGross: 6.9 },
    { calculation: 3, quantityStart: 31.5, quantityEnd: null, priceGross: 89 },
  ],
  deliveryTime: { name: '1-3 days', min: 1, max: 3, unit: 'day' },
  fallbackTaxRate: 19,
};

describe('calculateCart', () => {
  it('prices lines, weights, shipping by weight and the totals', () => {
    const items = addProducts(
      [],
      [
        { productId: a, quantity: 3 },
        { productId: b, quantity: 3 },
      ],
    );
    const products = new Map([
      [a, product(a)],
      [b, product(b, { unitGross: 12.34, weight: null, deliveryTime: null })],
    ]);
    const cart = calculateCart(items, products, shipping, now);
    expect(cart.errors).toEqual([]);
    expect(cart.lines.map((l) => [l.price.totalPrice, l.weight, l.item.label])).toEqual([
      [30, 7.035, 'Sheet a'],
      [37.02, 0, 'Sheet b'],
    ]);
    expect(cart.weight).toBe(7.035);
    expect(cart.delivery?.shippingCosts).toMatchObject({ unitPrice: 6.9, totalPrice: 6.9 });
    expect(cart.delivery?.shippingCosts.calculatedTaxes[0]).toMatchObject({ tax: 1.1, taxRate: 19 });
    // The line without its own delivery time uses the shipping method's; the delivery comes with the last.
    expect(cart.delivery?.deliveryDate).toEqual({
      earliest: '2025-01-08T10:00:00.000Z',
      latest: '2025-01-09T10:00:00.000Z',
    });
    expect(cart.price).toMatchObject({ positionPrice: 67.02, totalPrice: 73.92, netPrice: 62.12 });
  });

  it('switches to freight above 31.5 kg', () => {
    const items = addProducts([], [{ productId: a, quantity: 14 }]);
    const cart = calculateCart(items, new Map([[a, product(a)]]), shipping, now);
    expect(cart.weight).toBe(32.83);
    expect(cart.delivery?.shippingCosts.totalPrice).toBe(89);
  });

  it('caps closeout lines at the stock and removes sold-out and unknown products', () => {
    const items = addProducts(
      [],
      [
        { productId: a, quantity: 9 },
        { productId: b, quantity: 1 },
        { productId: gone, quantity: 1 },
      ],
    );
    const closeout = (stock: number) => ({
      purchase: {
        isCloseout: true,
        availableStock: stock,
        minPurchase: 1,
        maxPurchase: null,
        purchaseSteps: 1,
      },
      stock,
    });
    const products = new Map([
      [a, product(a, closeout(4))],
      [b, product(b, closeout(0))],
    ]);
    const cart = calculateCart(items, products, shipping, now);
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([[a, 4]]);
    expect(cart.errors.map((e) => [e.key, e.level])).toEqual([
      [`product-stock-reached${a}`, 10],
      [`product-out-of-stock${b}`, 20],
      [`product-not-found${gone}`, 20],
    ]);
  });

  it('allows up to 100 of a regular product without stock (made to order)', () => {
    const items = addProducts([], [{ productId: a, quantity: 150 }]);
    const cart = calculateCart(items, new Map([[a, product(a, { stock: 0 })]]), shipping, now);
    expect(cart.items[0]?.quantity).toBe(100);
    expect(cart.errors[0]).toMatchObject({ messageKey: 'product-stock-reached', quantity: 100 });
  });

  it('has no delivery and zero prices when empty', () => {
    const cart = calculateCart([], new Map(), shipping, now);
    expect(cart.delivery).toBeNull();
    expect(cart.price.totalPrice).toBe(0);
  });

  it('reports a shipping method without a matching price', () => {
    const items = addProducts([], [{ productId: a, quantity: 1 }]);
    const cart = calculateCart(items, new Map([[a, product(a)]]), { ...shipping, rules: [] }, now);
    expect(cart.errors.map((e) => e.key)).toEqual(['shipping-method-blockedStandard']);
    expect(cart.delivery?.shippingCosts.totalPrice).toBe(0);
  });
});
