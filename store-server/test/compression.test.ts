import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_CATEGORY_ID } from '../src/constants.js';
import {
  acceptsGzip,
  COMPRESS_MIN_BYTES,
  GZIP_ON_LOOP_MAX_BYTES,
  gzipForOneAnswer,
  keptAnswerEncoding,
} from '../src/http/compression.js';
import { regular } from './support/cart.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Store API answers are gzipped for clients that accept it (every browser does), as a real Shopware behind its
// web server: a listing page of 24 products is ~200 KB of JSON. Cached catalogue reads come from the cache's
// compressed copies, in Brotli for clients that accept it (every current browser); everything else is gzipped
// per answer above COMPRESS_MIN_BYTES.

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0', false],
    ['', false],
    [undefined, false],
    ['GZIP', true],
    ['gzip;q=abc', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('keptAnswerEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(keptAnswerEncoding(header)).toBe(expected);
  });
});

describe('gzipForOneAnswer', () => {
  it('gzips a small answer on the event loop and a large one in the thread pool, both to the same bytes back', async () => {
    const row = (i: number) => ({
      id: i.toString(16).padStart(32, '0'),
      name: `Sheet ${i}`,
      price: i * 1.19,
    });
    for (const rows of [10, 5_000]) {
      const text = JSON.stringify(Array.from({ length: rows }, (_, i) => row(i)));
      expect(Buffer.byteLength(text) > GZIP_ON_LOOP_MAX_BYTES).toBe(rows > 10);
      for (const body of [text, Buffer.from(text)]) {
        expect(gunzipSync(await gzipForOneAnswer(body)).toString()).toBe(text);
      }
    }
  });
});

describe('gzip of Store API answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  const request = (
    method: 'GET' | 'POST',
    path: string,
    acceptEncoding: string | undefined,
    body: unknown = undefined,
  ) =>
    server.app.inject({
      method,
      url: `/store-api${path}`,
      headers: {
        'sw-access-key': server.options.accessKey,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  for (const [name, method, path, body] of [
    ['a product listing (cached)', 'POST', `/product-listing/${ROOT_CATEGORY_ID}`, { limit: 24, p: 1 }],
    ['a product detail (cached)', 'POST', `/product/${regular.id}`, {}],
    ['the main navigation (cached)', 'POST', `/navigation/main-navigation/main-navigation`, {}],
    ['the countries (cached)', 'GET', '/country', undefined],
    ['the shipping methods for the cart (not cached)', 'POST', '/shipping-method', { onlyAvailable: true }],
  ] as const) {
    it(`sends ${name} gzipped to a client that accepts gzip, the same JSON as uncompressed`, async () => {
      const plain = await request(method, path, undefined, body);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.rawPayload.byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES);

      // Twice: the second answer of a cached read comes from the cache.
      for (let i = 0; i < 2; i++) {
        const zipped = await request(method, path, 'gzip, deflate', body);
        expect(zipped.statusCode).toBe(200);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
        expect(zipped.headers['content-type']).toMatch(/^application\/json/);
        expect(zipped.headers['cache-control']).toBe('no-store');
        expect(zipped.headers['sw-context-token']).toBeTruthy();
        const unzipped = gunzipSync(zipped.rawPayload);
        expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.byteLength);
        expect(zipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
        const json = JSON.parse(unzipped.toString()) as Record<string, unknown>;
        const expected = plain.json() as Record<string, unknown>;
        // Same answer; a detail or listing carries no per-request fields, the navigation and countries neither.
        expect(json).toEqual(expected);
      }
    });
  }

  it("sends a cached catalogue answer in Brotli to a browser's Accept-Encoding, the same JSON; others gzipped", async () => {
    const browser = 'gzip, deflate, br, zstd';
    for (const [path, body] of [
      [`/product-listing/${ROOT_CATEGORY_ID}`, { limit: 24, p: 1 }],
      [`/product/${regular.id}`, {}],
      ['/navigation/main-navigation/main-navigation', {}],
      ['/country', {}],
    ] as const) {
      const plain = await request('POST', path, undefined, body);
      const gzipped = await request('POST', path, 'gzip', body);
      // Twice: the first computes and keeps the entry, the second is served from it.
      for (let i = 0; i < 2; i++) {
        const answer = await request('POST', path, browser, body);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.byteLength);
        expect(answer.rawPayload.byteLength).toBeLessThan(gzipped.rawPayload.byteLength);
        expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual(plain.json());
      }
    }
    // An answer compressed per request (not kept) stays gzip.
    const methods = await request('POST', '/shipping-method', browser, { onlyAvailable: true });
    expect(methods.headers['content-encoding']).toBe('gzip');
  });

  it('leaves small answers and clients that refuse gzip uncompressed', async () => {
    const small = await request('POST', `/product/${'0'.repeat(32)}`, 'gzip', {});
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ errors: [{ status: '404' }] });

    const refused = await request('POST', `/product-listing/${ROOT_CATEGORY_ID}`, 'gzip;q=0, identity', {});
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ apiAlias: 'product_listing' });
  });
});
