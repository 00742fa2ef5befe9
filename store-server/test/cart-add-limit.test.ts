import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartClient, randomToken, regular } from './support/cart.js';
import { countStatements, type StatementCounter } from './support/statement-counter.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// Shopware's cart_add_line_item limiter (adds per product and client address per minute) counts an add with ONE
// upsert of its rate_limit row (db/repositories/window-rate-limit-repository.ts): the row is created, counted or
// started anew in one statement. An add over the limit is refused and its transaction rolls back, count and all.

describe.each(databaseKinds)('the add limit counter (%s)', (kind) => {
  let server: TestServer;
  let statements: StatementCounter;
  const LIMIT = 3;

  beforeAll(async () => {
    server = await createTestServer(kind, { cartLineItemAddLimit: LIMIT });
    statements = countStatements(server);
  });
  afterAll(async () => server?.close());

  /** The statements of one add of `id` to `cart` with the add limit set to `limit`. */
  const statementsOfAdd = async (cart: CartClient, id: string, limit: number) => {
    const options = server.app.serverOptions;
    const before = options.cartLineItemAddLimit;
    options.cartLineItemAddLimit = limit;
    try {
      statements.reset();
      expect((await cart.addProduct(id, 1)).status).toBe(200);
      return statements.count;
    } finally {
      options.cartLineItemAddLimit = before;
    }
  };

  it('costs an add one statement: the same add without the limit runs one fewer', async () => {
    // A light product (under 5 kg): four of it keep the cart on the parcel's shipping method, so that no add
    // changes what else the calculation loads (the product is kept by the catalogue memo after the first).
    const cart = new CartClient(server.api, randomToken());
    await cart.addProduct(regular.id, 1);
    const without = await statementsOfAdd(cart, regular.id, 0);
    const counted = await statementsOfAdd(cart, regular.id, 100);
    expect(counted - without).toBe(1);
    // A new window's row (no earlier attempt of this key) is one statement too.
    const fresh = new CartClient(server.api, randomToken());
    await fresh.addProduct(regular.id, 1);
    const newKeyWithout = await statementsOfAdd(fresh, regular.id, 0);
    server.app.serverOptions.cartLineItemAddLimit = 100;
    try {
      // Another client address: a key of its own.
      statements.reset();
      const response = await server.app.inject({
        method: 'POST',
        url: '/store-api/checkout/cart/line-item',
        remoteAddress: '192.0.2.44',
        headers: { 'sw-access-key': server.options.accessKey, 'sw-context-token': fresh.token },
        payload: { items: [{ id: regular.id, referencedId: regular.id, type: 'product', quantity: 1 }] },
      });
      expect(response.statusCode).toBe(200);
      expect(statements.count - newKeyWithout).toBe(1);
    } finally {
      server.app.serverOptions.cartLineItemAddLimit = LIMIT;
    }
  });

  it('adds to an existing cart with one read (the cart and the catalogue revision) and one write', async () => {
    const cart = new CartClient(server.api, randomToken());
    await cart.addProduct(regular.id, 1);
    await statementsOfAdd(cart, regular.id, 0);
    // The request's head (catalogue revision and session in one statement; the sales channel is kept per
    // revision), the locked cart with the revision, its upsert; SQLite's shared commit adds begin, savepoint,
    // release and commit (PostgreSQL's BEGIN and COMMIT go past Kysely's plugins).
    expect(await statementsOfAdd(cart, regular.id, 0)).toBe(kind === 'sqlite' ? 3 + 4 : 3);
  });

  it('refuses the add over the limit without counting it, and counts again in the next window', async () => {
    const address = '192.0.2.45';
    const token = randomToken();
    const add = () =>
      server.app.inject({
        method: 'POST',
        url: '/store-api/checkout/cart/line-item',
        remoteAddress: address,
        headers: { 'sw-access-key': server.options.accessKey, 'sw-context-token': token },
        payload: { items: [{ id: regular.id, referencedId: regular.id, type: 'product', quantity: 1 }] },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await add()).statusCode).toBe(200);
    const refused = await add();
    expect(refused.statusCode).toBe(429);
    const seconds = (refused.json() as { errors: { meta: { parameters: { seconds: number } } }[] }).errors[0]!
      .meta.parameters.seconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await add()).statusCode).toBe(429);
    // The refused adds counted nothing: after the window, LIMIT adds pass again, then the next is refused.
    const realNow = server.app.now;
    server.app.now = () => new Date(realNow().getTime() + 61_000);
    try {
      for (let i = 0; i < LIMIT; i += 1) expect((await add()).statusCode).toBe(200);
      expect((await add()).statusCode).toBe(429);
    } finally {
      server.app.now = realNow;
    }
    const cart = await server.app.inject({
      method: 'GET',
      url: '/store-api/checkout/cart',
      headers: { 'sw-access-key': server.options.accessKey, 'sw-context-token': token },
    });
    const lines = (cart.json() as { lineItems: { id: string; quantity: number }[] }).lineItems;
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([[regular.id, 2 * LIMIT]]);
  });
});
