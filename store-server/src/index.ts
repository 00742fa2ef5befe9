import type { AddressInfo } from 'node:net';
import { ROOT_CATEGORY_ID } from './constants.js';
import { prepareDatabase } from './services/startup.js';
import { seedDomains } from './seed/seed.js';
import { optionsFromEnv, type ServerOptions } from './options.js';
import { buildServer } from './server.js';

export { buildServer } from './server.js';
export { prepareDatabase } from './services/startup.js';
export { optionsFromEnv, type ServerOptions } from './options.js';
export type { DatabaseConfig } from './db/connect.js';
export {
  DEFAULT_ACCESS_KEY,
  EURO_CURRENCY_ID,
  GERMAN_LANGUAGE_ID,
  ROOT_CATEGORY_ID,
  SALES_CHANNEL_ID,
  SYSTEM_LANGUAGE_ID,
} from './constants.js';

export interface StartServerOptions extends Partial<ServerOptions> {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:39123 (the shop is at `${url}/shop`, the Store API at `${url}/store-api`). */
  url: string;
  accessKey: string;
  rootCategoryId: string;
  close(): Promise<void>;
}

/**
 * For tests and programmatic use: migrates and seeds the database, then listens. Options not given come from
 * the environment as for `npm start` (pass `dataDir` or `database` to use a temporary database).
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { port = 0, host = '127.0.0.1', ...overrides } = options;
  const resolved = optionsFromEnv(process.env, overrides);
  const app = buildServer(resolved);
  try {
    await prepareDatabase(app.db, { accessKey: resolved.accessKey, publicUrl: resolved.publicUrl });
    await app.listen({ port, host });
    const address = app.server.address() as AddressInfo;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    if (overrides.publicUrl === undefined) {
      // No public URL given: the shop is where it listens (its domains, and the absolute URLs in answers).
      resolved.publicUrl = url;
      await app.db.transaction().execute((trx) => seedDomains(trx, url));
    }
    return { url, accessKey: resolved.accessKey, rootCategoryId: ROOT_CATEGORY_ID, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
