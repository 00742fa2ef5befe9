import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_KEY } from '../src/constants.js';
import { FAST_HASHING } from './support/account.js';
import { regular } from './support/cart.js';
import { rawRequest } from './support/raw-http.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// Absolute URLs in answers (media, documents, the sandbox SDK) come from PUBLIC_URL, never from a Host header a
// client made up: over real HTTP, with the response cache of catalogue answers on, `Host: evil.example` must
// not reach any answer, neither its own nor, through the cache, anyone else's.

const EVIL = 'evil.example';

/** The origins of the server's own absolute URLs (media, documents, sandbox) in a text. */
const originsIn = (text: string) => [
  ...new Set(
    [...text.matchAll(/(https?:\/\/[^/"\s\\]+)\/(?:media|klarna-sandbox)\//g)].map((match) => match[1]),
  ),
];

describe.each(databaseKinds)('Host header on a loopback PUBLIC_URL (%s)', (kind) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => server?.close());

  const storeApi = (path: string, host: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    rawRequest(`${base}/store-api${path}`, {
      method: 'POST',
      headers: {
        Host: host,
        'sw-access-key': DEFAULT_ACCESS_KEY,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const listing = (host: string) => storeApi(`/product-listing/${regular.parent.categoryId}`, host);
  const detail = (host: string) => storeApi(`/product/${regular.parent.id}`, host);

  it('builds media and document URLs on PUBLIC_URL for a made-up Host, first or cached', async () => {
    for (const read of [listing, detail]) {
      const poisoned = await read(EVIL);
      expect(poisoned.status).toBe(200);
      expect(poisoned.body).not.toContain(EVIL);
      expect(poisoned.body).toContain('http://localhost:8080/media/');
      expect(originsIn(poisoned.body)).toEqual(['http://localhost:8080']);
      const honest = await read('localhost:8080');
      expect(originsIn(honest.body)).toEqual(['http://localhost:8080']);
      // The same answer (from the cache) for the made-up host again.
      expect((await read(EVIL)).body).toBe(honest.body);
    }
    const documents = await detail(EVIL);
    expect(documents.body).toMatch(/http:\/\/localhost:8080\/media\/documents\/[^"]+\.pdf/);
  });

  it('keeps a loopback alias of PUBLIC_URL on the same port (the laptop opened at 127.0.0.1), cached apart', async () => {
    const alias = await listing('127.0.0.1:8080');
    expect(originsIn(alias.body)).toEqual(['http://127.0.0.1:8080']);
    expect(originsIn((await listing('localhost:8080')).body)).toEqual(['http://localhost:8080']);
    expect(originsIn((await listing('127.0.0.1:8080')).body)).toEqual(['http://127.0.0.1:8080']);
    expect(originsIn((await listing('[::1]:8080')).body)).toEqual(['http://[::1]:8080']);
    // Another port is another origin: not the shop's.
    expect(originsIn((await listing('127.0.0.1:9999')).body)).toEqual(['http://localhost:8080']);
    expect(originsIn((await listing('localhost.evil.example:8080')).body)).toEqual(['http://localhost:8080']);
  });

  it('gives the sandbox SDK URL on PUBLIC_URL or its loopback alias, never on a made-up Host', async () => {
    const guest = await storeApi('/account/register', 'localhost:8080', {
      guest: true,
      email: `host-${Date.now()}@example.com`,
      firstName: 'Erika',
      lastName: 'Muster',
      storefrontUrl: 'http://localhost:8080/shop',
      acceptedDataProtection: true,
      billingAddress: {
        street: 'Hauptstraße 5',
        zipcode: '80331',
        city: 'München',
        countryId: JSON.parse((await storeApi('/country', 'localhost:8080')).body).elements.find(
          (country: { iso: string }) => country.iso === 'DE',
        ).id,
      },
    });
    expect(guest.status).toBe(200);
    const token = String(guest.headers['sw-context-token']);
    const add = await storeApi(
      '/checkout/cart/line-item',
      EVIL,
      { items: [{ type: 'product', referencedId: regular.id, quantity: 1 }] },
      { 'sw-context-token': token },
    );
    expect(add.status).toBe(200);
    expect(add.body).not.toContain(EVIL);
    const session = (host: string) =>
      storeApi('/klarna/session/start', host, {}, { 'sw-context-token': token }).then(
        (answer) => JSON.parse(answer.body) as { sdkUrl: string; payment_method_categories: unknown },
      );
    const poisoned = await session(EVIL);
    expect(poisoned.sdkUrl).toBe('http://localhost:8080/klarna-sandbox/kp/lib/v1/api.js');
    expect(JSON.stringify(poisoned)).not.toContain(EVIL);
    expect((await session('127.0.0.1:8080')).sdkUrl).toBe(
      'http://127.0.0.1:8080/klarna-sandbox/kp/lib/v1/api.js',
    );
  });
});

describe('Host header on a public PUBLIC_URL behind a trusted proxy', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await createTestServer('sqlite', {
      passwordHashing: FAST_HASHING,
      publicUrl: 'https://shop.example.com',
      trustProxy: '127.0.0.1',
    });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => server?.close());

  const listing = (headers: Record<string, string>) =>
    rawRequest(`${base}/store-api/product-listing/${regular.parent.categoryId}`, {
      method: 'POST',
      headers: { 'sw-access-key': DEFAULT_ACCESS_KEY, 'content-type': 'application/json', ...headers },
      body: '{}',
    }).then((answer) => originsIn(answer.body));

  it('builds URLs on PUBLIC_URL for a made-up Host, and on what the trusted proxy forwarded', async () => {
    expect(await listing({ Host: EVIL })).toEqual(['https://shop.example.com']);
    expect(await listing({ Host: 'shop.example.com' })).toEqual(['https://shop.example.com']);
    expect(
      await listing({
        Host: '127.0.0.1',
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'shop.example.com',
        'X-Forwarded-Proto': 'https',
      }),
    ).toEqual(['https://shop.example.com']);
    expect(
      await listing({
        Host: '127.0.0.1',
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'www.shop.example.com',
        'X-Forwarded-Proto': 'https',
      }),
    ).toEqual(['https://www.shop.example.com']);
    // A forwarded protocol that is no web scheme is not believed.
    expect(
      await listing({
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'www.shop.example.com',
        'X-Forwarded-Proto': 'javascript',
      }),
    ).toEqual(['https://shop.example.com']);
  });
});

describe('Host header on a public PUBLIC_URL without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { publicUrl: 'https://shop.example.com' });
  });
  afterAll(async () => server?.close());

  it('believes neither Host nor X-Forwarded-Host', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/store-api/product-listing/${regular.parent.categoryId}`,
      headers: {
        host: EVIL,
        'x-forwarded-host': EVIL,
        'x-forwarded-for': '203.0.113.7',
        'sw-access-key': DEFAULT_ACCESS_KEY,
        'content-type': 'application/json',
      },
      payload: '{}',
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    expect(originsIn(response.body)).toEqual(['https://shop.example.com']);
  });
});
