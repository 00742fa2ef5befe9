import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_KEY, ROOT_CATEGORY_ID } from '../src/constants.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// The host page needs no second database dialect: it reads no data.

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' http://localhost:8080; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('demo host page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it.each([
    '/',
    '/shop',
    '/shop.html',
    '/shop/',
    '/shop/category/abc',
    '/shop/product/0123456789abcdef0123456789abcdef',
    '/shop.html/cart',
    '/en/shop',
    '/de/shop/account/orders',
    '/de-DE/shop.html/checkout',
    '/en-GB/shop/category',
  ])('serves the host page at %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.body).toContain(
      `<div id="spk-container" data-store-api-url="/store-api" data-access-key="${DEFAULT_ACCESS_KEY}" data-root-category-id="${ROOT_CATEGORY_ID}" data-klarna-sdk-url="/klarna-sandbox/kp/lib/v1/api.js"></div>`,
    );
  });

  it('includes the entry script, its CSS and modulepreloads from the Vite manifest', async () => {
    const body = (await get('/shop')).body;
    expect(body).toContain('<script type="module" src="/assets/main-abc123.js"></script>');
    expect(body).toContain('<link rel="stylesheet" href="/assets/main-abc123.css">');
    expect(body).toContain('<link rel="stylesheet" href="/assets/vendor-def456.css">');
    expect(body).toContain('<link rel="modulepreload" href="/assets/vendor-def456.js">');
    expect(body).toContain('Demo host page');
    expect(body).not.toContain('has not been built');
  });

  it("announces the application chunk, the page's route chunk and its messages, each once", async () => {
    const hints = async (url: string) =>
      [...(await get(url)).body.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
    expect(await hints('/de/shop/product/0123456789abcdef0123456789abcdef')).toEqual([
      'modulepreload /assets/vendor-def456.js',
      'modulepreload /assets/mount-1a.js',
      'modulepreload /assets/ProductPage-2b.js',
      'modulepreload /assets/common-de.js',
      'preload /assets/ProductPage-2b.css',
    ]);
    // Like the stylesheet links the shop's loader inserts (else the browser fetches the CSS twice).
    expect((await get('/shop/product/x')).body).toContain(
      '<link rel="preload" as="style" href="/assets/ProductPage-2b.css" crossorigin>',
    );
    // The start page: no route chunk in this build, English messages only.
    expect(await hints('/shop')).toEqual([
      'modulepreload /assets/vendor-def456.js',
      'modulepreload /assets/mount-1a.js',
      'modulepreload /assets/common-en.js',
    ]);
  });

  it('sets the document language from the URL prefix', async () => {
    expect((await get('/de/shop')).body).toContain('<html lang="de">');
    expect((await get('/de-DE/shop')).body).toContain('<html lang="de">');
    expect((await get('/shop')).body).toContain('<html lang="en">');
  });

  it.each([
    ['/foo', 'en'],
    ['/nothing-here/at/all?x=1', 'en'],
    ['/xx/shop', 'en'],
    ['/fr/shop/cart', 'en'],
    ['/de/foo', 'de'],
    ['/de-DE/anything', 'de'],
  ])(
    'answers the unknown page %s with the host page and 404 (the shop says it is not available)',
    async (url, lang) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain('<div id="spk-container"');
      expect(response.body).toContain('<script type="module" src="/assets/main-abc123.js"></script>');
      const head = await server.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(404);
      expect(head.headers['content-type']).toContain('text/html');
    },
  );

  it.each([
    ['GET', '/store-api/no/such/route'],
    ['GET', '/store-api'],
    ['POST', '/foo'],
    ['DELETE', '/nothing'],
    ['GET', '/assets/missing.js'],
    ['GET', '/media/documents/missing.pdf'],
    ['GET', '/klarna-sandbox/missing.js'],
    ['GET', '/outbox/x.eml'],
  ])('keeps the plain JSON 404 for %s %s (the Store API, files, other routes)', async (method, url) => {
    const response = await server.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).not.toContain('spk-container');
    expect(response.json()).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
  });

  it('keeps 405 with Allow for a page path and a method it does not take', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/shop' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
  });

  it('serves the built assets with immutable caching', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log("shop")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    // The build's gzipped copy to browsers that accept it.
    const gzipped = await server.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('console.log("shop")');
    // The Brotli copy to a browser's Accept-Encoding.
    const brotli = await server.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('console.log("shop")');
  });

  it('serves its own stylesheet (inline styles are not allowed by the CSP)', async () => {
    const response = await get('/host-page.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    // The container reserves a viewport's height before the shop runs (no layout shift of the footer).
    expect(response.body).toContain('#spk-container{min-height:100vh}');
  });
});

describe('demo host page without a shop build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { withShopBuild: false });
  });
  afterAll(async () => server.close());

  it('says how to build the shop and still offers the container', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build -w shop');
    expect(response.body).toContain('id="spk-container"');
    expect(response.body).not.toContain('<script');
  });
});

describe('the host page on a public host', () => {
  it('links the outbox only on a local demo (no SMTP_URL, loopback PUBLIC_URL)', async () => {
    const local = await createTestServer('sqlite');
    const publicHost = await createTestServer('sqlite', { publicUrl: 'https://shop.example.com' });
    const withSmtp = await createTestServer('sqlite', { smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const page = async (server: TestServer) =>
        (await server.app.inject({ method: 'GET', url: '/shop' })).body;
      expect(await page(local)).toContain('href="/outbox"');
      expect(await page(publicHost)).not.toContain('/outbox');
      expect(await page(withSmtp)).not.toContain('/outbox');
    } finally {
      await Promise.all([local.close(), publicHost.close(), withSmtp.close()]);
    }
  });
});
