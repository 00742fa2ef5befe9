import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../src/housekeeping/run-housekeeping.js';
import { resetDeskUserPassword, removeDeskUser } from '../src/services/desk/desk-users.js';
import { FAST_HASHING } from './support/account.js';
import {
  adminRequest,
  createDeskUser,
  deskLogin,
  deskRefresh,
  deskTokens,
  type ErrorsJson,
} from './support/desk.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

const ACCESS_DENIED = 'The resource owner or authorization server denied the request.';
type Me = { data: { id: string; email: string; name: string; role: string } };

describe.each(databaseKinds)('desk: tokens and the bearer guard (%s)', (kind) => {
  let server: TestServer;
  let clock = new Date('2026-11-01T10:00:00Z');

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING, now: () => clock });
    await createDeskUser(server.app, 'owner@example.com', 'owner');
    await createDeskUser(server.app, 'staff@example.com', 'staff');
  });
  afterAll(async () => server?.close());

  const me = (token?: string, headers?: Record<string, string>) =>
    adminRequest<Me & ErrorsJson>(server.app, 'GET', '/api/_info/me', { token, headers });

  it('the password grant answers a Bearer pair as Shopware (no-store), and the access token opens /api', async () => {
    const answer = await deskLogin(server.app, 'Owner@Example.com');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(answer.json.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(answer.json.refresh_token).not.toBe(answer.json.access_token);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    const who = await me(answer.json.access_token);
    expect(who.status).toBe(200);
    expect(who.json.data).toMatchObject({ email: 'owner@example.com', name: 'owner', role: 'owner' });
  });

  it('refuses every route without a valid token: 401 in the envelope, the reason in detail', async () => {
    const cases: Array<[Record<string, string> | undefined, string | undefined, string]> = [
      [undefined, undefined, 'Missing "Authorization" header'],
      [{ authorization: 'Bearer ' }, undefined, 'Missing token in "Authorization" header'],
      [{ authorization: 'Basic b3duZXI6cGFzcw==' }, undefined, 'Missing token in "Authorization" header'],
      [undefined, 'not.a.token!', 'Access token could not be verified'],
      [undefined, 'A'.repeat(43), 'Access token could not be verified'],
    ];
    for (const [headers, token, detail] of cases) {
      for (const [method, url] of [
        ['GET', '/api/_info/me'],
        ['POST', '/api/_action/desk/logout'],
      ] as const) {
        const answer = await adminRequest<ErrorsJson>(server.app, method, url, { token, headers });
        expect(answer.status, `${method} ${url} ${detail}`).toBe(401);
        expect(answer.json.errors[0]).toMatchObject({
          status: '401',
          code: '9',
          title: ACCESS_DENIED,
          detail,
        });
      }
    }
  });

  it('a refresh token is no access token, and an access token no refresh token', async () => {
    const pair = await deskTokens(server.app, 'staff@example.com');
    expect((await me(pair.refresh_token)).status).toBe(401);
    const refreshed = await deskRefresh(server.app, pair.access_token);
    expect(refreshed.status).toBe(401);
  });

  it('an access token expires after 10 minutes; the refresh token then gives a new pair', async () => {
    const pair = await deskTokens(server.app, 'staff@example.com');
    clock = new Date(clock.getTime() + 600_000);
    const expired = await me(pair.access_token);
    expect(expired.status).toBe(401);
    expect(expired.json.errors[0]?.detail).toBe('Access token is expired');
    const refreshed = await deskRefresh(server.app, pair.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await me(refreshed.json.access_token)).status).toBe(200);
  });

  it('rotates refresh tokens; a reused refresh token revokes the whole login', async () => {
    const first = await deskTokens(server.app, 'staff@example.com');
    const second = (await deskRefresh(server.app, first.refresh_token)).json;
    const third = await deskRefresh(server.app, second.refresh_token);
    expect(third.status).toBe(200);
    expect((await me(third.json.access_token)).status).toBe(200);
    // An attacker replays the first (dead) refresh token: the live pair dies too.
    const reuse = await deskRefresh(server.app, first.refresh_token);
    expect(reuse.status).toBe(401);
    expect((reuse.json as unknown as ErrorsJson).errors[0]).toMatchObject({
      code: '8',
      title: 'The refresh token is invalid.',
      detail: 'Token has been revoked',
    });
    expect((await me(third.json.access_token)).status).toBe(401);
    expect((await deskRefresh(server.app, third.json.refresh_token)).status).toBe(401);
    // Another login of the same account is untouched.
    const other = await deskTokens(server.app, 'staff@example.com');
    expect((await me(other.access_token)).status).toBe(200);
  });

  it('logout revokes access and refresh token of that login only', async () => {
    const a = await deskTokens(server.app, 'owner@example.com');
    const b = await deskTokens(server.app, 'owner@example.com');
    const out = await adminRequest(server.app, 'POST', '/api/_action/desk/logout', { token: a.access_token });
    expect(out.status).toBe(204);
    expect((await me(a.access_token)).status).toBe(401);
    expect((await deskRefresh(server.app, a.refresh_token)).status).toBe(401);
    expect((await me(b.access_token)).status).toBe(200);
  });

  it('a password reset and an account removal revoke every token of that account', async () => {
    await createDeskUser(server.app, 'temp@example.com', 'staff');
    const before = await deskTokens(server.app, 'temp@example.com');
    await resetDeskUserPassword(server.app, 'temp@example.com', 'another long password');
    expect((await me(before.access_token)).status).toBe(401);
    expect((await deskRefresh(server.app, before.refresh_token)).status).toBe(401);
    expect((await deskLogin(server.app, 'temp@example.com')).status).toBe(400);
    const after = await deskTokens(server.app, 'temp@example.com', 'another long password');
    await removeDeskUser(server.app, { email: 'temp@example.com' });
    expect((await me(after.access_token)).status).toBe(401);
    expect((await deskRefresh(server.app, after.refresh_token)).status).toBe(401);
    expect((await deskLogin(server.app, 'temp@example.com', 'another long password')).status).toBe(400);
  });

  it('wrong password and unknown account answer alike (Shopware: 400, code 6)', async () => {
    const wrong = await deskLogin(server.app, 'owner@example.com', 'wrong password!');
    const unknown = await deskLogin(server.app, 'nobody@example.com', 'wrong password!');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect((answer.json as unknown as ErrorsJson).errors[0]).toMatchObject({
        code: '6',
        title: 'The user credentials were incorrect.',
      });
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('the housekeeping deletes expired tokens only', async () => {
    const pair = await deskTokens(server.app, 'owner@example.com');
    clock = new Date(clock.getTime() + 601_000);
    const result = await runHousekeeping(server.app.db, clock, { sessionRetentionDays: 30 });
    expect(result.deskTokens).toBeGreaterThan(0);
    const left = await server.app.db.selectFrom('desk_token').select(['kind', 'expires_at']).execute();
    expect(left.every((row) => row.expires_at >= clock.toISOString())).toBe(true);
    // The refresh token of that login lives on (a week) and still gives a new pair.
    expect((await deskRefresh(server.app, pair.refresh_token)).status).toBe(200);
  });

  it('refuses other grants and clients, and missing fields, in the envelope', async () => {
    const token = (body: unknown) =>
      adminRequest<ErrorsJson>(server.app, 'POST', '/api/oauth/token', { body });
    expect((await token({ grant_type: 'client_credentials', client_id: 'administration' })).status).toBe(400);
    expect(
      (await token({ grant_type: 'password', client_id: 'other', username: 'a', password: 'b' })).status,
    ).toBe(401);
    const missing = await token({ grant_type: 'password', client_id: 'administration', username: 'x@y.z' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0]).toMatchObject({ code: '3', detail: 'Check the `password` parameter' });
    expect((await token('nonsense')).status).toBe(400);
  });
});

