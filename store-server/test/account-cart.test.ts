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

  it('keeps the cart of a logged-out customer and restores it, merged with the guest cart, on the next login', async () => {
    type CartJson = { lineItems: Array<{ referencedId: string; quantity: number }> };
    const lines = (cart: CartJson) =>
      cart.lineItems
        .map((item) => [item.referencedId, item.quantity])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const first = await server.api.post(
      '/account/login',
      { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      withToken('device-one-before-login'),
    );
    const session = first.token!;
    await server.api.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: regular.id, quantity: 3 }] },
      withToken(session),
    );
    const logout = await server.api.post('/account/logout', {}, withToken(session));
    expect(logout.status).toBe(200);
    // Neither the old token nor the new anonymous one shows the customer's cart.
    for (const token of [session, logout.token!]) {
      const cart = await server.api.get<CartJson>('/checkout/cart', withToken(token));
      expect(cart.json.lineItems).toEqual([]);
    }

    const guest = 'device-two-guest';
    await server.api.post(
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: regular.id, quantity: 1 }] },
      withToken(guest),
    );
    const second = await server.api.post(
      '/account/login',
      { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      withToken(guest),
    );
    const restored = await server.api.get<CartJson>('/checkout/cart', withToken(second.token!));
    expect(lines(restored.json)).toEqual([[regular.id, 4]]);

    // Restored once: logging out with an empty cart and in again brings nothing back twice.
    await server.api.call({ method: 'DELETE', path: '/checkout/cart', ...withToken(second.token!) });
    const third = await server.api.post(
      '/account/login',
      { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      withToken((await server.api.post('/account/logout', {}, withToken(second.token!))).token!),
    );
    const empty = await server.api.get<CartJson>('/checkout/cart', withToken(third.token!));
    expect(empty.json.lineItems).toEqual([]);
  });
});
