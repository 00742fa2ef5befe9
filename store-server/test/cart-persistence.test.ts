import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server.js';
import { CartClient, other, randomToken, regular } from './support/cart.js';
import { StoreApiTestClient } from './support/store-api-client.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

describe.each(databaseKinds)('cart persistence and the add limiter (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('keeps all adds of two servers writing one token’s cart at once', async () => {
    const second = buildServer(server.options);
    try {
      await second.ready();
      const token = randomToken();
      const clients = [server.api, new StoreApiTestClient(second, server.options.accessKey)].map(
        (api) => new CartClient(api, token),
      );
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => clients[i % 2]?.addProduct(other.id, 1)),
      );
      expect(responses.map((r) => r?.status)).toEqual(Array(20).fill(200));
      expect((await clients[0]?.get())?.json.lineItems[0]?.quantity).toBe(20);
    } finally {
      await second.close();
    }
  });

  it('keeps a cart across a server restart on the same database', async () => {
    const token = randomToken();
    await new CartClient(server.api, token).addProduct(regular.id, 3);
    await server.app.close();
    const restarted = buildServer(server.options);
    try {
      await restarted.ready();
      const cart = new CartClient(new StoreApiTestClient(restarted, server.options.accessKey), token);
      const response = await cart.get();
      expect(response.token).toBe(token);
      expect(response.json.lineItems.map((l) => [l.id, l.quantity])).toEqual([[regular.id, 3]]);
    } finally {
      await restarted.close();
    }
  });
});

describe('the cart_add_line_item limiter', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { cartLineItemAddLimit: 3 });
  });
  afterAll(async () => server.close());

  it('allows the configured adds per product and IP per minute, then answers 429', async () => {
    const cart = new CartClient(server.api, randomToken());
    for (let i = 0; i < 3; i += 1) expect((await cart.addProduct(regular.id, 1)).status).toBe(200);
    const limited = await cart.addProduct<{
      errors: { code: string; meta: { parameters: { seconds: number } } }[];
    }>(regular.id, 1);
    expect(limited.status).toBe(429);
    expect(limited.json.errors[0]?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect(limited.json.errors[0]?.meta.parameters.seconds).toBeGreaterThan(0);
    expect((await cart.get()).json.lineItems[0]?.quantity).toBe(3);
  });
});
