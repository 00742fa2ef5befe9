import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ACCESS_KEY } from '../../src/constants.js';
import { prepareDatabase } from '../../src/services/startup.js';
import type { ServerOptions } from '../../src/options.js';
import { buildServer } from '../../src/server.js';
import { LOOPBACK_TEST_FLOOD_LIMITS } from './flood-limits.js';
import { StoreApiTestClient } from './store-api-client.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.js';

export interface TestServer {
  app: FastifyInstance;
  /** Every route the server registered (method and URL pattern), HEAD included. */
  routes: Array<{ method: string; url: string }>;
  api: StoreApiTestClient;
  options: ServerOptions;
  close(): Promise<void>;
}

/**
 * A fake Vite build: manifest with an entry, an imported chunk with CSS, the application chunk, a route chunk
 * with CSS, message chunks, and one asset file.
 */
export function writeFakeShopBuild(shopDistDir: string): void {
  mkdirSync(join(shopDistDir, '.vite'), { recursive: true });
  mkdirSync(join(shopDistDir, 'assets'), { recursive: true });
  const manifest = {
    'src/main.tsx': {
      file: 'assets/main-abc123.js',
      src: 'src/main.tsx',
      isEntry: true,
      css: ['assets/main-abc123.css'],
      imports: ['_vendor-def456.js'],
    },
    '_vendor-def456.js': { file: 'assets/vendor-def456.js', css: ['assets/vendor-def456.css'] },
    'src/app/mount.tsx': { file: 'assets/mount-1a.js', imports: ['src/main.tsx', '_vendor-def456.js'] },
    'src/app/pages/ProductPage.tsx': {
      file: 'assets/ProductPage-2b.js',
      imports: ['src/app/mount.tsx'],
      css: ['assets/ProductPage-2b.css'],
    },
    'src/i18n/en-GB/common.json?compiled': { file: 'assets/common-en.js' },
    'src/i18n/de-DE/common.json?compiled': { file: 'assets/common-de.js' },
  };
  writeFileSync(join(shopDistDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(shopDistDir, 'assets', 'main-abc123.js'), 'console.log("shop");\n');
  // The shop's build writes a gzipped and a Brotli copy beside every JS and CSS file.
  writeFileSync(join(shopDistDir, 'assets', 'main-abc123.js.gz'), gzipSync('console.log("shop");\n'));
  writeFileSync(
    join(shopDistDir, 'assets', 'main-abc123.js.br'),
    brotliCompressSync('console.log("shop");\n'),
  );
}

/** A migrated and seeded server on a fresh database, not listening (tests use fastify.inject). */
export async function createTestServer(
  kind: DatabaseKind,
  overrides: Partial<ServerOptions> & { withShopBuild?: boolean } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  let server: TestServer;
  try {
    server = await createTestServerOn(database, overrides);
  } catch (error) {
    await database.cleanup();
    throw error;
  }
  return {
    ...server,
    close: async () => {
      await server.close();
      await database.cleanup();
    },
  };
}

/**
 * A server on a database that is already there (a restart, a second instance on the same database), migrated
 * and seeded again as the CLI does; closing it leaves the database.
 */
export async function createTestServerOn(
  database: TestDatabase,
  overrides: Partial<ServerOptions> & { withShopBuild?: boolean } = {},
): Promise<TestServer> {
  const { withShopBuild = true, ...serverOverrides } = overrides;
  const shopDistDir = join(database.dataDir, 'shop-dist');
  if (withShopBuild) writeFakeShopBuild(shopDistDir);
  const options: ServerOptions = {
    database: database.config,
    dataDir: database.dataDir,
    shopDistDir,
    accessKey: DEFAULT_ACCESS_KEY,
    publicUrl: 'http://localhost:8080',
    floodLimits: LOOPBACK_TEST_FLOOD_LIMITS,
    ...serverOverrides,
  };
  const app = buildServer(options);
  const routes: TestServer['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  try {
    await prepareDatabase(app.db, { accessKey: options.accessKey, publicUrl: options.publicUrl });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    app,
    routes,
    api: new StoreApiTestClient(app, options.accessKey),
    options,
    close: () => app.close(),
  };
}
