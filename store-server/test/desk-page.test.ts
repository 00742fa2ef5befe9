import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './support/test-server.js';

// The desk's page needs no second database dialect: it reads no data.

const DESK_INDEX = `<!doctype html><html lang="en"><head><script type="module" crossorigin src="/admin/assets/index-d35k.js"></script></head><body><div id="desk"></div></body></html>`;

function writeFakeDeskBuild(deskDistDir: string): void {
  mkdirSync(join(deskDistDir, 'assets'), { recursive: true });
  writeFileSync(join(deskDistDir, 'index.html'), DESK_INDEX);
  writeFileSync(join(deskDistDir, 'assets', 'index-d35k.js'), 'console.log("desk");\n');
  writeFileSync(join(deskDistDir, 'assets', 'index-d35k.js.gz'), gzipSync('console.log("desk");\n'));
}

const DESK_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

describe('the desk at /admin', () => {
  let server: TestServer;
  let deskDistDir: string;
  beforeAll(async () => {
    deskDistDir = mkdtempSync(join(tmpdir(), 'desk-dist-'));
    writeFakeDeskBuild(deskDistDir);
    server = await createTestServer('sqlite', { deskDistDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(deskDistDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it.each([
    '/admin',
    '/admin/',
    '/admin/orders',
    '/admin/orders/0123456789abcdef',
    '/admin/catalogue?term=x',
  ])('serves the desk page at %s with the strict CSP, revalidated', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers).toMatchObject(DESK_HEADERS);
    expect(response.body).toBe(DESK_INDEX);
  });

  it('serves hashed assets long-cached, gzipped to browsers that accept it, and nothing else', async () => {
    const plain = await get('/admin/assets/index-d35k.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers).toMatchObject(DESK_HEADERS);
    expect(plain.body).toBe('console.log("desk");\n');
    const gzipped = await get('/admin/assets/index-d35k.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // A missing asset is a plain 404, not the page (a stale page's script must fail, not parse HTML).
    const missing = await get('/admin/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    expect((await get('/admin/assets/../../../etc/passwd')).statusCode).not.toBe(200);
  });

  it('keeps the shop its own CSP and never points the shop page at the desk', async () => {
    const shop = await get('/shop');
    expect(shop.headers['content-security-policy']).not.toBe(DESK_HEADERS['content-security-policy']);
    expect(shop.body).not.toContain('/admin');
    // /administration is no desk path: the shop's not-found page.
    const other = await get('/administration');
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-security-policy']).not.toBe(DESK_HEADERS['content-security-policy']);
  });
});

describe('the desk without a build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { deskDistDir: join(tmpdir(), 'no-desk-build-here') });
  });
  afterAll(async () => server.close());

  it.each(['/admin', '/admin/orders'])('answers %s with 503 and says how to build it', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers).toMatchObject(DESK_HEADERS);
    expect(response.body).toContain('npm run build -w desk');
  });
});
