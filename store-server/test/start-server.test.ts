import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@plastics/store-server';
import { DEFAULT_ACCESS_KEY, ROOT_CATEGORY_ID } from '../src/constants.js';
import { writeFakeShopBuild } from './support/test-server.js';

// The programmatic entry the e2e suite and the shop's integration tests use, through the package export.

describe('startServer (package export)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-server-start-'));
  let server: RunningServer;
  beforeAll(async () => {
    writeFakeShopBuild(join(dataDir, 'dist'));
    server = await startServer({
      dataDir,
      database: { kind: 'sqlite', file: join(dataDir, 'shop.sqlite') },
      shopDistDir: join(dataDir, 'dist'),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on a free port with a migrated and seeded database', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.accessKey).toBe(DEFAULT_ACCESS_KEY);
    expect(server.rootCategoryId).toBe(ROOT_CATEGORY_ID);
    const response = await fetch(`${server.url}/store-api/navigation/main-navigation/main-navigation`, {
      method: 'POST',
      headers: { 'sw-access-key': server.accessKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('sw-context-token')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(((await response.json()) as unknown[]).length).toBe(3);
  });

  it('serves the host page', async () => {
    const response = await fetch(`${server.url}/de/shop/category`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('id="spk-container"');
  });
});
