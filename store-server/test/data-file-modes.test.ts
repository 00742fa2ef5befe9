import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING, registration } from './support/account.js';
import { startServerProcess } from './support/server-process.js';
import { createTestServerOn, writeFakeShopBuild, type TestServer } from './support/test-server.js';

// The data files hold customers' data (the database; the outbox with addresses and confirmation links): the
// folders are 0700 and the files 0600 whatever the umask, new ones and those an earlier start left. Both tests
// run with umask 000 (every file would be world-readable and writable by default): in this process, and in the
// real `npm start` (a child process inherits the umask).

const modeOf = (path: string) => statSync(path).mode & 0o777;
const octal = (mode: number) => mode.toString(8);

/** Every path under the data folder with its mode (in octal), the shop build left out. */
function modes(dataDir: string): Record<string, string> {
  const found: Record<string, string> = { '.': octal(modeOf(dataDir)) };
  const visit = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'shop-dist') continue;
      const path = join(dir, name);
      found[`${prefix}${name}`] = octal(modeOf(path));
      if (statSync(path).isDirectory()) visit(path, `${prefix}${name}/`);
    }
  };
  visit(dataDir, '');
  return found;
}

const expectPrivate = (dataDir: string) => {
  const found = modes(dataDir);
  expect(found['shop.sqlite']).toBe('600');
  expect(found['shop.sqlite-wal']).toBe('600');
  expect(found['shop.sqlite-shm']).toBe('600');
  expect(found.outbox).toBe('700');
  expect(Object.keys(found).filter((path) => path.startsWith('outbox/')).length).toBeGreaterThanOrEqual(2);
  for (const [path, mode] of Object.entries(found)) {
    const isDir = path === '.' || path === 'outbox';
    expect(mode, path).toBe(isDir ? '700' : '600');
  }
};

describe('data file modes', () => {
  const root = mkdtempSync(join(tmpdir(), 'store-server-modes-'));
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0o000);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates the data folder, the database and the outbox private under umask 000', async () => {
    const dataDir = join(root, 'fresh', 'data');
    let server: TestServer | undefined;
    try {
      server = await createTestServerOn(
        {
          config: { kind: 'sqlite', file: join(dataDir, 'shop.sqlite') },
          dataDir,
          cleanup: async () => undefined,
        },
        { passwordHashing: FAST_HASHING, withShopBuild: false },
      );
      const registered = await server.api.post('/account/register', registration('modes@example.com'));
      expect(registered.status).toBe(200);
      await server.app.mailDelivery.settled();
      expectPrivate(dataDir);
    } finally {
      await server?.close();
    }
  });

  it('makes what an earlier start left private when `npm start` starts (umask 000 too)', async () => {
    const dataDir = join(root, 'old', 'data');
    mkdirSync(join(dataDir, 'outbox'), { recursive: true, mode: 0o777 });
    writeFileSync(join(dataDir, 'outbox', 'old-mail.eml'), 'To: someone@example.com\n', { mode: 0o666 });
    writeFileSync(join(dataDir, 'outbox', 'old-mail.json'), '{}', { mode: 0o666 });
    writeFileSync(join(dataDir, 'shop.sqlite'), '', { mode: 0o666 });
    const shopDistDir = join(root, 'old', 'shop-dist');
    writeFakeShopBuild(shopDistDir);
    expect(modes(dataDir)).toMatchObject({ '.': '777', outbox: '777', 'shop.sqlite': '666' });
    const server = await startServerProcess({
      database: { kind: 'sqlite', file: join(dataDir, 'shop.sqlite') },
      dataDir,
      shopDistDir,
      publicUrl: 'http://localhost:8080',
    });
    try {
      const response = await fetch(`${server.url}/store-api/account/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sw-access-key': 'SWSCPLASTICSENQUIRYDEMO001' },
        body: JSON.stringify(registration('modes-cli@example.com')),
      });
      expect(response.status).toBe(200);
      const deadline = Date.now() + 30_000;
      while (readdirSync(join(dataDir, 'outbox')).length < 4 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expectPrivate(dataDir);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
