import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../src/housekeeping/run-housekeeping.js';
import { FAST_HASHING, outbox, registration, registeredCustomer, STOREFRONT_URL } from './support/account.js';
import { randomToken, regular } from './support/cart.js';
import { newGuestBuyer, Buyer, type OrderJson } from './support/order.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Floods as an attacker sends them, over the real routes and database (TRUST_PROXY on, so that X-Forwarded-For
// names the client address): many emails from one address, one victim from rotating addresses, guest order
// lookups and enquiries, new carts, and the mails one inbox receives. Limits are the defaults
// (domain/floods/flood-limits.ts) unless a test says otherwise.

type Errors = {
  errors: Array<{ status: string; code: string; meta?: { parameters?: { seconds?: number } } }>;
};
const firstError = (json: unknown) => (json as Errors).errors[0];

let addressCounter = 0;
/** A fresh client address for each call (198.18.0.0/15, the benchmarking range). */
const rotatingAddress = () => {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};
const from = (address: string, token?: string) => ({
  headers: { 'x-forwarded-for': address, ...(token ? { 'sw-context-token': token } : {}) },
});

// Each test sends up to a hundred requests one after another: on a loaded machine that takes more than the
// default 20 s.
describe.each(databaseKinds)('floods (%s)', { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  let now = new Date('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    server = await createTestServer(kind, {
      passwordHashing: FAST_HASHING,
      trustProxy: true,
      now: () => now,
      floodLimits: { 'cart-address': { limit: 3, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    // Every test starts a day later: the windows and back-offs of earlier tests are over.
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
  });

  const rateLimitRows = async () =>
    Number(
      (
        await server.app.db
          .selectFrom('rate_limit')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const login = (email: string, address: string) =>
    server.api.post('/account/login', { email, password: 'wrong-password' }, from(address));

  it('refuses the 31st login within a minute from one address, whatever the emails, and adds no rows then', async () => {
    const address = '203.0.113.10';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(`probe-${i}@example.com`, address)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const rowsAfterAccepted = await rateLimitRows();
    for (let i = 30; i < 60; i++) {
      const refused = await login(`probe-${i}@example.com`, address);
      expect(refused.status).toBe(429);
      const error = firstError(refused.json);
      expect(error?.code).toBe('CHECKOUT__CUSTOMER_AUTH_THROTTLED');
      expect(error?.meta?.parameters?.seconds).toBeGreaterThanOrEqual(1);
      expect(error?.meta?.parameters?.seconds).toBeLessThanOrEqual(60);
    }
    // Refused attempts leave no rate-limit row behind: one address cannot fill the table.
    expect(await rateLimitRows()).toBe(rowsAfterAccepted);
    // Another address is not affected; a minute later the first one may try again.
    expect((await login('probe-0@example.com', '203.0.113.11')).status).toBe(401);
    now = new Date(now.getTime() + 61_000);
    expect((await login('probe-0@example.com', address)).status).toBe(401);
  });

  it('refuses logins for one email from rotating addresses after 20 in ten minutes', async () => {
    const { token } = await registeredCustomer(server, 'login-victim@example.com');
    expect(token).toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await login('LOGIN-victim@example.com', rotatingAddress())).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('refuses the 21st registration within an hour from one address, guest registrations included', async () => {
    const address = '203.0.113.20';
    const register = (i: number) => {
      const body: Record<string, unknown> = registration(`mass-${i}@example.com`, { guest: i % 2 === 0 });
      if (i % 2 === 0) delete body.password;
      return server.api.post('/account/register', body, from(address));
    };
    for (let i = 0; i < 20; i++) expect((await register(i)).status).toBe(200);
    const refused = await register(20);
    expect(refused.status).toBe(429);
    expect(firstError(refused.json)?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect(firstError(refused.json)?.meta?.parameters?.seconds).toBeGreaterThan(60);
    const customers = await server.app.db
      .selectFrom('customer')
      .select('email')
      .where('email', 'like', 'mass-%')
      .execute();
    expect(customers).toHaveLength(20);
  });

  it('mails the owner of a registered address a few times an hour, however often and from wherever it is registered again', async () => {
    await registeredCustomer(server, 'owner@example.com');
    const mailsTo = async () => (await outbox(server)).filter((mail) => mail.to === 'owner@example.com');
    const before = (await mailsTo()).length;
    const answers = [];
    for (let i = 0; i < 9; i++) {
      const answer = await server.api.post(
        '/account/register',
        registration('owner@example.com'),
        from(rotatingAddress()),
      );
      expect(answer.status).toBe(200);
      answers.push(answer.json as { doubleOptInRegistration: boolean });
    }
    // Every answer looks like a new registration (nothing revealed), but the inbox got only what the cap allows:
    // the confirmation of the real registration counted too.
    expect(answers.every((json) => json.doubleOptInRegistration)).toBe(true);
    const mails = await mailsTo();
    expect(mails.length - before).toBe(4);
    expect(mails.length).toBe(5);
    // The eleventh registration of this email in the hour (the first was the real one) is refused (register-email).
    const refused = await server.api.post(
      '/account/register',
      registration('owner@example.com'),
      from(rotatingAddress()),
    );
    expect(refused.status).toBe(429);
    // An hour later the owner can be mailed again.
    now = new Date(now.getTime() + 60 * 60 * 1000 + 1000);
    await server.api.post('/account/register', registration('owner@example.com'), from(rotatingAddress()));
    expect((await mailsTo()).length).toBe(6);
  });

  it('sends one victim at most five recovery mails an hour from rotating addresses, and the last link still works', async () => {
    await registeredCustomer(server, 'recovery-victim@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const answer = await server.api.post(
        '/account/recovery-password',
        { email: 'recovery-victim@example.com', storefrontUrl: STOREFRONT_URL },
        from(rotatingAddress()),
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(firstError(answer.json)?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    }
    // recovery-email: five requests an hour for one email, wherever they come from.
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    const mails = (await outbox(server)).filter((mail) => mail.to === 'recovery-victim@example.com');
    // The registration's confirmation and four recovery mails: the cap of five an hour.
    expect(mails).toHaveLength(5);
    expect(mails.filter((mail) => mail.subject === 'Reset your password')).toHaveLength(4);
    // A capped request changes nothing: the link of the last mail sent is still the valid one.
    const hashes = mails
      .filter((mail) => mail.subject === 'Reset your password')
      .map((mail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('hash'));
    const known = [];
    for (const hash of hashes) {
      const answer = await server.api.post('/account/customer-recovery-is-expired', { hash });
      if (answer.status === 200) known.push(hash);
    }
    expect(known).toHaveLength(1);
  });

  it('refuses recovery requests for many emails from one address after ten an hour', async () => {
    const address = '203.0.113.30';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await server.api.post(
        '/account/recovery-password',
        { email: `nobody-${i}@example.com`, storefrontUrl: STOREFRONT_URL },
        from(address),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  async function guestEnquiry(address: string, email: string, names = {}, customerComment?: string) {
    const body: Record<string, unknown> = registration(email, { guest: true, ...names });
    delete body.password;
    const registered = await server.api.post<{ id: string }>('/account/register', body, from(address));
    expect(registered.status).toBe(200);
    const buyer = new Buyer(server, registered.token!, registered.json.id, email);
    await buyer.cart.addProduct(regular.id, 1);
    return server.api.post<OrderJson>(
      '/checkout/order',
      customerComment ? { customerComment } : {},
      from(address, buyer.token),
    );
  }

  it('guards guest order lookups: the same code, many codes from one address, one email from many addresses', async () => {
    const guest = await newGuestBuyer(server);
    await guest.cart.addProduct(regular.id, 1);
    const order = (await guest.order()).json;
    const lookup = (code: string, zipcode: string, address: string, email = guest.email) =>
      server.api.post(
        '/order',
        { filter: [{ type: 'equals', field: 'deepLinkCode', value: code }], email, zipcode },
        from(address),
      );

    // Wrong zip codes for one order from one address: Shopware's guest_login back-off after ten.
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await lookup(order.deepLinkCode, `0${1000 + i}`, '203.0.113.40')).status);
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // The right zip code from another address still opens it.
    expect((await lookup(order.deepLinkCode, '80331', '203.0.113.41')).status).toBe(200);

    // Guessed codes from one address: 30 in ten minutes, then 429.
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    const guesses: number[] = [];
    for (let i = 0; i < 32; i++)
      guesses.push((await lookup(randomToken(), '80331', '203.0.113.42', `x${i}@example.com`)).status);
    expect(guesses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(guesses.slice(30)).toEqual([429, 429]);

    // One email from rotating addresses: 20 in ten minutes.
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    const rotating: number[] = [];
    for (let i = 0; i < 22; i++)
      rotating.push((await lookup(randomToken(), '80331', rotatingAddress())).status);
    expect(rotating.slice(20)).toEqual([429, 429]);
    expect(firstError((await lookup(randomToken(), '1', rotatingAddress())).json)?.code).toBe(
      'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
    );
  });

  it("limits guest enquiries per email, and a guest's confirmation shows nothing the guest typed", async () => {
    const email = 'enquiry-victim@example.com';
    const planted = { firstName: 'Visit', lastName: 'https://evil.example/win' };
    const first = await guestEnquiry(
      rotatingAddress(),
      email,
      planted,
      'Claim your prize at https://evil.example/claim',
    );
    expect(first.status).toBe(200);
    const mails = await outbox(server);
    const buyerMail = mails.find((mail) => mail.to === email);
    expect(buyerMail?.text).toMatch(/^Hello,\n/);
    expect(buyerMail?.text).toContain(first.json.orderNumber);
    expect(buyerMail?.text).toContain(regular.number);
    expect(buyerMail?.text).not.toContain('evil.example');
    expect(buyerMail?.text).not.toContain('Hauptstraße');
    const ownerMail = mails.find((mail) => mail.subject.startsWith(`New enquiry ${first.json.orderNumber}`));
    expect(ownerMail?.text).toContain('Claim your prize at https://evil.example/claim');

    // Four more from rotating addresses pass, the sixth within the hour is refused; the buyer's inbox got five.
    for (let i = 0; i < 4; i++) expect((await guestEnquiry(rotatingAddress(), email)).status).toBe(200);
    const refused = await guestEnquiry(rotatingAddress(), email);
    expect(refused.status).toBe(429);
    expect(firstError(refused.json)?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect((await outbox(server)).filter((mail) => mail.to === email)).toHaveLength(5);
  });

  it('caps new anonymous carts per address, not the carts it already has', async () => {
    const address = '203.0.113.50';
    const add = (token: string, at = address) =>
      server.api.post(
        '/checkout/cart/line-item',
        { items: [{ type: 'product', referencedId: regular.id, quantity: 1 }] },
        from(at, token),
      );
    const tokens = [randomToken(), randomToken(), randomToken()];
    for (const token of tokens) expect((await add(token)).status).toBe(200);
    const refused = await add(randomToken());
    expect(refused.status).toBe(429);
    expect(firstError(refused.json)?.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect((await add(tokens[0]!)).status).toBe(200);
    expect((await add(randomToken(), '203.0.113.51')).status).toBe(200);
    const carts = await server.app.db
      .selectFrom('cart')
      .select('token')
      .where('token', 'in', tokens)
      .execute();
    expect(carts).toHaveLength(3);
  });

  it('lets the housekeeping delete the rows of a flood of new emails within the hour, the rest after a day', async () => {
    // What earlier tests left is a day old: gone first.
    await runHousekeeping(server.app.db, now, { sessionRetentionDays: 120 });
    expect(await rateLimitRows()).toBe(0);
    for (let i = 0; i < 30; i++) await login(`gone-${i}@example.com`, '203.0.113.60');
    // One address row (30 attempts) and, per email, a login-email and a Shopware login row (one attempt each).
    expect(await rateLimitRows()).toBe(61);
    await runHousekeeping(server.app.db, new Date(now.getTime() + 30 * 60 * 1000), {
      sessionRetentionDays: 120,
    });
    expect(await rateLimitRows()).toBe(61);
    const hourLater = new Date(now.getTime() + 60 * 60 * 1000 + 1000);
    const deleted = await runHousekeeping(server.app.db, hourLater, { sessionRetentionDays: 120 });
    expect(deleted.rateLimits).toBe(60);
    expect(await rateLimitRows()).toBe(1);
    const dayLater = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000);
    await runHousekeeping(server.app.db, dayLater, { sessionRetentionDays: 120 });
    expect(await rateLimitRows()).toBe(0);
  });
});
