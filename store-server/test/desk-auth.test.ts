import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
