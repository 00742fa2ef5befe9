import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartClient, randomToken, regular } from './support/cart.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// GET /shipping-cost/cart and /shipping-cost/product/{id}: the shipping costs of every method that can serve
// the cart (or the product alone), equal to what the cart itself charges with that method.

interface ShippingCost {
  shippingCost: { totalPrice: number };
  deliveryDate: { earliest: string; latest: string };
  shippingMethod: { id: string; technicalName: string };
}
interface Cart {
  deliveries: { shippingCosts: { totalPrice: number }; shippingMethod: { id: string } }[];
}

describe.each(databaseKinds)('shipping costs (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('prices the cart with each method that serves it, as the cart does', async () => {
    const token = randomToken();
    const headers = { 'sw-context-token': token };
    const empty = await server.api.get<ShippingCost[]>('/shipping-cost/cart', { headers });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual([]);

    const cart = new CartClient(server.api, token);
    await cart.addProduct(regular.id, 2);
    const costs = await server.api.get<ShippingCost[]>('/shipping-cost/cart', { headers });
    expect(costs.status).toBe(200);
    const available = await server.api.get<{ elements: { id: string }[] }>(
      '/shipping-method?onlyAvailable=1',
      {
        headers,
      },
    );
    expect(costs.json.map((cost) => cost.shippingMethod.id)).toEqual(
      available.json.elements.map((m) => m.id),
    );
    for (const cost of costs.json) {
      await server.api.patch('/context', { shippingMethodId: cost.shippingMethod.id }, { headers });
      const priced = await cart.get();
      const delivery = (priced.json as unknown as Cart).deliveries[0]!;
      expect(delivery.shippingMethod.id).toBe(cost.shippingMethod.id);
      expect(cost.shippingCost.totalPrice).toBe(delivery.shippingCosts.totalPrice);
      expect(Date.parse(cost.deliveryDate.latest)).toBeGreaterThanOrEqual(
        Date.parse(cost.deliveryDate.earliest),
      );
    }
  });

  it('prices a product alone at its minimum quantity; an unknown product is 404', async () => {
    const costs = await server.api.get<ShippingCost[]>(`/shipping-cost/product/${regular.id}`);
    expect(costs.status).toBe(200);
    expect(costs.json.length).toBeGreaterThan(0);
    const unknown = await server.api.get<{ errors: { code: string }[] }>(
      '/shipping-cost/product/0123456789abcdef0123456789abcdef',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0]!.code).toBe('CONTENT__PRODUCT_NOT_FOUND');
  });
});
