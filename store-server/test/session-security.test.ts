import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST_HASHING,
  lastMailTo,
  linkIn,
  registeredCustomer,
  registration,
  STOREFRONT_URL,
  withToken,
} from './support/account.js';
import { CartClient, randomToken, regular } from './support/cart.js';
import type { StoreApiResponse } from './support/store-api-client.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// The session checks of ../shared/reference/security.md §2 (OWASP ASVS 5.0 V7, V6.3.8, V8.2): a token the
// server does not know is never a customer, every authentication issues a new token (session fixation),
// logout and credential changes end the other sessions, foreign ids are answered like missing ones, and
// login, recovery and registration answer the same whether an email is registered or not.

const PASSWORD = 'secret-password';
let counter = 0;
const email = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;
/** Whose session a token is: the customer's email, or null for an anonymous one. */
async function owner(server: TestServer, token: string): Promise<string | null> {
  const context = await server.api.get<{ customer: { email: string } | null }>('/context', withToken(token));
  return context.json.customer?.email ?? null;
}
const comparable = (answer: StoreApiResponse) => ({ status: answer.status, body: answer.json });

describe.each(databaseKinds)('sessions (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
  });
  afterAll(async () => server?.close());

  it('7.2.1: a random or attacker-chosen token is an anonymous session, never a customer', async () => {
    for (const token of [randomToken(), 'attacker-chosen-token', "' OR 1=1--"]) {
      expect(await owner(server, token)).toBeNull();
      expect((await server.api.get('/account/customer', withToken(token))).status).toBe(403);
    }
  });

  it('7.2.4: login issues a new token; the token set before (session fixation) stays anonymous', async () => {
    const address = email('fixation');
    await registeredCustomer(server, address);
    const planted = randomToken();
    await new CartClient(server.api, planted).addProduct(regular.id, 1);
    const login = await server.api.post(
      '/account/login',
      { username: address, password: PASSWORD },
      withToken(planted),
    );
    expect(login.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(login.token).not.toBe(planted);
    expect(await owner(server, login.token ?? '')).toBe(address);
    expect(await owner(server, planted)).toBeNull();
    // The guest cart moved with the login.
    const cart = await new CartClient(server.api, login.token ?? '').get();
    expect(cart.json.lineItems.map((line) => line.referencedId)).toEqual([regular.id]);
  });

  it('7.2.4: guest registration and register-confirm issue new tokens too', async () => {
    const planted = randomToken();
    const guest = registration(email('guest'), { guest: true, password: undefined });
    const registered = await server.api.post('/account/register', guest, withToken(planted));
    expect(registered.token).not.toBe(planted);
    expect(await owner(server, planted)).toBeNull();

    const address = email('confirm');
    await server.api.post('/account/register', registration(address), withToken(planted));
    expect(await owner(server, planted)).toBeNull();
    const link = linkIn((await lastMailTo(server, address)).text, '/registration/confirm');
    const confirm = { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') };
    const confirmed = await server.api.post('/account/register-confirm', confirm, withToken(planted));
    expect(confirmed.token).not.toBe(planted);
    expect(await owner(server, confirmed.token ?? '')).toBe(address);
    expect(await owner(server, planted)).toBeNull();
  });

  it('7.4.1: logout ends the session (the CVE-2024-31447 regression) and answers with a new anonymous token', async () => {
    const { token } = await registeredCustomer(server, email('logout'));
    const logout = await server.api.post('/account/logout', {}, withToken(token));
    expect(logout.status).toBe(200);
    expect(logout.token).not.toBe(token);
    expect(await owner(server, logout.token ?? '')).toBeNull();
    expect((await server.api.get('/account/customer', withToken(token))).status).toBe(403);
    expect((await server.api.post('/checkout/order', {}, withToken(token))).status).toBe(403);
  });

  it('7.4.3: a password change rotates the changing session (cart included) and ends every other one', async () => {
    const address = email('change');
    const { token: a } = await registeredCustomer(server, address);
    const b =
      (await server.api.post('/account/login', { username: address, password: PASSWORD })).token ?? '';
    const change = {
      password: PASSWORD,
      newPassword: 'other-password',
      newPasswordConfirm: 'other-password',
    };
    const item = regular.id;
    const added = await server.api.post(
      '/checkout/cart/line-item',
      { items: [{ id: item, referencedId: item, type: 'product', quantity: 2 }] },
      withToken(a),
    );
    expect(added.status).toBe(200);
    const changed = await server.api.post('/account/change-password', change, withToken(a));
    expect(changed.status).toBe(200);
    expect(changed.token).not.toBe(a);
    expect(await owner(server, changed.token ?? '')).toBe(address);
    expect(await owner(server, a)).toBeNull();
    expect(await owner(server, b)).toBeNull();
    // The session's cart goes with it to the new token.
    const cart = await server.api.get('/checkout/cart', withToken(changed.token ?? ''));
    expect((cart.json as { lineItems: { referencedId: string; quantity: number }[] }).lineItems).toEqual([
      expect.objectContaining({ referencedId: item, quantity: 2 }),
    ]);
  });

  it('7.4.3: a password reset ends every session of the customer', async () => {
    const address = email('reset');
    const { token: a } = await registeredCustomer(server, address);
    const b =
      (await server.api.post('/account/login', { username: address, password: PASSWORD })).token ?? '';
    await server.api.post('/account/recovery-password', { email: address, storefrontUrl: STOREFRONT_URL });
    const hash = linkIn(
      (await lastMailTo(server, address)).text,
      '/account/recover/password',
    ).searchParams.get('hash');
    const reset = { hash, newPassword: 'reset-password', newPasswordConfirm: 'reset-password' };
    expect((await server.api.post('/account/recovery-password-confirm', reset)).status).toBe(200);
    expect(await owner(server, a)).toBeNull();
    expect(await owner(server, b)).toBeNull();
  });

  it('7.3.1: a session idle for more than 24 hours is replaced by a new anonymous one with an empty cart', async () => {
    const { token } = await registeredCustomer(server, email('idle'));
    await new CartClient(server.api, token).addProduct(regular.id, 1);
    const idle = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await server.app.db
      .updateTable('sales_channel_context')
      .set({ updated_at: idle })
      .where('token', '=', token)
      .execute();
    const cart = await new CartClient(server.api, token).get();
    expect(cart.token).not.toBe(token);
    expect(cart.json.lineItems).toEqual([]);
    expect(await owner(server, cart.token ?? '')).toBeNull();
  });

  it('14.2.1: a token in the URL is ignored; the token travels only in the header', async () => {
    const { token } = await registeredCustomer(server, email('url'));
    const viaQuery = await server.api.get('/account/customer', { query: { 'sw-context-token': token } });
    expect(viaQuery.status).toBe(403);
    expect(viaQuery.token).not.toBe(token);
  });

  it('8.2.3: no password, password hash or confirmation hash in any customer answer', async () => {
    const address = email('fields');
    const registered = await server.api.post('/account/register', registration(address));
    const hash =
      linkIn((await lastMailTo(server, address)).text, '/registration/confirm').searchParams.get('hash') ??
      '';
    const confirm = {
      em: linkIn((await lastMailTo(server, address)).text, '/registration/confirm').searchParams.get('em'),
      hash,
    };
    const confirmed = await server.api.post('/account/register-confirm', confirm);
    const customer = await server.api.post('/account/customer', {}, withToken(confirmed.token ?? ''));
    for (const answer of [registered, confirmed, customer]) {
      const text = JSON.stringify(answer.json);
      expect(text).not.toContain(hash);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toMatch(/"(password|legacyPassword|legacyEncoder)"\s*:\s*"[^"]/);
      expect(text).not.toMatch(/scrypt|\$2[aby]\$/);
    }
  });

  it('6.3.8: login answers the same for an unknown email and a wrong password', async () => {
    const address = email('known');
    await registeredCustomer(server, address);
    const wrong = await server.api.post('/account/login', { username: address, password: 'wrong-password' });
    const unknown = await server.api.post('/account/login', {
      username: email('unknown'),
      password: 'wrong-password',
    });
    expect(comparable(unknown)).toEqual(comparable(wrong));
  });

  it('6.3.8: recovery answers the same for a known and an unknown email (Shopware: 401 for unknown)', async () => {
    const address = email('recover');
    await registeredCustomer(server, address);
    const known = await server.api.post('/account/recovery-password', {
      email: address,
      storefrontUrl: STOREFRONT_URL,
    });
    const unknown = await server.api.post('/account/recovery-password', {
      email: email('nobody'),
      storefrontUrl: STOREFRONT_URL,
    });
    expect(comparable(unknown)).toEqual(comparable(known));
  });

  it('6.3.8: registration answers an existing email like a new one (Shopware: 400 EMAIL_NOT_UNIQUE)', async () => {
    const address = email('twice');
    const first = await server.api.post<Record<string, unknown>>('/account/register', registration(address));
    const again = await server.api.post<Record<string, unknown>>('/account/register', registration(address));
    const fresh = await server.api.post<Record<string, unknown>>(
      '/account/register',
      registration(email('fresh')),
    );
    expect(again.status).toBe(fresh.status);
    const shape = (answer: StoreApiResponse<Record<string, unknown>>) =>
      Object.fromEntries(
        Object.entries(answer.json).map(([key, value]) => [key, value === null ? null : typeof value]),
      );
    expect(shape(again)).toEqual(shape(fresh));
    expect(again.json.id).not.toBe(first.json.id);
    expect(again.token).not.toBe(first.token);
  });
});
