import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import {
  FAST_HASHING,
  lastMailTo,
  linkIn,
  outbox,
  registeredCustomer,
  STOREFRONT_URL,
  withToken,
} from './support/account.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

type Errors = { errors: Array<{ code: string; meta?: { parameters: Record<string, unknown> } }> };
const codes = (json: unknown) => (json as Errors).errors.map((e) => e.code);

describe.each(databaseKinds)('account: password recovery (%s)', (kind) => {
  let server: TestServer;
  let now = new Date('2026-03-01T10:00:00.000Z');

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING, now: () => now });
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    // Every test starts a day later, so that rate-limit state of earlier tests has expired.
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
  });

  const requestRecovery = (email: string, options = {}) =>
    server.api.post('/account/recovery-password', { email, storefrontUrl: STOREFRONT_URL }, options);

  async function recoveryHash(email: string): Promise<string> {
    const link = linkIn((await lastMailTo(server, email)).text, '/account/recover/password');
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/account/recover/password`);
    return link.searchParams.get('hash') ?? '';
  }

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    await registeredCustomer(server, 'recover@example.com', 'old-password');
    const mailsBefore = (await outbox(server)).length;
    const known = await requestRecovery('recover@example.com');
    const unknown = await requestRecovery('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ success: true, apiAlias: 'array_struct' });
    const mails = await outbox(server);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]?.to).toBe('recover@example.com');
    expect(mails[0]?.subject).toBe('Reset your password');
    expect(await recoveryHash('recover@example.com')).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('validates the email and the storefrontUrl', async () => {
    const response = await server.api.post('/account/recovery-password', {
      email: 'nope',
      storefrontUrl: 'https://attacker.example',
    });
    expect(response.status).toBe(400);
    expect(codes(response.json)).toEqual([
      'VIOLATION::INVALID_FORMAT_ERROR',
      'VIOLATION::NO_SUCH_CHOICE_ERROR',
    ]);
  });

  it('rate limits per email and address: the 4th request within 30 s is 429', async () => {
    for (let i = 0; i < 3; i += 1) expect((await requestRecovery('limit@example.com')).status).toBe(200);
    const limited = await requestRecovery('limit@example.com');
    expect(limited.status).toBe(429);
    expect(codes(limited.json)).toEqual(['FRAMEWORK__RATE_LIMIT_EXCEEDED']);
    expect((limited.json as Errors).errors[0]?.meta?.parameters.seconds).toBe(30);
    now = new Date(now.getTime() + 30_000);
    expect((await requestRecovery('limit@example.com')).status).toBe(200);
  });

  it('resets the password once with the mailed hash, and logs the customer out everywhere', async () => {
    const { token } = await registeredCustomer(server, 'reset@example.com', 'old-password');
    await requestRecovery('reset@example.com');
    const hash = await recoveryHash('reset@example.com');

    const expired = await server.api.post('/account/customer-recovery-is-expired', { hash });
    expect(expired.json).toEqual({ isExpired: false, apiAlias: 'array_struct' });

    const mismatch = await server.api.post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'new-password',
      newPasswordConfirm: 'typo-password',
    });
    expect(mismatch.status).toBe(400);
    expect(codes(mismatch.json)).toEqual(['VIOLATION::NOT_EQUAL_ERROR']);

    const body = { hash, newPassword: 'new-password', newPasswordConfirm: 'new-password' };
    const reset = await server.api.post('/account/recovery-password-confirm', body);
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ success: true, apiAlias: 'array_struct' });
    expect((await server.api.post('/account/customer', {}, withToken(token))).status).toBe(403);
    const login = await server.api.post('/account/login', {
      username: 'reset@example.com',
      password: 'new-password',
    });
    expect(login.status).toBe(200);

    const reuse = await server.api.post('/account/recovery-password-confirm', body);
    expect(reuse.status).toBe(410);
    expect(codes(reuse.json)).toEqual(['CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED']);
    const usedCheck = await server.api.post('/account/customer-recovery-is-expired', { hash });
    expect(usedCheck.status).toBe(404);
    expect(codes(usedCheck.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH']);
  });

  it('expires the hash after two hours', async () => {
    await registeredCustomer(server, 'expire@example.com', 'old-password');
    await requestRecovery('expire@example.com');
    const hash = await recoveryHash('expire@example.com');
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000 + 1000);
    const check = await server.api.post('/account/customer-recovery-is-expired', { hash });
    expect(check.json).toEqual({ isExpired: true, apiAlias: 'array_struct' });
    const reset = await server.api.post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'new-password',
      newPasswordConfirm: 'new-password',
    });
    expect(reset.status).toBe(410);
    expect(codes(reset.json)).toEqual(['CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED']);
    const unknown = await server.api.post('/account/recovery-password-confirm', {
      hash: 'x'.repeat(32),
      newPassword: 'new-password',
      newPasswordConfirm: 'new-password',
    });
    expect(unknown.json).toEqual({
      errors: [
        {
          ...(reset.json as Errors).errors[0],
          detail: `The hash "${'x'.repeat(32)}" is expired.`,
          meta: { parameters: { hash: 'x'.repeat(32) } },
        },
      ],
    });
  });

  it('checks the hash length of customer-recovery-is-expired', async () => {
    const response = await server.api.post('/account/customer-recovery-is-expired', { hash: 'short' });
    expect(response.status).toBe(400);
    expect(codes(response.json)).toEqual(['VIOLATION::NOT_EQUAL_LENGTH_ERROR']);
    const unknown = await server.api.post('/account/customer-recovery-is-expired', { hash: 'y'.repeat(32) });
    expect(unknown.status).toBe(404);
  });

  it('mails German customers in German', async () => {
    await server.api.post(
      '/account/register',
      {
        email: 'de-recover@example.com',
        password: 'secret-password',
        firstName: 'Jörg',
        lastName: 'Schmidt',
        storefrontUrl: 'http://localhost:8080/de/shop',
        billingAddress: (await import('./support/account.js')).registration('x').billingAddress,
      },
      { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } },
    );
    await server.api.post('/account/recovery-password', {
      email: 'de-recover@example.com',
      storefrontUrl: 'http://localhost:8080/de/shop',
    });
    // Not confirmed yet: inactive accounts get no recovery mail.
    expect((await lastMailTo(server, 'de-recover@example.com')).subject).toBe(
      'Bitte bestätigen Sie Ihre Registrierung',
    );
    const link = linkIn((await lastMailTo(server, 'de-recover@example.com')).text, 'registration');
    await server.api.post('/account/register-confirm', {
      em: link.searchParams.get('em'),
      hash: link.searchParams.get('hash'),
    });
    await server.api.post('/account/recovery-password', {
      email: 'de-recover@example.com',
      storefrontUrl: 'http://localhost:8080/de/shop',
    });
    const mail = await lastMailTo(server, 'de-recover@example.com');
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(linkIn(mail.text, 'recover').pathname).toBe('/de/shop/account/recover/password');
  });
});
