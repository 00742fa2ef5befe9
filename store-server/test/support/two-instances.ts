import { afterAll, beforeAll } from 'vitest';
import { countStatements, secondInstance, type StatementCounter } from './statement-counter.js';
import type { StoreApiTestClient } from './store-api-client.js';
import { createTestServer, type TestServer } from './test-server.js';
import type { DatabaseKind } from './test-database.js';

export interface TwoInstances {
  server: TestServer;
  /** The second instance on the same database. */
  other: StoreApiTestClient;
  /** The statements of the first instance. */
  statements: StatementCounter;
}

/** A test server, its statement counter and a second instance on its database, for the tests of one describe. */
export function useTwoInstances(kind: DatabaseKind): TwoInstances {
  const instances = {} as TwoInstances;
  let closeOther: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    instances.server = await createTestServer(kind);
    instances.statements = countStatements(instances.server);
    const second = await secondInstance(instances.server);
    instances.other = second.api;
    closeOther = second.close;
  });
  afterAll(async () => {
    await closeOther?.();
    await instances.server?.close();
  });
  return instances;
}
