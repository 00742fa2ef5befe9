import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ACCESS_KEY } from './constants.js';
import type { DatabaseConfig } from './db/connect.js';

export interface ServerOptions {
  database: DatabaseConfig;
  /** Folder for the SQLite database and, later, the mail outbox. */
  dataDir: string;
  /** The shop's Vite build (index of `.vite/manifest.json` and `assets/`). */
  shopDistDir: string;
  /** The sales channel's sw-access-key. */
  accessKey: string;
  /** Origin the shop is reached at (sales channel domains, printed URLs). */
  publicUrl: string;
  /** Fastify logging; off by default (tests), on in the CLI. */
  logger?: boolean;
}

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** Options from the environment: DATABASE_URL, DATA_DIR, ACCESS_KEY, PUBLIC_URL, SHOP_DIST_DIR, PORT. */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerOptions> = {},
): ServerOptions {
  const dataDir = overrides.dataDir ?? resolve(nonEmpty(env.DATA_DIR) ?? resolve(repoRoot, 'data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const port = nonEmpty(env.PORT) ?? '8080';
  return {
    database:
      overrides.database ??
      (databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'sqlite', file: resolve(dataDir, 'shop.sqlite') }),
    dataDir,
    shopDistDir:
      overrides.shopDistDir ?? resolve(nonEmpty(env.SHOP_DIST_DIR) ?? resolve(repoRoot, 'shop/dist')),
    accessKey: overrides.accessKey ?? nonEmpty(env.ACCESS_KEY) ?? DEFAULT_ACCESS_KEY,
    publicUrl: overrides.publicUrl ?? nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`,
    logger: overrides.logger ?? false,
  };
}
