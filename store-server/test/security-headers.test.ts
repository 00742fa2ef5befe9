import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING, registration } from './support/account.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// The headers of everything the embedded server serves: the CSP, the headers Shopware's CoreSubscriber sets,
// and caching (personal answers no-store). Headers read no data, so SQLite is enough.

const SANDBOX_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' http://localhost:8080; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";
// The APIs' JSON answers: nothing may load, frame or be based on them.
const API_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const KLARNA = 'https://*.klarna.com https://*.klarnacdn.net https://*.klarnaservices.com';
const KLARNA_CSP = `default-src 'self'; script-src 'self' https://cdn.klarna.example; style-src 'self'; img-src 'self' data: ${KLARNA}; connect-src 'self' https://shop.example.com ${KLARNA}; frame-src 'self' ${KLARNA}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'`;
const SHOPWARE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

type Call = { what: string; method: 'GET' | 'POST'; url: string; status: number; cache: string };
const storeApi = { 'sw-access-key': 'SWSCPLASTICSENQUIRYDEMO001' };

describe('security headers with the built-in Klarna sandbox on http', () => {
  let server: TestServer;
  let mailUrl: string;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { passwordHashing: FAST_HASHING });
    await server.api.post('/account/register', registration('headers@example.com'));
    await server.app.mailDelivery.settled();
    const list = await server.app.inject({ method: 'GET', url: '/outbox' });
    mailUrl = `/outbox/${/href="\/outbox\/([^"]+\.eml)"/.exec(list.body)?.[1]}`;
  });
  afterAll(async () => server?.close());

  const calls = (): Call[] => [
    { what: 'host page', method: 'GET', url: '/shop', status: 200, cache: 'no-cache' },
    { what: 'German host page', method: 'GET', url: '/de/shop/account', status: 200, cache: 'no-cache' },
    { what: 'host page stylesheet', method: 'GET', url: '/host-page.css', status: 200, cache: 'no-cache' },
    {
      what: 'built asset',
      method: 'GET',
      url: '/assets/main-abc123.js',
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    },
    { what: 'missing asset', method: 'GET', url: '/assets/missing.js', status: 404, cache: 'no-store' },
    { what: 'outbox list', method: 'GET', url: '/outbox', status: 200, cache: 'no-store' },
    { what: 'outbox mail', method: 'GET', url: mailUrl, status: 200, cache: 'no-store' },
    { what: 'unknown outbox mail', method: 'GET', url: '/outbox/x.eml', status: 404, cache: 'no-store' },
    {
      what: 'sandbox SDK',
      method: 'GET',
      url: '/klarna-sandbox/kp/lib/v1/api.js',
      status: 200,
      cache: 'no-cache',
    },
    { what: 'unknown page', method: 'GET', url: '/nothing', status: 404, cache: 'no-store' },
    { what: 'Store API context', method: 'GET', url: '/store-api/context', status: 200, cache: 'no-store' },
    {
      what: 'Store API error',
      method: 'GET',
      url: '/store-api/account/customer',
      status: 403,
      cache: 'no-store',
    },
    {
      what: 'Store API unknown route',
      method: 'GET',
      url: '/store-api/nothing',
      status: 404,
      cache: 'no-store',
    },
    {
      what: 'Store API malformed',
      method: 'POST',
      url: '/store-api/product',
      status: 400,
      cache: 'no-store',
    },
  ];

  // The list is built again inside the test: the mail's URL is known only after beforeAll.
  it.each(calls().map((call) => call.what))('%s', async (what) => {
    const call = calls().find((candidate) => candidate.what === what) as Call;
    const response = await server.app.inject({
      method: call.method,
      url: call.url,
      headers: call.url.startsWith('/store-api') ? { ...storeApi, 'content-type': 'application/json' } : {},
      ...(call.method === 'POST' ? { payload: '{"limit":' } : {}),
    });
    expect(response.statusCode).toBe(call.status);
    expect(response.headers['content-security-policy']).toBe(
      call.url.startsWith('/store-api') ? API_CSP : SANDBOX_CSP,
    );
    expect(response.headers).toMatchObject(SHOPWARE_HEADERS);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(call.cache);
  });

  it('answers the Store API without a sales channel with the headers, not cacheable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/store-api/context' });
    expect(response.statusCode).toBe(401);
    expect(response.headers).toMatchObject({ ...SHOPWARE_HEADERS, 'cache-control': 'no-store' });
  });
});

describe('security headers with a configured Klarna on https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', {
      publicUrl: 'https://shop.example.com',
      klarna: {
        apiUrl: 'http://127.0.0.1:9/klarna',
        username: 'merchant',
        password: 'secret',
        sdkUrl: 'https://cdn.klarna.example/kp/lib/v1/api.js',
      },
    });
  });
  afterAll(async () => server?.close());

  it.each(['/shop', '/assets/main-abc123.js', '/outbox', '/nothing'])(
    "%s: script-src is the SDK's origin, Klarna may connect and frame, HSTS is on",
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: storeApi });
      expect(response.headers['content-security-policy']).toBe(KLARNA_CSP);
      expect(response.headers).toMatchObject({
        ...SHOPWARE_HEADERS,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    },
  );

  it.each(['/store-api/context', '/api/_info/version'])(
    "%s: the APIs' own CSP, with the other headers and HSTS",
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: storeApi });
      expect(response.headers['content-security-policy']).toBe(API_CSP);
      expect(response.headers).toMatchObject({
        ...SHOPWARE_HEADERS,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    },
  );
});
