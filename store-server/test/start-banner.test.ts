import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process.js';
import { writeFakeShopBuild } from './support/test-server.js';

// `npm start` on a public host with nothing configured: the banner says that mails reach no one and that Klarna is
// not offered, instead of pointing at an outbox page and a sandbox nobody outside can or should use.

describe('the start banner on a public host', () => {
  const root = mkdtempSync(join(tmpdir(), 'store-server-banner-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('warns that mails reach no one and offers no Klarna', async () => {
    const dataDir = join(root, 'data');
    const shopDistDir = join(root, 'shop-dist');
    writeFakeShopBuild(shopDistDir);
    const server = await startServerProcess({
      database: { kind: 'sqlite', file: join(dataDir, 'shop.sqlite') },
      dataDir,
      shopDistDir,
      publicUrl: 'https://shop.example.com',
      env: {
        SMTP_URL: '',
        KLARNA_USERNAME: '',
        KLARNA_PASSWORD: '',
        KLARNA_SANDBOX: '',
        BENCH_EMPTY_ROUTE: '',
      },
    });
    try {
      const banner = server.output();
      expect(banner).toMatch(/Mail: +outbox http:\/\/127\.0\.0\.1:\d+\/outbox \(on this machine only\)/);
      expect(banner).toMatch(/Klarna: +not offered/);
      // No desk account yet: the banner says how to create the first one.
      expect(banner).toMatch(
        /Owner desk: +https:\/\/shop\.example\.com\/admin — no account yet: npm run owner -w store-server -- add EMAIL/,
      );
      expect(banner).toContain('WARNING: No SMTP_URL: mails (registration confirmations, password recovery');
      expect(banner).toContain('reach no one');
      expect(banner).not.toContain('klarna-sandbox');
      // The demo customer's password is published: it exists only on a local demo.
      expect(banner).toMatch(/Demo customer: +none \(only on a loopback PUBLIC_URL\)/);
      expect(banner).not.toContain('plastics-demo');
      // The bench's empty route (BENCH_EMPTY_ROUTE) is not part of `npm start`.
      expect(banner).not.toContain('BENCH_EMPTY_ROUTE');
      expect((await fetch(`${server.url}/__bench/empty`)).status).toBe(404);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
