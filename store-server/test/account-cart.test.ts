import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.js';
import { FAST_HASHING, withToken } from './support/account.js';
import { regular } from './support/cart.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

describe.each(databaseKinds)('account: the guest cart on login (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
  });
  afterAll(async () => server?.close());

  it('moves the guest cart to the logged-in token', async () => {
    const guest = 'guest-cart-before-login';
    const added = await server.api.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: regular.id, quantity: 2 }] },
      withToken(guest),
    );
    expect(added.status).toBe(200);
    const login = await server.api.post(
      '/account/login',
      { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      withToken(guest),
    );
    expect(login.status).toBe(200);
    const cart = await server.api.get<{ lineItems: Array<{ referencedId: string; quantity: number }> }>(
      '/checkout/cart',
      withToken(login.token!),
    );
    expect(cart.json.lineItems.map((item) => [item.referencedId, item.quantity])).toEqual([[regular.id, 2]]);
    const old = await server.api.get<{ lineItems: unknown[] }>('/checkout/cart', withToken(guest));
    expect(old.json.lineItems).toEqual([]);
  });
});
