import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_KEY } from '../src/constants.js';
import { connectDatabase } from '../src/db/connect.js';
import { isDatabaseUnavailable } from '../src/db/database-errors.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { buildServer } from '../src/server.js';
import { assertConformant } from './support/conformance.js';
import { freePort } from './support/server-process.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { writeFakeShopBuild } from './support/test-server.js';

// Database faults in one process: a transaction that PostgreSQL aborts as a deadlock or serialization failure
// runs again (RetryingKysely), forced deterministically with a second connection; a connection the database
// terminates costs the query on it, never the process, and the next query gets a new connection; a database that
// cannot be reached is a 503 in the Store API envelope with Retry-After.

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A promise with its resolve function, to step two connections through a collision. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((done) => (fire = done));
  return { promise, fire };
}

describe('a PostgreSQL database that cannot be reached', () => {
  it('answers 503 in the Store API envelope with Retry-After, and the process goes on', async () => {
    const dataDir = (await createTestDatabase('sqlite')).dataDir;
    writeFakeShopBuild(`${dataDir}/shop-dist`);
    const app = buildServer({
      // Nothing listens on a port that was just free.
      database: { kind: 'postgres', url: `postgres://postgres@127.0.0.1:${await freePort()}/shop` },
      dataDir,
      shopDistDir: `${dataDir}/shop-dist`,
      accessKey: DEFAULT_ACCESS_KEY,
      publicUrl: 'http://localhost:8080',
      housekeepingIntervalMinutes: 0,
    });
    try {
      for (const url of ['/store-api/context', '/store-api/product']) {
        const response = await app.inject({
          method: url.endsWith('product') ? 'POST' : 'GET',
          url,
          headers: { 'sw-access-key': DEFAULT_ACCESS_KEY },
        });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        const json = response.json<{ errors: { status: string; code: string }[] }>();
        expect(json.errors[0]).toMatchObject({ status: '503', code: 'FRAMEWORK__SERVICE_UNAVAILABLE' });
        assertConformant('GET', '/context', 503, json, false);
      }
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL faults', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let other: pg.Client;
  const retried: string[] = [];
  const lost: string[] = [];
  const applicationName = `faults_${process.pid}`;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const url = new URL(database.config.url);
    url.searchParams.set('application_name', applicationName);
    db = connectDatabase(
      { ...database.config, url: url.toString() },
      {
        onConnectionLost: (error) => lost.push(error.message),
        retryHooks: { onRetry: (error) => retried.push(String((error as { code?: string }).code)) },
      },
    );
    await migrateToLatest(db);
    other = new pg.Client({
      connectionString: database.config.url,
      options: `-c search_path=${database.config.schema ?? 'public'}`,
    });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await db?.destroy();
    await database?.cleanup();
  });

  const counters = async (...names: string[]) => {
    const rows = await db
      .selectFrom('number_range')
      .select(['name', 'last_value'])
      .where('name', 'in', names)
      .orderBy('name')
      .execute();
    return rows.map((row) => [row.name, Number(row.last_value)]);
  };
  const increment = (trx: Kysely<Database>, name: string) =>
    trx
      .updateTable('number_range')
      .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
      .where('name', '=', name)
      .execute();

  it('runs a transaction again that PostgreSQL aborted as a deadlock (40P01)', async () => {
    await db
      .insertInto('number_range')
      .values([
        { name: 'deadlock-a', last_value: 0 },
        { name: 'deadlock-b', last_value: 0 },
      ])
      .execute();
    retried.length = 0;
    const ours = { lockedA: signal() };
    const theirs = { lockedB: signal() };
    let runs = 0;
    // Ours: A, then B. Theirs (the other connection): B, then A, so each waits for the other. Ours checks for
    // the deadlock after 100 ms, theirs only after 30 s: PostgreSQL aborts ours, every time.
    const transaction = db.transaction().execute(async (trx) => {
      runs++;
      await sql`set local deadlock_timeout = '100ms'`.execute(trx);
      await increment(trx, 'deadlock-a');
      if (runs === 1) {
        ours.lockedA.fire();
        await theirs.lockedB.promise;
      }
      await increment(trx, 'deadlock-b');
      return runs;
    });
    await ours.lockedA.promise;
    await other.query('begin');
    await other.query(`set local deadlock_timeout = '30s'`);
    await other.query(`update number_range set last_value = last_value + 10 where name = 'deadlock-b'`);
    theirs.lockedB.fire();
    await delay(50);
    await other.query(`update number_range set last_value = last_value + 10 where name = 'deadlock-a'`);
    await other.query('commit');
    expect(await transaction).toBe(2);
    expect(retried).toEqual(['40P01']);
    expect(await counters('deadlock-a', 'deadlock-b')).toEqual([
      ['deadlock-a', 11],
      ['deadlock-b', 11],
    ]);
  });

  it('runs a transaction again that PostgreSQL aborted as a serialization failure (40001)', async () => {
    await db.insertInto('number_range').values({ name: 'serial', last_value: 0 }).execute();
    retried.length = 0;
    let runs = 0;
    const seen: number[] = [];
    // Repeatable read: ours reads, another connection changes the row, ours then writes it: 40001.
    const result = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        runs++;
        const row = await trx
          .selectFrom('number_range')
          .select('last_value')
          .where('name', '=', 'serial')
          .executeTakeFirstOrThrow();
        seen.push(Number(row.last_value));
        if (runs === 1) await other.query(`update number_range set last_value = 100 where name = 'serial'`);
        await increment(trx, 'serial');
        return runs;
      });
    expect(result).toBe(2);
    expect(retried).toEqual(['40001']);
    // The second run read the other connection's value, so its increment is not lost.
    expect(seen).toEqual([0, 100]);
    expect(await counters('serial')).toEqual([['serial', 101]]);
  });

  const terminateOurConnections = async () => {
    const { rowCount } = await other.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return rowCount ?? 0;
  };

  it('survives the database terminating its idle connections; the next query opens a new one', async () => {
    lost.length = 0;
    // Several pooled connections, idle now.
    await Promise.all(Array.from({ length: 3 }, () => sql`select pg_sleep(0.05)`.execute(db)));
    const terminated = await terminateOurConnections();
    expect(terminated).toBeGreaterThanOrEqual(1);
    for (let waited = 0; lost.length < terminated && waited < 5000; waited += 20) await delay(20);
    expect(lost).toHaveLength(terminated);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('survives the database terminating a connection in the middle of a transaction', async () => {
    const transaction = db.transaction().execute(async (trx) => {
      await increment(trx, 'serial');
      await sql`select pg_sleep(5)`.execute(trx);
    });
    const failure = transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    for (let waited = 0; waited < 5000; waited += 20) {
      const { rows } = await other.query(
        `select 1 from pg_stat_activity where application_name = $1 and query like '%pg_sleep(5)%'`,
        [applicationName],
      );
      if (rows.length > 0) break;
      await delay(20);
    }
    expect(await terminateOurConnections()).toBeGreaterThanOrEqual(1);
    const error = await failure;
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Nothing of it was committed, and the pool serves the next transaction on a new connection.
    expect(await counters('serial')).toEqual([['serial', 101]]);
    await db.transaction().execute((trx) => increment(trx, 'serial'));
    expect(await counters('serial')).toEqual([['serial', 102]]);
  });
});
