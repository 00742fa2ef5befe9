import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../src/housekeeping/run-housekeeping.js';
import {
  FAST_HASHING,
  lastMailTo,
  linkIn,
  registeredCustomer,
  STOREFRONT_URL,
  withToken,
} from './support/account.js';
import { CartClient, randomToken, regular } from './support/cart.js';
import { klarnaBuyer, mintAuthorization, startKlarnaSession } from './support/klarna.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// What a shopper sees of the housekeeping: a logged-out customer's parked cart younger than the retention is
// still restored at the next login (an older one is gone); limits in force stay in force (a login lockout and
// its attempt count, a full add-to-cart window); a password-recovery link works for its whole validity and
// answers "expired" for a week; a Klarna checkout in progress keeps its Klarna session and places its order.
// Time is the server's injected clock; the housekeeping runs as the server would run it, with that clock (the
// server listens, for the Klarna sandbox, but runs no rounds of its own).

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'secret-password';
const ADD_LIMIT = 2;

describe.each(databaseKinds)('housekeeping and sessions (%s)', (kind) => {
  let server: TestServer;
  let now = new Date('2026-03-01T10:00:00.000Z');
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  const housekeeping = () => runHousekeeping(server.app.db, server.app.now(), { sessionRetentionDays: 120 });
  beforeAll(async () => {
    server = await createTestServer(kind, {
      passwordHashing: FAST_HASHING,
      now: () => now,
      cartLineItemAddLimit: ADD_LIMIT,
      housekeepingIntervalMinutes: 0,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => server?.close());

  const login = (email: string, password = PASSWORD, token = randomToken()) =>
    server.api.post('/account/login', { username: email, password }, withToken(token));
  const cartLines = async (token: string) =>
    (await new CartClient(server.api, token).get()).json.lineItems.map((item) => [
      item.referencedId,
      item.quantity,
    ]);

  it('restores a parked cart younger than the retention at login; an older one is gone', async () => {
    const customers = [`parked-119-${kind}@example.com`, `parked-121-${kind}@example.com`];
    for (const email of customers) {
      const { token } = await registeredCustomer(server, email);
      await new CartClient(server.api, token).addProduct(regular.id, 2);
      expect((await server.api.post('/account/logout', {}, withToken(token))).status).toBe(200);
    }

    advance(119 * DAY_MS);
    expect((await housekeeping()).carts).toBe(0);
    const young = await login(customers[0]!);
    expect(young.status).toBe(200);
    expect(await cartLines(young.token!)).toEqual([[regular.id, 2]]);

    advance(2 * DAY_MS);
    expect((await housekeeping()).carts).toBeGreaterThanOrEqual(1);
    const old = await login(customers[1]!);
    expect(old.status).toBe(200);
    expect(await cartLines(old.token!)).toEqual([]);
  });

  it('keeps a login lockout and its attempt count; forgets them once the back-off has reset', async () => {
    const email = `locked-${kind}@example.com`;
    await registeredCustomer(server, email);
    for (let i = 0; i < 10; i += 1) expect((await login(email, 'wrong-password')).status).toBe(401);
    expect((await login(email, 'wrong-password')).status).toBe(429);

    await housekeeping();
    expect((await login(email)).status).toBe(429);

    // The lockout's interval has passed, but the count still decides: one attempt, then locked again.
    advance(11_000);
    await housekeeping();
    expect((await login(email, 'wrong-password')).status).toBe(401);
    expect((await login(email, 'wrong-password')).status).toBe(429);

    // A day after the last attempt the row carries nothing any more and goes; the next login is free.
    advance(DAY_MS);
    expect((await housekeeping()).rateLimits).toBeGreaterThanOrEqual(1);
    expect((await login(email)).status).toBe(200);
  });

  it('keeps a full add-to-cart window in force', async () => {
    const cart = new CartClient(server.api, randomToken());
    for (let i = 0; i < ADD_LIMIT; i += 1) expect((await cart.addProduct(regular.id, 1)).status).toBe(200);
    expect((await cart.addProduct(regular.id, 1)).status).toBe(429);

    await housekeeping();
    expect((await cart.addProduct(regular.id, 1)).status).toBe(429);
    advance(61_000);
    expect((await cart.addProduct(regular.id, 1)).status).toBe(200);
  });
  const recoveryHash = async (email: string) => {
    const requested = await server.api.post('/account/recovery-password', {
      email,
      storefrontUrl: STOREFRONT_URL,
    });
    expect(requested.status).toBe(200);
    const link = linkIn((await lastMailTo(server, email)).text, '/account/recover/password');
    return link.searchParams.get('hash') ?? '';
  };
  const isExpired = (hash: string) => server.api.post('/account/customer-recovery-is-expired', { hash });
  const resetPassword = (hash: string, password: string) =>
    server.api.post('/account/recovery-password-confirm', {
      hash,
      newPassword: password,
      newPasswordConfirm: password,
    });

  it('a recovery link works for its whole validity; an expired one says so for a week, then is unknown', async () => {
    const [clicked, late] = [`recover-in-time-${kind}@example.com`, `recover-late-${kind}@example.com`];
    await registeredCustomer(server, clicked);
    await registeredCustomer(server, late);
    const hash = await recoveryHash(clicked);
    const lateHash = await recoveryHash(late);

    // A minute before the link expires.
    advance(2 * HOUR_MS - 60_000);
    await housekeeping();
    expect((await isExpired(hash)).json).toEqual({ isExpired: false, apiAlias: 'array_struct' });
    expect((await resetPassword(hash, 'new-password-1')).status).toBe(200);
    expect((await login(clicked, 'new-password-1')).status).toBe(200);

    // Expired, but within the week: still "expired" rather than unknown; the reset is refused either way.
    advance(7 * DAY_MS - 2 * HOUR_MS);
    expect((await housekeeping()).recoveries).toBe(0);
    expect((await isExpired(lateHash)).json).toEqual({ isExpired: true, apiAlias: 'array_struct' });
    expect((await resetPassword(lateHash, 'new-password-2')).status).toBe(410);

    // A week after the mail both rows go; the late link now answers like one never issued.
    advance(2 * 60_000);
    expect((await housekeeping()).recoveries).toBe(2);
    expect((await isExpired(lateHash)).status).toBe(404);
    expect((await isExpired(hash)).status).toBe(404);
    const refused = await resetPassword(lateHash, 'new-password-2');
    expect(refused.status).toBe(410);
    expect((refused.json as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
    );
  });

  it('a Klarna checkout in progress keeps its Klarna session and places its order; a gone one loses it', async () => {
    const buyer = await klarnaBuyer(server, `klarna-hk-${kind}`);
    const first = await startKlarnaSession(server, buyer.token);
    expect(first.status).toBe(200);
    // Abandoned: started Klarna, then logged out (the session moves to a new token).
    const leaver = await klarnaBuyer(server, `klarna-hk-leaver-${kind}`);
    expect((await startKlarnaSession(server, leaver.token)).status).toBe(200);
    expect((await server.api.post('/account/logout', {}, withToken(leaver.token))).status).toBe(200);

    advance(HOUR_MS);
    expect((await housekeeping()).klarnaSessions).toBe(1);

    // The buyer's next start updates the same Klarna session (a deleted row would make a new one).
    const second = await startKlarnaSession(server, buyer.token);
    expect(second.status).toBe(200);
    expect(second.json.client_token).toBe(first.json.client_token);
    const authorization = await mintAuthorization(server, second.json.client_token);
    const order = await buyer.order({ klarnaAuthorizationToken: authorization });
    expect(order.status).toBe(200);
    const transaction = (order.json.transactions ?? [])[0];
    expect(transaction?.stateMachineState.technicalName).toBe('authorized');
  });
});
