import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regular } from './support/cart.js';
import { newGuestBuyer } from './support/order.js';
import { countStatements, secondInstance, type StatementCounter } from './support/statement-counter.js';
import type { StoreApiTestClient } from './support/store-api-client.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// The response cache of catalogue reads (listing, product detail) is keyed by the catalogue revision in the
// database: an enquiry takes stock and raises it in its transaction, so no instance on that database answers
// with the stock from before, not even one that did not place the order.

interface Detail {
  product: { id: string; availableStock: number; stock: number };
}

describe.each(databaseKinds)('response cache of catalogue reads (%s)', (kind) => {
  let server: TestServer;
  let other: StoreApiTestClient;
  let closeOther: (() => Promise<void>) | undefined;
  let statements: StatementCounter;

  beforeAll(async () => {
    server = await createTestServer(kind);
    statements = countStatements(server);
    const second = await secondInstance(server);
    other = second.api;
    closeOther = second.close;
  });
  afterAll(async () => {
    await closeOther?.();
    await server?.close();
  });

  const detail = async (api: StoreApiTestClient) => {
    const response = await api.post<Detail>(`/product/${regular.id}`, {});
    expect(response.status).toBe(200);
    return response.json.product;
  };

  it('answers a repeated read from the cache, identical and with fewer statements', async () => {
    const listingPath = `/product-listing/${regular.parent.categoryId}`;
    const listing = async () => {
      statements.reset();
      const response = await server.api.post(listingPath, { limit: 5, p: 1 });
      return { response, statements: statements.count };
    };
    const first = await listing();
    const second = await listing();
    expect(second.response.json).toEqual(first.response.json);
    expect(second.response.headers['content-type']).toBe(first.response.headers['content-type']);
    expect(first.statements).toBeGreaterThan(8);
    expect(second.statements).toBeLessThan(first.statements);
    // The same criteria in another key order are the same entry; another page is not.
    statements.reset();
    await server.api.post(listingPath, { p: 1, limit: 5 });
    expect(statements.count).toBe(second.statements);
    statements.reset();
    const page2 = await server.api.post(listingPath, { p: 2, limit: 5 });
    expect(statements.count).toBeGreaterThan(second.statements);
    expect(page2.json).not.toEqual(first.response.json);
  });

  it('shows the stock an enquiry took on the next product detail, on this and on another instance', async () => {
    const before = await detail(server.api);
    expect(await detail(other)).toEqual(before);
    const buyer = await newGuestBuyer(server);
    await buyer.cart.addProduct(regular.id, 3);
    const order = await buyer.order();
    expect(order.status).toBe(200);
    const after = await detail(server.api);
    expect(after.availableStock).toBe(before.availableStock - 3);
    expect(after.stock).toBe(before.stock - 3);
    expect(await detail(other)).toEqual(after);
  });

  it('keeps answering from before a refused enquiry (the refused order changes nothing)', async () => {
    const before = await detail(other);
    const buyer = await newGuestBuyer(server);
    const empty = await buyer.order();
    expect(empty.status).toBe(400);
    expect(await detail(other)).toEqual(before);
  });
});
