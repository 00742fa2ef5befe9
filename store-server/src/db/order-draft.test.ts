import { describe, expect, it } from 'vitest';
import { calculateCart, type CartProduct } from '../domain/cart/calculate-cart.js';
import { addProducts } from '../domain/cart/cart-operations.js';
import { buildOrderDraft, newDeepLinkCode, type AddressSource } from './order-draft.js';

const a = 'a'.repeat(32);
const product: CartProduct = {
  id: a,
  name: 'PE sheet',
  unitGross: 11.9,
  taxRate: 19,
  purchase: { isCloseout: false, availableStock: 5, minPurchase: 1, maxPurchase: null, purchaseSteps: 1 },
  stock: 5,
  weight: 2,
  restockTime: null,
  deliveryTime: { name: '1-3 days', min: 1, max: 3, unit: 'day' },
};
const cart = calculateCart(
  addProducts([], [{ productId: a, quantity: 2 }]),
  new Map([[a, product]]),
  {
    name: 'Parcel',
    rules: [{ calculation: 3, quantityStart: 0, quantityEnd: 31.5, priceGross: 6.9 }],
    deliveryTime: null,
    fallbackTaxRate: 19,
  },
  new Date('2025-01-06T10:00:00.000Z'),
);
const address = (id: string): AddressSource => ({
  id,
  country_id: 'c'.repeat(32),
  salutation_id: 's'.repeat(32),
  title: null,
  first_name: 'Erika',
  last_name: 'Muster',
  company: null,
  department: null,
  street: 'Hauptstraße 5',
  zipcode: '80331',
  city: 'München',
  phone_number: null,
});

function draft(billing: AddressSource, shipping: AddressSource) {
  let next = 0;
  return buildOrderDraft({
    orderId: 'o'.repeat(32),
    orderNumber: '10000',
    deepLinkCode: newDeepLinkCode(),
    now: '2025-01-06T10:00:00.000Z',
    salesChannelId: 's'.repeat(32),
    currencyId: 'e'.repeat(32),
    currencyFactor: 1,
    languageId: 'l'.repeat(32),
    customer: {
      id: 'k'.repeat(32),
      email: 'erika@example.com',
      salutation_id: 's'.repeat(32),
      first_name: 'Erika',
      last_name: 'Muster',
      company: null,
      title: null,
      customer_number: '10001',
    },
    billingAddress: billing,
    shippingAddress: shipping,
    cart,
    lineItems: [{ payload: { productNumber: 'PE-1' }, cover: null, priceDefinition: { type: 'quantity' } }],
    shippingMethodId: 'p'.repeat(32),
    paymentMethodId: 'i'.repeat(32),
    customerComment: 'Cut to size, please',
    affiliateCode: null,
    campaignCode: null,
    newId: () => String(++next).padStart(32, '0'),
  });
}

describe('buildOrderDraft', () => {
  it('copies the cart figures, lines and states', () => {
    const result = draft(address('x'), address('x'));
    expect(result.order).toMatchObject({
      amount_total: cart.price.totalPrice,
      amount_net: cart.price.netPrice,
      position_price: 23.8,
      shipping_total: 6.9,
      state: 'open',
      customer_comment: 'Cut to size, please',
    });
    expect(result.order.amount_total).toBe(30.7);
    expect(result.lineItems).toHaveLength(1);
    expect(result.lineItems[0]).toMatchObject({
      label: 'PE sheet',
      quantity: 2,
      unit_price: 11.9,
      total_price: 23.8,
    });
    // The cart line's payload, with the unit weight the cart showed (for the owner's desk).
    expect(JSON.parse(result.lineItems[0]!.payload)).toEqual({ productNumber: 'PE-1', weight: 2 });
    expect(result.delivery.state).toBe('open');
    expect(result.transaction.state).toBe('open');
    expect(JSON.parse(result.transaction.amount)).toMatchObject({ totalPrice: 30.7 });
  });

  it('copies one address when billing and shipping are the same, two otherwise', () => {
    const same = draft(address('x'), address('x'));
    expect(same.addresses).toHaveLength(1);
    expect(same.delivery.shipping_order_address_id).toBe(same.order.billing_address_id);
    const different = draft(address('x'), address('y'));
    expect(different.addresses).toHaveLength(2);
    expect(different.delivery.shipping_order_address_id).not.toBe(different.order.billing_address_id);
  });

  it('makes 32-character URL-safe deep-link codes', () => {
    const code = newDeepLinkCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newDeepLinkCode()).not.toBe(code);
  });
});
