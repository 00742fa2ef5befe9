import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CartClient,
  closeout,
  errorKeys,
  madeToOrder,
  other,
  randomToken,
  regular,
  soldOut,
  type ErrorBody,
} from './support/cart.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

describe.each(databaseKinds)('cart (%s)', (kind) => {
  let server: TestServer;
  const cartFor = (token = randomToken()) => new CartClient(server.api, token);
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('starts empty, with the context token', async () => {
    const cart = cartFor();
    const response = await cart.get();
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      token: cart.token,
      lineItems: [],
      errors: [],
      deliveries: [],
      price: { totalPrice: 0, netPrice: 0, positionPrice: 0, taxStatus: 'gross' },
      apiAlias: 'cart',
    });
  });

  it('adds a product as a line with price, payload, weight and a delivery with shipping costs', async () => {
    const cart = cartFor();
    const response = await cart.addProduct(regular.id, 2);
    expect(response.status).toBe(200);
    const [line] = response.json.lineItems;
    expect(line).toMatchObject({
      id: regular.id,
      referencedId: regular.id,
      type: 'product',
      quantity: 2,
      label: regular.parent.name.en,
      payload: { productNumber: regular.number, stock: regular.stock },
      price: { unitPrice: regular.gross, quantity: 2 },
      quantityInformation: { minPurchase: 1, maxPurchase: 100, purchaseSteps: 1 },
      deliveryInformation: {
        stock: regular.stock,
        weight: regular.weight,
        deliveryTime: { name: '2-3 days' },
      },
    });
    expect(line?.payload.options.map((o) => o.group)).toEqual([
      'Thickness (mm)',
      'Surface finish',
      'Colour',
      'Sheet format',
    ]);
    expect(line?.cover?.url).toMatch(/^http:\/\/localhost(:\d+)?\/media\//);
    const lineTotal = Math.round(regular.gross * 2 * 100) / 100;
    expect(line?.price.totalPrice).toBe(lineTotal);
    const [delivery] = response.json.deliveries;
    expect(delivery?.shippingMethod.name).toBe('Parcel');
    expect(delivery?.shippingCosts).toMatchObject({ unitPrice: 6.9, totalPrice: 6.9 });
    expect(delivery?.positions.map((p) => p.identifier)).toEqual([regular.id]);
    const total = Math.round((lineTotal + 6.9) * 100) / 100;
    const { price } = response.json;
    expect(price).toMatchObject({ positionPrice: lineTotal, totalPrice: total, rawTotal: total });
    const tax = price.calculatedTaxes[0]?.tax ?? 0;
    expect(price.calculatedTaxes).toHaveLength(1);
    expect(price.calculatedTaxes[0]).toMatchObject({ taxRate: 19, price: total });
    expect(tax).toBeCloseTo((total / 1.19) * 0.19, 1);
    expect(price.netPrice).toBe(Math.round((total - tax) * 100) / 100);
  });

  it('raises the quantity of a product added again, and keeps it for the token', async () => {
    const cart = cartFor();
    await cart.addProduct(regular.id, 2);
    const again = await cart.add([{ type: 'product', id: regular.id, quantity: 3 }]);
    expect(again.json.lineItems.map((l) => [l.id, l.quantity])).toEqual([[regular.id, 5]]);
    expect((await cart.get()).json.lineItems[0]?.quantity).toBe(5);
  });

  it('never shows one token’s cart to another', async () => {
    const mine = cartFor();
    await mine.addProduct(regular.id, 1);
    const theirs = await cartFor().get();
    expect(theirs.json.lineItems).toEqual([]);
    const fresh = await server.api.get<{ lineItems: unknown[] }>('/checkout/cart');
    expect(fresh.json.lineItems).toEqual([]);
    expect(fresh.token).not.toBe(mine.token);
  });

  it('updates quantities and removes lines by every route', async () => {
    const cart = cartFor();
    await cart.add([
      { type: 'product', referencedId: regular.id, quantity: 1 },
      { type: 'product', referencedId: other.id, quantity: 1 },
      { type: 'product', referencedId: madeToOrder.id, quantity: 1 },
    ]);
    const updated = await cart.update([{ id: regular.id, quantity: 4 }]);
    expect(updated.json.lineItems.map((l) => l.quantity)).toEqual([4, 1, 1]);
    const removed = await cart.remove([other.id]);
    expect(removed.json.lineItems.map((l) => l.id)).toEqual([regular.id, madeToOrder.id]);
    const byQuery = await cart.call('DELETE', '/checkout/cart/line-item', { 'ids[]': madeToOrder.id });
    expect(byQuery.status).toBe(200);
    expect(byQuery.json.lineItems.map((l) => l.id)).toEqual([regular.id]);
    const emptied = await cart.call('DELETE', '/checkout/cart');
    expect(emptied.status).toBe(204);
    expect((await cart.get()).json.lineItems).toEqual([]);
  });

  it('answers unknown line items with 404 and changes nothing', async () => {
    const cart = cartFor();
    await cart.addProduct(regular.id, 1);
    const update = await cart.update<ErrorBody>([{ id: other.id, quantity: 2 }]);
    expect(update.status).toBe(404);
    expect(update.json.errors[0]?.code).toBe('CHECKOUT__CART_LINE_ITEM_NOT_FOUND');
    const remove = await cart.remove<ErrorBody>([regular.id, other.id]);
    expect(remove.status).toBe(404);
    expect((await cart.get()).json.lineItems.map((l) => l.id)).toEqual([regular.id]);
    const noIds = await cart.remove<ErrorBody>([]);
    expect(noIds.status).toBe(400);
  });

  it('caps closeout quantities at the stock with product-stock-reached', async () => {
    const cart = cartFor();
    const response = await cart.addProduct(closeout.id, 50);
    expect(response.json.lineItems[0]?.quantity).toBe(closeout.stock);
    const key = `product-stock-reached${closeout.id}`;
    expect(response.json.errors).toEqual({
      [key]: {
        id: closeout.id,
        name: closeout.parent.name.en,
        quantity: closeout.stock,
        message: `The product ${closeout.parent.name.en} is only available ${closeout.stock} times`,
        code: 0,
        key,
        level: 10,
        messageKey: 'product-stock-reached',
      },
    });
    // The correction is stored: the next read is clean.
    const again = await cart.get();
    expect(again.json.lineItems[0]?.quantity).toBe(closeout.stock);
    expect(again.json.errors).toEqual([]);
    const patched = await cart.update([{ id: closeout.id, quantity: closeout.stock + 1 }]);
    expect(errorKeys(patched.json)).toEqual([key]);
  });

  it('caps regular products at 100 (made to order: no stock limit)', async () => {
    const response = await cartFor().addProduct(madeToOrder.id, 1_000_000_000);
    expect(response.status).toBe(200);
    expect(response.json.lineItems[0]?.quantity).toBe(100);
    expect(errorKeys(response.json)).toEqual([`product-stock-reached${madeToOrder.id}`]);
  });

  it('removes sold-out closeouts and unknown products with their errors', async () => {
    const unknown = '0123456789abcdef0123456789abcdef';
    const response = await cartFor().add([
      { type: 'product', referencedId: soldOut.id, quantity: 1 },
      { type: 'product', referencedId: unknown, quantity: 1 },
      { type: 'product', referencedId: regular.parent.id, quantity: 1 },
    ]);
    expect(response.status).toBe(200);
    expect(response.json.lineItems).toEqual([]);
    expect(response.json.deliveries).toEqual([]);
    expect(errorKeys(response.json)).toEqual([
      `product-out-of-stock${soldOut.id}`,
      `product-not-found${unknown}`,
      `product-not-found${regular.parent.id}`,
    ]);
    const errors = response.json.errors as Record<string, { level: number }>;
    expect(errors[`product-out-of-stock${soldOut.id}`]?.level).toBe(20);
  });

  it('refuses bad quantities and ids with a 400 and a pointer; a missing quantity is 1', async () => {
    const cart = cartFor();
    for (const [quantity, code] of [
      [0, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY'],
      [-1, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY'],
      [1.5, 'VIOLATION::INVALID_TYPE_ERROR'],
      ['2', 'VIOLATION::INVALID_TYPE_ERROR'],
    ] as const) {
      const response = await cart.add<ErrorBody>([{ type: 'product', referencedId: regular.id, quantity }]);
      expect(response.status).toBe(400);
      expect(response.json.errors[0]).toMatchObject({ code, source: { pointer: '/quantity' } });
    }
    const noId = await cart.add<ErrorBody>([{ type: 'product', quantity: 1 }]);
    expect(noId.json.errors[0]).toMatchObject({ status: '400', source: { pointer: '/referencedId' } });
    const patch = await cart.update<ErrorBody>([{ id: regular.id, quantity: 0 }]);
    expect(patch.status).toBe(400);
    expect((await cart.get()).json.lineItems).toEqual([]);
    const missing = await cart.add([{ type: 'product', referencedId: regular.id }]);
    expect(missing.json.lineItems[0]?.quantity).toBe(1);
  });

  it('lets no client set prices or add custom, credit or unknown lines', async () => {
    const cart = cartFor();
    for (const item of [
      { type: 'custom', referencedId: regular.id, quantity: 1 },
      { type: 'credit', referencedId: regular.id, quantity: 1 },
      { type: 'product', referencedId: regular.id, quantity: 1, priceDefinition: { price: 0.01 } },
    ]) {
      const response = await cart.add<ErrorBody>([item]);
      expect(response.status).toBe(403);
      expect(response.json.errors[0]?.code).toBe('CHECKOUT__INSUFFICIENT_PERMISSION');
    }
    const discount = await cart.add<ErrorBody>([{ type: 'discount', referencedId: regular.id }]);
    expect(discount.json.errors[0]).toMatchObject({
      status: '400',
      code: 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
    });
    const promotion = await cart.add([{ type: 'promotion', referencedId: 'FREE' }]);
    expect(errorKeys(promotion.json)).toEqual(['promotion-not-foundFREE']);
    expect((await cart.get()).json.lineItems).toEqual([]);
  });

  it('switches from parcel to freight above 31.5 kg', async () => {
    const cart = cartFor();
    const quantity = Math.ceil(31.6 / regular.weight);
    const response = await cart.addProduct(regular.id, quantity);
    expect(response.json.deliveries[0]?.shippingCosts.totalPrice).toBe(89);
  });

  it('keeps all of twenty parallel adds for one token', async () => {
    const cart = cartFor();
    const responses = await Promise.all(Array.from({ length: 20 }, () => cart.addProduct(regular.id, 1)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const quantities = responses
      .map((r) => r.json.lineItems[0]?.quantity)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(quantities).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await cart.get()).json.lineItems[0]?.quantity).toBe(20);
  });
});