describe.each(databaseKinds)('desk: owner-only account management, rate limits (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(kind, {
      passwordHashing: FAST_HASHING,
      floodLimits: {
        'desk-login-address': { limit: 100, windowSeconds: 600 },
        'desk-login-email': { limit: 100, windowSeconds: 600 },
      },
    });
    await createDeskUser(server.app, 'owner@example.com', 'owner');
    await createDeskUser(server.app, 'staff@example.com', 'staff');
  });
  afterAll(async () => server?.close());

  it('a staff token cannot list, create or remove accounts (403); an owner can', async () => {
    const staff = (await deskTokens(server.app, 'staff@example.com')).access_token;
    const owner = (await deskTokens(server.app, 'owner@example.com')).access_token;
    const list = await adminRequest<ErrorsJson>(server.app, 'GET', '/api/_action/desk/user', {
      token: staff,
    });
    expect(list.status).toBe(403);
    expect(list.json.errors[0]?.code).toBe('FRAMEWORK__MISSING_PRIVILEGE_ERROR');
    const create = await adminRequest(server.app, 'POST', '/api/_action/desk/user', {
      token: staff,
      body: { email: 'sneaky@example.com', role: 'owner', password: 'sneaky password' },
    });
    expect(create.status).toBe(403);
    expect((await deskLogin(server.app, 'sneaky@example.com', 'sneaky password')).status).toBe(400);

    const created = await adminRequest<{ data: { id: string; role: string } }>(
      server.app,
      'POST',
      '/api/_action/desk/user',
      {
        token: owner,
        body: { email: 'Helper@Example.com', name: 'Helper', role: 'staff', password: 'helper password' },
      },
    );
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ role: 'staff', email: 'helper@example.com' });
    const listed = await adminRequest<{ total: number; data: { email: string }[] }>(
      server.app,
      'GET',
      '/api/_action/desk/user',
      { token: owner },
    );
    expect(listed.json.data.map((user) => user.email)).toEqual([
      'helper@example.com',
      'owner@example.com',
      'staff@example.com',
    ]);
    const helper = (await deskTokens(server.app, 'helper@example.com', 'helper password')).access_token;
    const remove = (token: string) =>
      adminRequest<ErrorsJson>(server.app, 'DELETE', `/api/_action/desk/user/${created.json.data.id}`, {
        token,
      });
    expect((await remove(staff)).status).toBe(403);
    expect((await remove(owner)).status).toBe(204);
    expect((await me(helper)).status).toBe(401);
    const again = await remove(owner);
    expect(again.status).toBe(404);
    expect(again.json.errors[0]?.code).toBe('FRAMEWORK__RESOURCE_NOT_FOUND');
    const audit = await server.app.db
      .selectFrom('desk_audit_log')
      .selectAll()
      .where('entity', '=', 'desk_user')
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      ['desk_user.create', 'desk_user.create', 'desk_user.create', 'desk_user.remove'].sort(),
    );
  });

  function me(token: string) {
    return adminRequest(server.app, 'GET', '/api/_info/me', { token });
  }

  it('throttles password guesses per account and address (Shopware oauth back-off): 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await deskLogin(server.app, 'owner@example.com', `wrong ${attempt}`, '10.0.0.1');
      expect(answer.status).toBe(400);
    }
    const throttled = await deskLogin(server.app, 'owner@example.com', 'wrong again', '10.0.0.1');
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
    expect((throttled.json as unknown as ErrorsJson).errors[0]).toMatchObject({
      code: 'FRAMEWORK__AUTH_THROTTLED',
    });
    // Even the right password waits: the limiter runs before the check.
    expect((await deskLogin(server.app, 'owner@example.com', undefined, '10.0.0.1')).status).toBe(429);
    // Another address is not throttled by this one's guesses.
    expect((await deskLogin(server.app, 'owner@example.com', undefined, '10.0.0.2')).status).toBe(200);
  });
});

describe('desk: flood limits per address and per account', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer('sqlite', {
      passwordHashing: FAST_HASHING,
      floodLimits: {
        'desk-login-address': { limit: 3, windowSeconds: 600 },
        'desk-login-email': { limit: 5, windowSeconds: 600 },
      },
    });
    await createDeskUser(server.app, 'owner@example.com', 'owner');
  });
  afterAll(async () => server?.close());

  it('one address trying many accounts, and many addresses trying one account, meet a 429', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await deskLogin(server.app, `user${index}@example.com`, 'x', '10.1.0.1')).status).toBe(400);
    }
    const address = await deskLogin(server.app, 'user9@example.com', 'x', '10.1.0.1');
    expect(address.status).toBe(429);
    expect(address.headers['retry-after']).toMatch(/^\d+$/);
    for (let index = 0; index < 5; index += 1) {
      expect((await deskLogin(server.app, 'owner@example.com', 'x', `10.2.0.${index}`)).status).toBe(400);
    }
    expect((await deskLogin(server.app, 'owner@example.com', undefined, '10.3.0.1')).status).toBe(429);
  });
});
