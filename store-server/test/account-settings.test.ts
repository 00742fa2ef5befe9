import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { salutations } from '../src/seed/reference-data.js';
import {
  FAST_HASHING,
  lastMailTo,
  linkIn,
  registeredCustomer,
  registration,
  withToken,
} from './support/account.js';
import { regular } from './support/cart.js';
import { newBuyer, newGuestBuyer } from './support/order.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Issue 18: registration's name rules, change-email, change-language, convert-guest and deleting the account
// (services/account-settings.ts), with token rotation and foreign-session checks.

type Errors = { errors: Array<{ code: string; source?: { pointer: string } }> };
const codes = (json: unknown) => (json as Errors).errors.map((e) => e.code);
const pointers = (json: unknown) => (json as Errors).errors.map((e) => e.source?.pointer);
const mrs = salutations.find((s) => s.key === 'mrs')!;

describe.each(databaseKinds)('account settings (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
  });
  afterAll(async () => server?.close());

  const customer = (token: string) =>
    server.api.post<{ email: string; languageId: string; guest: boolean; firstName: string }>(
      '/account/customer',
      {},
      withToken(token),
    );

  it('registers with the names on the top level only, or on the billing address only', async () => {
    const topOnly = registration('top-only@example.com', {
      salutationId: mrs.id,
      billingAddress: { ...registration('x').billingAddress, firstName: '', lastName: '', salutationId: '' },
      guest: true,
    });
    delete (topOnly as Record<string, unknown>).password;
    const first = await server.api.post<{
      defaultBillingAddress: { firstName: string; salutationId: string };
    }>('/account/register', topOnly);
    expect(first.status).toBe(200);
    expect(first.json.defaultBillingAddress).toMatchObject({ firstName: 'Erika', salutationId: mrs.id });

    const billingOnly = registration('billing-only@example.com', {
      firstName: undefined,
      lastName: '',
      billingAddress: { ...registration('x').billingAddress, firstName: 'Hanna', lastName: 'Berg' },
    });
    const second = await server.api.post<{ firstName: string; lastName: string }>(
      '/account/register',
      billingOnly,
    );
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ firstName: 'Hanna', lastName: 'Berg' });

    const none = registration('no-names@example.com', { firstName: '', lastName: '' });
    const refused = await server.api.post('/account/register', none);
    expect(refused.status).toBe(400);
    expect(pointers(refused.json)).toEqual(
      expect.arrayContaining(['/firstName', '/lastName', '/billingAddress/firstName']),
    );
  });

  it('changes the email with the password: unique, confirmed, new token, other sessions out, old address told', async () => {
    const email = 'change-me@example.com';
    const { token } = await registeredCustomer(server, email);
    const other = await server.api.post('/account/login', { username: email, password: 'secret-password' });
    await registeredCustomer(server, 'taken@example.com');
    const body = {
      email: 'changed@example.com',
      emailConfirmation: 'changed@example.com',
      password: 'secret-password',
    };

    const wrongPassword = await server.api.post(
      '/account/change-email',
      { ...body, password: 'wrong-password' },
      withToken(token),
    );
    expect(wrongPassword.status).toBe(400);
    expect(codes(wrongPassword.json)).toEqual(['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT']);
    const mismatch = await server.api.post(
      '/account/change-email',
      { ...body, emailConfirmation: 'x@example.com' },
      withToken(token),
    );
    expect(codes(mismatch.json)).toEqual(['VIOLATION::NOT_EQUAL_ERROR']);
    const invalid = await server.api.post(
      '/account/change-email',
      { ...body, email: 'nope', emailConfirmation: 'nope' },
      withToken(token),
    );
    expect(codes(invalid.json)).toEqual(['VIOLATION::INVALID_FORMAT_ERROR']);
    const taken = await server.api.post(
      '/account/change-email',
      { ...body, email: 'TAKEN@example.com', emailConfirmation: 'TAKEN@example.com' },
      withToken(token),
    );
    expect(codes(taken.json)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE']);

    const changed = await server.api.post('/account/change-email', body, withToken(token));
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ success: true });
    expect(changed.token).toBeDefined();
    expect(changed.token).not.toBe(token);
    expect((await customer(changed.token!)).json.email).toBe('changed@example.com');
    expect((await customer(token)).status).toBe(403);
    expect((await customer(other.token!)).status).toBe(403);
    expect((await lastMailTo(server, email)).text).toContain('changed@example.com');
    const login = await server.api.post('/account/login', {
      username: 'changed@example.com',
      password: 'secret-password',
    });
    expect(login.status).toBe(200);
    const guest = await newGuestBuyer(server);
    expect((await server.api.post('/account/change-email', body, withToken(guest.token))).status).toBe(403);
  });

  it('changes the customer language to a language of the sales channel only', async () => {
    const { token } = await registeredCustomer(server, 'language@example.com');
    const changed = await server.api.post(
      '/account/change-language',
      { languageId: GERMAN_LANGUAGE_ID },
      withToken(token),
    );
    expect(changed.status).toBe(200);
    expect((await customer(token)).json.languageId).toBe(GERMAN_LANGUAGE_ID);
    const unknown = await server.api.post(
      '/account/change-language',
      { languageId: 'a'.repeat(32) },
      withToken(token),
    );
    expect(unknown.status).toBe(400);
    expect(codes(unknown.json)).toEqual(['VIOLATION::ENTITY_DOES_NOT_EXISTS']);
    expect((await server.api.post('/account/change-language', {}, withToken(token))).status).toBe(400);
    expect(
      (await server.api.post('/account/change-language', { languageId: GERMAN_LANGUAGE_ID })).status,
    ).toBe(403);
  });

  it('converts a guest into a customer who confirms the email before the next login', async () => {
    const guest = await newGuestBuyer(server);
    const short = await server.api.post(
      '/account/convert-guest',
      { password: 'short' },
      withToken(guest.token),
    );
    expect(short.status).toBe(400);
    expect(codes(short.json)).toEqual(['VIOLATION::TOO_SHORT_ERROR']);
    const converted = await server.api.post(
      '/account/convert-guest',
      { password: 'new-secret-password' },
      withToken(guest.token),
    );
    expect(converted.status).toBe(200);
    expect(converted.token).not.toBe(guest.token);
    expect((await customer(converted.token!)).json.guest).toBe(false);
    const early = await server.api.post('/account/login', {
      username: guest.email,
      password: 'new-secret-password',
    });
    expect(early.status).toBe(401);
    expect(codes(early.json)).toEqual(['CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED']);
    const link = linkIn((await lastMailTo(server, guest.email)).text, '/registration/confirm');
    const confirmed = await server.api.post('/account/register-confirm', {
      em: link.searchParams.get('em'),
      hash: link.searchParams.get('hash'),
    });
    expect(confirmed.status).toBe(200);
    const login = await server.api.post('/account/login', {
      username: guest.email,
      password: 'new-secret-password',
    });
    expect(login.status).toBe(200);
    const again = await server.api.post(
      '/account/convert-guest',
      { password: 'new-secret-password' },
      withToken(login.token!),
    );
    expect(again.status).toBe(400);
    expect(codes(again.json)).toEqual(['CHECKOUT__REGISTERED_CUSTOMER_CANNOT_BE_CONVERTED']);
  });

  it('refuses to convert a guest whose email already has an account', async () => {
    await registeredCustomer(server, 'has-account@example.com');
    const body = registration('has-account@example.com', { guest: true });
    delete (body as Record<string, unknown>).password;
    const guest = await server.api.post('/account/register', body);
    const converted = await server.api.post(
      '/account/convert-guest',
      { password: 'new-secret-password' },
      withToken(guest.token!),
    );
    expect(converted.status).toBe(400);
    expect(codes(converted.json)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE']);
  });

  it('deletes the account: 204, every session out, enquiries kept without the customer', async () => {
    const buyer = await newBuyer(server, 'delete-me');
    const second = await server.api.post('/account/login', {
      username: buyer.email,
      password: 'secret-password',
    });
    await buyer.cart.addProduct(regular.id, 1);
    const order = (await buyer.order()).json;
    await server.api.post('/customer/wishlist/add/' + regular.id, {}, withToken(buyer.token));
    const deleted = await server.api.call({
      method: 'DELETE',
      path: '/account/customer',
      ...withToken(buyer.token),
    });
    expect(deleted.status).toBe(204);
    expect(deleted.token).not.toBe(buyer.token);
    expect((await customer(buyer.token)).status).toBe(403);
    expect((await customer(second.token!)).status).toBe(403);
    expect((await customer(deleted.token!)).status).toBe(403);
    const row = await server.app.db
      .selectFrom('shop_order')
      .select(['customer_id', 'customer_email'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_id: null, customer_email: buyer.email });
    const gone = await server.app.db
      .selectFrom('customer')
      .select('id')
      .where('id', '=', buyer.customerId)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    const login = await server.api.post('/account/login', {
      username: buyer.email,
      password: 'secret-password',
    });
    expect(login.status).toBe(401);
    expect((await server.api.call({ method: 'DELETE', path: '/account/customer' })).status).toBe(403);
  });
});
