import { createFetchDouble, tokenPair } from '../test/fetchDouble';
import { createDeskClient, REFRESH_TOKEN_KEY } from './client';
import { DeskApiError } from './errors';

const setup = (routes: Parameters<typeof createFetchDouble>[0]) => {
  const double = createFetchDouble(routes);
  const client = createDeskClient({ fetch: double.fetch, storage: window.sessionStorage });
  return { ...double, client };
};

describe('the desk client', () => {
  it('logs in with the password grant, keeps the access token in memory and the refresh token in sessionStorage', async () => {
    const { client, calls } = setup({
      'POST /oauth/token': tokenPair(1),
      'GET /_info/me': { data: { id: 'u' } },
    });
    expect(client.isSignedIn()).toBe(false);
    await client.login('owner@example.com', 'secret');
    expect(calls[0]?.body).toEqual({
      client_id: 'administration',
      grant_type: 'password',
      scopes: 'write',
      username: 'owner@example.com',
      password: 'secret',
    });
    expect(client.isSignedIn()).toBe(true);
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(JSON.stringify(window.localStorage)).not.toContain('access-1');
    await client.json('GET', '/_info/me');
    expect(calls[1]?.authorization).toBe('Bearer access-1');
  });

  it('refreshes once on 401 and repeats the call with the new token', async () => {
    let grants = 0;
    const { client, calls } = setup({
      'POST /oauth/token': () => ({ json: tokenPair(++grants) }),
      'GET /_info/me': (request) =>
        request.authorization === 'Bearer access-2'
          ? { json: { data: { id: 'u' } } }
          : { status: 401, json: { errors: [] } },
    });
    await client.login('a@b.c', 'x');
    await expect(client.json('GET', '/_info/me')).resolves.toEqual({ data: { id: 'u' } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /oauth/token',
      'GET /_info/me',
      'POST /oauth/token',
      'GET /_info/me',
    ]);
    expect(calls[2]?.body).toEqual({
      client_id: 'administration',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('signs out when the refresh is refused, and tells its listeners', async () => {
    window.sessionStorage.setItem(REFRESH_TOKEN_KEY, 'dead');
    const { client, callsTo } = setup({
      'POST /oauth/token': { status: 401, json: { errors: [{ status: '401', code: '9' }] } },
      'GET /_info/me': { data: {} },
    });
    const listener = vi.fn();
    client.subscribe(listener);
    expect(client.isSignedIn()).toBe(true);
    await expect(client.json('GET', '/_info/me')).rejects.toMatchObject({ status: 401 });
    expect(client.isSignedIn()).toBe(false);
    expect(listener).toHaveBeenCalled();
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(callsTo('GET /_info/me')).toHaveLength(0);
  });

  it('makes one refresh for calls that fail together', async () => {
    let grants = 0;
    const { client, callsTo } = setup({
      'POST /oauth/token': () => ({ json: tokenPair(++grants) }),
      'GET /a': (request) => (request.authorization === 'Bearer access-2' ? { json: 1 } : { status: 401 }),
      'GET /b': (request) => (request.authorization === 'Bearer access-2' ? { json: 2 } : { status: 401 }),
    });
    await client.login('a@b.c', 'x');
    await expect(Promise.all([client.json('GET', '/a'), client.json('GET', '/b')])).resolves.toEqual([1, 2]);
    expect(callsTo('POST /oauth/token')).toHaveLength(2);
  });

  it("reads Shopware's error envelope and a throttle's wait", async () => {
    const { client } = setup({
      'POST /oauth/token': {
        status: 429,
        headers: { 'Retry-After': '30' },
        json: { errors: [{ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', detail: 'Too many' }] },
      },
    });
    const error = await client.login('a@b.c', 'x').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DeskApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
      errors: [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' }],
    });
  });

  it('logs out on the server and forgets both tokens', async () => {
    const { client, callsTo } = setup({
      'POST /oauth/token': tokenPair(1),
      'POST /_action/desk/logout': { status: 204 },
    });
    await client.login('a@b.c', 'x');
    await client.logout();
    expect(callsTo('POST /_action/desk/logout')[0]?.authorization).toBe('Bearer access-1');
    expect(client.isSignedIn()).toBe(false);
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });
});
