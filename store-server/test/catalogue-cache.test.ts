import { describe, expect, it } from 'vitest';
import { regular } from './support/cart.js';
import { newGuestBuyer } from './support/order.js';
import type { StoreApiTestClient } from './support/store-api-client.js';
import { useTwoInstances } from './support/two-instances.js';
import { databaseKinds } from './support/test-database.js';

// The response cache of catalogue reads (listing, product detail) is keyed by the catalogue revision in the
// database: an enquiry takes stock and raises it in its transaction, so no instance on that database answers
// with the stock from before, not even one that did not place the order.

interface Detail {
  product: { id: string; availableStock: number; stock: number };
}

describe.each(databaseKinds)('response cache of catalogue reads (%s)', (kind) => {
  const instances = useTwoInstances(kind);

  const detail = async (api: StoreApiTestClient) => {
    const response = await api.post<Detail>(`/product/${regular.id}`, {});
    expect(response.status).toBe(200);
    return response.json.product;
  };

  it('answers a repeated read from the cache, identical and with fewer statements', async () => {
    const listingPath = `/product-listing/${regular.parent.categoryId}`;
    const listing = async () => {
      instances.statements.reset();
      const response = await instances.server.api.post(listingPath, { limit: 5, p: 1 });
      return { response, statements: instances.statements.count };
    };
    const first = await listing();
    const second = await listing();
    expect(second.response.json).toEqual(first.response.json);
    expect(second.response.headers['content-type']).toBe(first.response.headers['content-type']);
    expect(first.statements).toBeGreaterThan(8);
    expect(second.statements).toBeLessThan(first.statements);
    // The same criteria in another key order are the same entry; another page is not.
    instances.statements.reset();
    await instances.server.api.post(listingPath, { p: 1, limit: 5 });
    expect(instances.statements.count).toBe(second.statements);
    instances.statements.reset();
    const page2 = await instances.server.api.post(listingPath, { p: 2, limit: 5 });
    expect(instances.statements.count).toBeGreaterThan(second.statements);
    expect(page2.json).not.toEqual(first.response.json);
  });

  it('shows the stock an enquiry took on the next product detail, on this and on another instance', async () => {
    const before = await detail(instances.server.api);
    expect(await detail(instances.other)).toEqual(before);
    const buyer = await newGuestBuyer(instances.server);
    await buyer.cart.addProduct(regular.id, 3);
    const order = await buyer.order();
    expect(order.status).toBe(200);
    const after = await detail(instances.server.api);
    expect(after.availableStock).toBe(before.availableStock - 3);
    expect(after.stock).toBe(before.stock - 3);
    expect(await detail(instances.other)).toEqual(after);
  });

  it('keeps answering from before a refused enquiry (the refused order changes nothing)', async () => {
    const before = await detail(instances.other);
    const buyer = await newGuestBuyer(instances.server);
    const empty = await buyer.order();
    expect(empty.status).toBe(400);
    expect(await detail(instances.other)).toEqual(before);
  });
});
