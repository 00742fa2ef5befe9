import type { KyselyPlugin } from 'kysely';
import { buildServer } from '../../src/server.js';
import { StoreApiTestClient } from './store-api-client.js';
import type { TestServer } from './test-server.js';

/**
 * Counts the SQL statements the server runs from now on (installed as a Kysely plugin on its database): every
 * statement executed through Kysely, the prepared texts of db/prepared.ts included (counted by their results;
 * a plugin's transformQuery never sees a precompiled query). BEGIN and COMMIT of Kysely's transactions are not.
 */
export interface StatementCounter {
  readonly count: number;
  reset(): void;
}

export function countStatements(server: TestServer): StatementCounter {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  server.app.db = server.app.db.withPlugin(plugin);
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

/** A second server instance on the same database, as several processes behind one load balancer. */
export async function secondInstance(
  server: TestServer,
): Promise<{ api: StoreApiTestClient; close: () => Promise<void> }> {
  const second = buildServer(server.options);
  await second.ready();
  return { api: new StoreApiTestClient(second, server.options.accessKey), close: () => second.close() };
}
