import { createAPIClient } from '@shopware/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STORE_URL_MISCONFIGURED,
  adoptStoredToken,
  assertStoreUrl,
  createStoreApiClient,
  setLanguageHeader,
} from './client';
import { STORAGE_KEYS, memoryStorage, storeContextToken } from './session';
import { readProductDetail } from './storeApi';

const T0 = 1_700_000_000_000;

/** Stub of the browser's fetch: records the request headers, answers with a rotated context token. */
function stubFetch(answerToken: string) {
  const requests: Headers[] = [];
  const fetchStub = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ apiAlias: 'sales_channel_context' }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'sw-context-token': answerToken },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('createStoreApiClient', () => {
  it('sends the stored token and stores a rotated one with a fresh timestamp', async () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'old-token', T0);
    let now = T0 + 1000;
    const requests = stubFetch('new-token');
    const client = createStoreApiClient({
      baseURL: 'http://shop.test/store-api',
      accessKey: 'SWSCTEST',
      storage,
      now: () => now,
    });
    setLanguageHeader(client, 'lang-id');
    await client.invoke('readContext get /context');
    expect(requests[0]?.get('sw-context-token')).toBe('old-token');
    expect(requests[0]?.get('sw-access-key')).toBe('SWSCTEST');
    expect(requests[0]?.get('sw-language-id')).toBe('lang-id');
    expect(storage.getItem(STORAGE_KEYS.contextToken)).toBe('new-token');
    expect(storage.getItem(STORAGE_KEYS.sessionTime)).toBe(String(now));

    now += 10_000;
    await client.invoke('readContext get /context');
    expect(requests[1]?.get('sw-context-token')).toBe('new-token');
    expect(storage.getItem(STORAGE_KEYS.sessionTime)).toBe(String(now));
  });

  it('starts without a token when the stored one idled for more than 3600 s', async () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'stale', T0);
    const requests = stubFetch('fresh');
    const client = createStoreApiClient({
      baseURL: 'http://shop.test/store-api',
      accessKey: 'SWSCTEST',
      storage,
      now: () => T0 + 3600 * 1000 + 1,
    });
    await client.invoke('readContext get /context');
    expect(requests[0]?.has('sw-context-token')).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.contextToken)).toBe('fresh');
  });

  it('drops the token before a call made after more than 3600 s idle in an open tab', async () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'token-a', T0);
    let now = T0;
    const requests = stubFetch('token-a');
    const client = createStoreApiClient({
      baseURL: 'http://shop.test/store-api',
      accessKey: 'SWSCTEST',
      storage,
      now: () => now,
    });
    await client.invoke('readContext get /context');
    expect(requests[0]?.get('sw-context-token')).toBe('token-a');
    now += 3600 * 1000 + 1;
    await client.invoke('readContext get /context');
    expect(requests[1]?.has('sw-context-token')).toBe(false);
  });
});

describe('session replacement', () => {
  const create = (storage: ReturnType<typeof memoryStorage>, now: () => number, reasons: string[]) =>
    createStoreApiClient({
      baseURL: 'http://shop.test/store-api',
      accessKey: 'SWSCTEST',
      storage,
      now,
      onSessionReplaced: (reason) => reasons.push(reason),
    });

  it('reports an expired session before the call that drops the token', async () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'token-a', T0);
    let now = T0;
    stubFetch('token-a');
    const reasons: string[] = [];
    const client = create(storage, () => now, reasons);
    await client.invoke('readContext get /context');
    expect(reasons).toEqual([]);
    now += 3600 * 1000 + 1;
    await client.invoke('readContext get /context');
    expect(reasons).toEqual(['expired']);
  });

  it('takes the token another tab stored (a login there) for its next call and reports it', async () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'anonymous', T0);
    const requests: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        requests.push(headers);
        // The server answers with the token it was sent.
        return new Response('{}', {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'sw-context-token': headers.get('sw-context-token') ?? 'new',
          },
        });
      }),
    );
    const reasons: string[] = [];
    const client = create(storage, () => T0 + 1000, reasons);
    await client.invoke('readContext get /context');
    // The other tab logs in: the server replaced "anonymous" by "logged-in", that tab stored it.
    storeContextToken(storage, 'logged-in', T0 + 2000);
    expect(adoptStoredToken(client, storage)).toBe(true);
    expect(adoptStoredToken(client, storage)).toBe(false);
    storeContextToken(storage, 'logged-out', T0 + 3000);
    await client.invoke('readContext get /context');
    expect(requests.map((headers) => headers.get('sw-context-token'))).toEqual(['anonymous', 'logged-out']);
    expect(reasons).toEqual(['otherTab']);
    expect(storage.getItem(STORAGE_KEYS.contextToken)).toBe('logged-out');
  });
});

describe('store URL', () => {
  it('product fetch fails with the spec message when no store URL is configured', async () => {
    const client = createAPIClient({ accessToken: 'SWSCTEST' });
    expect(() => assertStoreUrl(client)).toThrow(STORE_URL_MISCONFIGURED);
    await expect(readProductDetail(client, 'p1')).rejects.toThrow(
      'Shop URL misconfigured. Check axios configuration',
    );
  });
});
