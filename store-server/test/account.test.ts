import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { emailDigest } from '../src/domain/account/text.js';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.js';
import {
  FAST_HASHING,
  GERMAN_STOREFRONT_URL,
  lastMailTo,
  linkIn,
  registeredCustomer,
  registration,
  STOREFRONT_URL,
  withToken,
} from './support/account.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

type Errors = {
  errors: Array<{
    code: string;
    status: string;
    detail: string;
    source?: { pointer: string };
    meta?: { parameters: Record<string, unknown> };
  }>;
};
type Customer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  guest: boolean;
  doubleOptInRegistration: boolean;
  hash: string | null;
  customerNumber: string;
  company: string | null;
  activeBillingAddress: { street: string; city: string };
  addresses: unknown[] | null;
  salutation: unknown;
};

const codes = (json: unknown) => (json as Errors).errors.map((e) => e.code);
const pointers = (json: unknown) => (json as Errors).errors.map((e) => e.source?.pointer);

describe.each(databaseKinds)('account: register, confirm, login, logout, profile (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
  });
  afterAll(async () => server?.close());

  describe('POST /account/register', () => {
    it('registers with double opt-in: a Customer without a logged-in token, and a confirmation mail', async () => {
      const response = await server.api.post<Customer>(
        '/account/register',
        registration('Erika@Example.com'),
        {
          headers: { 'sw-context-token': 'registration-token-1' },
        },
      );
      expect(response.status).toBe(200);
      expect(response.token).toBe('registration-token-1');
      expect(response.json).toMatchObject({
        apiAlias: 'customer',
        email: 'Erika@Example.com',
        doubleOptInRegistration: true,
        active: false,
        guest: false,
        hash: null,
        activeBillingAddress: { street: 'Hauptstraße 5', city: 'München' },
      });
      expect(JSON.stringify(response.json)).not.toContain('scrypt');
      const mail = await lastMailTo(server, 'Erika@Example.com');
      expect(mail.subject).toBe('Please confirm your registration');
      const link = linkIn(mail.text, '/registration/confirm');
      expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/registration/confirm`);
      expect(link.searchParams.get('em')).toBe(emailDigest('Erika@Example.com'));
      expect(link.searchParams.get('hash')).toMatch(/^[0-9a-f]{32}$/);
      const customer = await server.api.post('/account/customer', {}, withToken('registration-token-1'));
      expect(customer.status).toBe(403);
    });

    it('mails German customers in German with the /de shop link', async () => {
      const response = await server.api.post(
        '/account/register',
        registration('deutsch@example.com', { storefrontUrl: GERMAN_STOREFRONT_URL }),
        { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } },
      );
      expect(response.status).toBe(200);
      const mail = await lastMailTo(server, 'deutsch@example.com');
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Registrierung');
      // The address is not confirmed yet: the greeting does not repeat the names the registration typed.
      expect(mail.text).toMatch(/^Guten Tag,\n/);
      expect(mail.text).not.toContain('Erika');
      expect(linkIn(mail.text, 'registration').pathname).toBe('/de/shop/registration/confirm');
    });

    it('answers field violations with pointers', async () => {
      const response = await server.api.post('/account/register', {
        email: 'not-an-email',
        password: 'short',
        firstName: '  ',
        lastName: 'X',
        storefrontUrl: STOREFRONT_URL,
        billingAddress: { city: 'Berlin', countryId: 'ffffffffffffffffffffffffffffffff' },
      });
      expect(response.status).toBe(400);
      expect((response.json as Errors).errors.map((e) => [e.source?.pointer, e.code])).toEqual(
        expect.arrayContaining([
          ['/firstName', 'VIOLATION::IS_BLANK_ERROR'],
          ['/email', 'VIOLATION::INVALID_FORMAT_ERROR'],
          ['/password', 'VIOLATION::TOO_SHORT_ERROR'],
          ['/billingAddress/countryId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS'],
          ['/billingAddress/street', 'VIOLATION::IS_BLANK_ERROR'],
        ]),
      );
    });

    it('refuses a storefrontUrl that is not one of the shop URLs', async () => {
      const response = await server.api.post(
        '/account/register',
        registration('evil@example.com', { storefrontUrl: 'https://attacker.example/shop' }),
      );
      expect(response.status).toBe(400);
      expect(codes(response.json)).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR']);
      expect(pointers(response.json)).toEqual(['/storefrontUrl']);
    });

    it('refuses over-long passwords without truncating them', async () => {
      const response = await server.api.post(
        '/account/register',
        registration('long@example.com', { password: 'x'.repeat(4097) }),
      );
      expect(response.status).toBe(400);
      expect(codes(response.json)).toEqual(['VIOLATION::TOO_LONG_ERROR']);
      const fits = await server.api.post(
        '/account/register',
        registration('long@example.com', { password: 'x'.repeat(4096) }),
      );
      expect(fits.status).toBe(200);
    });

    it('strips HTML from names and address fields', async () => {
      const response = await server.api.post<Customer>(
        '/account/register',
        registration('html@example.com', {
          firstName: '<b>Bob</b><script>alert(1)</script>',
          lastName: '<img src=x onerror=alert(1)>Builder',
          billingAddress: {
            street: '<i>Street</i> 1',
            zipcode: '10115',
            city: 'Berlin<br>',
            countryId: (registration('x').billingAddress as { countryId: string }).countryId,
            company: '<a href="x">ACME</a>',
          },
        }),
      );
      expect(response.status).toBe(200);
      expect(response.json.firstName).toBe('Bobalert(1)');
      expect(response.json.lastName).toBe('Builder');
      expect(response.json.activeBillingAddress).toMatchObject({
        street: 'Street 1',
        city: 'Berlin',
        company: 'ACME',
      });
      expect(response.json.company).toBe('ACME');
    });

    it('does not reveal an existing email: the same answer, and a mail to the owner instead', async () => {
      await registeredCustomer(server, 'taken@example.com');
      const first = await server.api.post<Customer>('/account/register', registration('fresh@example.com'));
      const again = await server.api.post<Customer>('/account/register', registration('TAKEN@example.com'));
      expect(again.status).toBe(first.status);
      const shape = (c: Customer) =>
        Object.keys(c)
          .sort()
          .map((key) => [key, typeof c[key as keyof Customer]]);
      expect(shape(again.json)).toEqual(shape(first.json));
      expect(again.json).toMatchObject({
        doubleOptInRegistration: true,
        active: false,
        email: 'TAKEN@example.com',
      });
      expect(Number(again.json.customerNumber)).toBe(Number(first.json.customerNumber) + 1);
      const notice = await lastMailTo(server, 'taken@example.com');
      expect(notice.subject).toBe('Registration with your email address');
      expect(notice.text).toContain(`${STOREFRONT_URL}/resetpassword`);
      // The owner's password is unchanged.
      const login = await server.api.post('/account/login', {
        username: 'taken@example.com',
        password: 'secret-password',
      });
      expect(login.status).toBe(200);
    });

    it('logs a guest in at once with a new token, without confirmation', async () => {
      const response = await server.api.post<Customer>(
        '/account/register',
        registration('guest@example.com', { guest: true, password: undefined }),
        { headers: { 'sw-context-token': 'guest-before-registration' } },
      );
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ guest: true, active: true, doubleOptInRegistration: false });
      expect(response.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(response.token).not.toBe('guest-before-registration');
      const customer = await server.api.post<Customer>('/account/customer', {}, withToken(response.token!));
      expect(customer.status).toBe(200);
      expect(customer.json.email).toBe('guest@example.com');
      // Guests cannot change a password, and cannot log in with the guest account's email.
      const change = await server.api.post(
        '/account/change-password',
        { password: 'x', newPassword: 'yyyyyyyy', newPasswordConfirm: 'yyyyyyyy' },
        withToken(response.token!),
      );
      expect(change.status).toBe(403);
    });
  });

  describe('POST /account/register-confirm', () => {
    it('confirms, logs in with a new token, and refuses a second confirmation', async () => {
      await server.api.post('/account/register', registration('confirm@example.com'));
      const link = linkIn((await lastMailTo(server, 'confirm@example.com')).text, '/registration/confirm');
      const body = { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') };

      const wrongEm = await server.api.post('/account/register-confirm', {
        ...body,
        em: emailDigest('other@example.com'),
      });
      expect(wrongEm.status).toBe(400);
      expect(codes(wrongEm.json)).toEqual(['VIOLATION::NOT_EQUAL_ERROR']);
      expect(JSON.stringify(wrongEm.json)).not.toContain(body.em!);

      const confirmed = await server.api.post<Customer>(
        '/account/register-confirm',
        body,
        withToken('before-confirm'),
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toMatchObject({ email: 'confirm@example.com', active: true, hash: null });
      expect(confirmed.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(confirmed.token).not.toBe('before-confirm');
      expect((await server.api.post('/account/customer', {}, withToken(confirmed.token!))).status).toBe(200);
      expect((await server.api.post('/account/customer', {}, withToken('before-confirm'))).status).toBe(403);

      const again = await server.api.post('/account/register-confirm', body);
      expect(again.status).toBe(412);
      expect(codes(again.json)).toEqual(['CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED']);
    });

    it('answers 404 for a missing or unknown hash', async () => {
      const missing = await server.api.post('/account/register-confirm', { em: 'x' });
      expect(missing.status).toBe(404);
      expect(codes(missing.json)).toEqual(['CHECKOUT__NO_HASH_PROVIDED']);
      const unknown = await server.api.post('/account/register-confirm', { em: 'x', hash: 'f'.repeat(32) });
      expect(unknown.status).toBe(404);
      expect(codes(unknown.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH']);
    });
  });

  describe('POST /account/login', () => {
    it('logs the demo customer in with a new token; the old token stays anonymous', async () => {
      const before = await server.api.patch(
        '/context',
        { languageId: GERMAN_LANGUAGE_ID },
        withToken('login-before'),
      );
      expect(before.status).toBe(200);
      const login = await server.api.post(
        '/account/login',
        { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
        withToken('login-before'),
      );
      expect(login.status).toBe(200);
      expect(login.json).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
      expect(login.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(login.token).not.toBe('login-before');
      const context = await server.api.get<{
        customer: Customer | null;
        context: { languageIdChain: string[] };
      }>('/context', withToken(login.token!));
      expect(context.json.customer).toMatchObject({ email: DEMO_CUSTOMER.email, firstName: 'Max' });
      // The session's settings move with it.
      expect(context.json.context.languageIdChain[0]).toBe(GERMAN_LANGUAGE_ID);
      const old = await server.api.get<{ customer: unknown }>('/context', withToken('login-before'));
      expect(old.json.customer).toBeNull();
    });

    it('accepts `email` as well as `username`, case-insensitively', async () => {
      const login = await server.api.post('/account/login', {
        email: DEMO_CUSTOMER.email.toUpperCase(),
        password: DEMO_CUSTOMER.password,
      });
      expect(login.status).toBe(200);
    });

    it('answers an unknown email exactly like a wrong password', async () => {
      const wrong = await server.api.post('/account/login', {
        username: DEMO_CUSTOMER.email,
        password: 'wrong-password',
      });
      const unknown = await server.api.post('/account/login', {
        username: 'nobody@example.com',
        password: 'wrong-password',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(unknown.json).toEqual(wrong.json);
      expect(codes(wrong.json)).toEqual(['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS']);
      const empty = await server.api.post('/account/login', {});
      expect(empty.json).toEqual(wrong.json);
    });

    it('tells an unconfirmed customer so only after the password is verified', async () => {
      await server.api.post('/account/register', registration('pending@example.com'));
      const wrong = await server.api.post('/account/login', {
        username: 'pending@example.com',
        password: 'nope-nope',
      });
      expect(codes(wrong.json)).toEqual(['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS']);
      const right = await server.api.post('/account/login', {
        username: 'pending@example.com',
        password: 'secret-password',
      });
      expect(right.status).toBe(401);
      expect(codes(right.json)).toEqual(['CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED']);
    });

    it('throttles the 11th attempt with 429 and the seconds to wait; success resets the limiter', async () => {
      const attempt = (password: string) =>
        server.api.post<Errors>('/account/login', { username: 'throttle@example.com', password });
      for (let i = 0; i < 10; i += 1) expect((await attempt('wrong-password')).status).toBe(401);
      const throttled = await attempt('wrong-password');
      expect(throttled.status).toBe(429);
      expect(throttled.json.errors[0]).toMatchObject({
        code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
        status: '429',
      });
      const seconds = throttled.json.errors[0]?.meta?.parameters.seconds;
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(10);
      // Another email from the same address is not affected.
      const other = await server.api.post('/account/login', {
        username: 'other@example.com',
        password: 'wrong-password',
      });
      expect(other.status).toBe(401);
    });
  });

  describe('POST /account/logout', () => {
    it('issues a fresh token; the old token no longer has a customer', async () => {
      const { token } = await registeredCustomer(server, 'logout@example.com');
      const logout = await server.api.post('/account/logout', {}, withToken(token));
      expect(logout.status).toBe(200);
      expect(logout.json).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
      expect(logout.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(logout.token).not.toBe(token);
      const replay = await server.api.post<Errors>('/account/customer', {}, withToken(token));
      expect(replay.status).toBe(403);
      expect(codes(replay.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
      expect((await server.api.post('/account/customer', {}, withToken(logout.token!))).status).toBe(403);
    });

    it('needs a logged-in customer', async () => {
      const response = await server.api.post('/account/logout', {});
      expect(response.status).toBe(403);
      expect(codes(response.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
    });
  });

  describe('GET|POST /account/customer', () => {
    it('is 403 without a login', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await server.api.call({
          method,
          path: '/account/customer',
          body: method === 'POST' ? {} : undefined,
        });
        expect(response.status).toBe(403);
        expect(codes(response.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
      }
    });

    it('returns the customer with the addresses asked for', async () => {
      const { token } = await registeredCustomer(server, 'customer@example.com');
      const plain = await server.api.post<Customer>('/account/customer', {}, withToken(token));
      expect(plain.status).toBe(200);
      expect(plain.json.addresses).toBeNull();
      const full = await server.api.post<Customer & { defaultBillingAddress: unknown; group: unknown }>(
        '/account/customer',
        { associations: { addresses: {}, defaultBillingAddress: {}, salutation: {}, group: {} } },
        withToken(token),
      );
      expect(full.status).toBe(200);
      expect(full.json.addresses).toHaveLength(1);
      expect(full.json.defaultBillingAddress).toMatchObject({ street: 'Hauptstraße 5' });
      expect(full.json.salutation).toMatchObject({ salutationKey: 'not_specified' });
      expect(full.json.group).toMatchObject({ apiAlias: 'customer_group' });
      const bad = await server.api.post(
        '/account/customer',
        { associations: { password: {} } },
        withToken(token),
      );
      expect(bad.status).toBe(400);
    });
  });

  describe('POST /account/change-profile', () => {
    it('changes the names (HTML stripped) and validates them', async () => {
      const { token } = await registeredCustomer(server, 'profile@example.com');
      const invalid = await server.api.post(
        '/account/change-profile',
        { firstName: '', lastName: 'X' },
        withToken(token),
      );
      expect(invalid.status).toBe(400);
      expect(pointers(invalid.json)).toEqual(['/firstName']);
      const changed = await server.api.post(
        '/account/change-profile',
        { firstName: '<em>Erika</em>', lastName: 'Neu', title: 'Dr.' },
        withToken(token),
      );
      expect(changed.status).toBe(200);
      expect(changed.json).toEqual({ success: true, apiAlias: 'array_struct' });
      const customer = await server.api.post<Customer & { title: string }>(
        '/account/customer',
        {},
        withToken(token),
      );
      expect(customer.json).toMatchObject({ firstName: 'Erika', lastName: 'Neu', title: 'Dr.' });
      expect(
        (await server.api.post('/account/change-profile', { firstName: 'A', lastName: 'B' })).status,
      ).toBe(403);
    });
  });

  describe('POST /account/change-password', () => {
    it('requires the current password, gives this session a new token and logs out every other session', async () => {
      const { token } = await registeredCustomer(server, 'password@example.com', 'old-password');
      const other = await server.api.post('/account/login', {
        username: 'password@example.com',
        password: 'old-password',
      });
      expect(other.status).toBe(200);

      const wrongCurrent = await server.api.post(
        '/account/change-password',
        { password: 'not-the-password', newPassword: 'new-password', newPasswordConfirm: 'new-password' },
        withToken(token),
      );
      expect(wrongCurrent.status).toBe(400);
      expect(codes(wrongCurrent.json)).toEqual(['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT']);
      const mismatch = await server.api.post(
        '/account/change-password',
        { password: 'old-password', newPassword: 'new-password', newPasswordConfirm: 'other-password' },
        withToken(token),
      );
      expect(codes(mismatch.json)).toEqual(['VIOLATION::NOT_EQUAL_ERROR']);
      expect(pointers(mismatch.json)).toEqual(['/newPassword']);
      expect(JSON.stringify(mismatch.json)).not.toContain('other-password');

      const changed = await server.api.post(
        '/account/change-password',
        { password: 'old-password', newPassword: 'new-password', newPasswordConfirm: 'new-password' },
        withToken(token),
      );
      expect(changed.status).toBe(200);
      // As Shopware (CustomerTokenSubscriber): this session goes on under a new token, the old one is anonymous.
      expect(changed.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(changed.token).not.toBe(token);
      expect((await server.api.post('/account/customer', {}, withToken(changed.token!))).status).toBe(200);
      expect((await server.api.post('/account/customer', {}, withToken(token))).status).toBe(403);
      expect((await server.api.post('/account/customer', {}, withToken(other.token!))).status).toBe(403);
      const oldLogin = await server.api.post('/account/login', {
        username: 'password@example.com',
        password: 'old-password',
      });
      expect(oldLogin.status).toBe(401);
      const newLogin = await server.api.post('/account/login', {
        username: 'password@example.com',
        password: 'new-password',
      });
      expect(newLogin.status).toBe(200);
    });

    it('is 403 without a login', async () => {
      const response = await server.api.post('/account/change-password', {
        password: 'a',
        newPassword: 'bbbbbbbb',
        newPasswordConfirm: 'bbbbbbbb',
      });
      expect(response.status).toBe(403);
    });
  });
});
