import { CompiledQuery, type Kysely } from 'kysely';
import type { DatabaseConfig } from './connect.js';
import { isPostgres } from './prepared.js';
import type { Database } from './schema.js';

// The short write transactions of the Store API's hot paths (cart changes, orders, registrations, context
// switches, flood counters). On PostgreSQL each is an ordinary transaction (retried after a deadlock or a
// serialization failure, RetryingKysely). On SQLite they share commits (SqliteWriter): with synchronous=FULL
// every commit waits for the disk, and better-sqlite3 waits on the event loop's thread, so a commit of its own
// per request stalled every other request for milliseconds (in the enquiry flow's profile, commits were the
// largest item).

/**
 * Runs `work` in a write transaction. `work` must use the given connection for every query (on SQLite the
 * process's only connection is held by the shared transaction: a query on another handle would wait for ever)
 * and must not open a transaction of its own.
 */
export function runWriteTransaction<T>(
  db: Kysely<Database>,
  kind: DatabaseConfig['kind'],
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (kind === 'postgres') return db.transaction().execute(work);
  return new Promise<T>((resolve, reject) => {
    sqliteWriter(db).enqueue({
      run: work,
      resolve: resolve as (value: unknown) => void,
      reject,
    });
  });
}

/** The kind of a database handle, for callers that have no ServerOptions at hand (the mail worker). */
export const databaseKindOf = (db: Kysely<Database>): DatabaseConfig['kind'] =>
  isPostgres(db as Kysely<unknown>) ? 'postgres' : 'sqlite';

/** A write transaction waiting for the SQLite writer. */
interface WriteJob {
  run: (connection: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The writer's transaction control, compiled once (Kysely's compile of a `sql` template costs more than its run). */
const WRITER = {
  BEGIN: CompiledQuery.raw('begin immediate'),
  SAVEPOINT: CompiledQuery.raw('savepoint write_job'),
  RELEASE: CompiledQuery.raw('release write_job'),
  ROLLBACK_TO: CompiledQuery.raw('rollback to write_job'),
  COMMIT: CompiledQuery.raw('commit'),
  ROLLBACK: CompiledQuery.raw('rollback'),
};

/** At most this many write transactions share one commit (bounds the wait of the first). */
const MAX_JOBS_PER_COMMIT = 64;

/**
 * Group commit of the write transactions of one SQLite database. SQLite has one writer, and with
 * synchronous=FULL every commit waits for the disk (an fsync, milliseconds on a busy machine, with the process's
 * only connection held); so the transactions that queued up while one commit ran are run one after another in
 * the next transaction, each in a savepoint of its own, and committed together. A job that fails rolls back to
 * its savepoint (nothing of it remains, as if its own transaction had rolled back) and is answered with its
 * error; the others go on. Every job is answered only after the commit that holds its writes, so an
 * acknowledged change is as durable as with a commit of its own; if the commit fails, every job of it is
 * answered with that error.
 */
class SqliteWriter {
  readonly #queue: WriteJob[] = [];
  #running = false;

  constructor(private readonly db: Kysely<Database>) {}

  enqueue(job: WriteJob): void {
    this.#queue.push(job);
    if (this.#running) return;
    this.#running = true;
    // Started after the requests already read from the sockets have been handled this far: their context is
    // resolved on the same connection in microtasks, and they join this commit instead of queuing for the next.
    setImmediate(() => void this.#drain());
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#commit(this.#queue.splice(0, MAX_JOBS_PER_COMMIT));
    } finally {
      this.#running = false;
    }
  }

  async #commit(jobs: WriteJob[]): Promise<void> {
    const done: Array<() => void> = [];
    try {
      await this.db.connection().execute(async (connection) => {
        await connection.executeQuery(WRITER.BEGIN);
        try {
          for (const job of jobs) {
            await connection.executeQuery(WRITER.SAVEPOINT);
            try {
              const result = await job.run(connection);
              await connection.executeQuery(WRITER.RELEASE);
              done.push(() => job.resolve(result));
            } catch (error) {
              await connection.executeQuery(WRITER.ROLLBACK_TO);
              await connection.executeQuery(WRITER.RELEASE);
              done.push(() => job.reject(error));
            }
          }
          await connection.executeQuery(WRITER.COMMIT);
        } catch (error) {
          await connection.executeQuery(WRITER.ROLLBACK).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    for (const answer of done) answer();
  }
}

const sqliteWriters = new WeakMap<Kysely<Database>, SqliteWriter>();

function sqliteWriter(db: Kysely<Database>): SqliteWriter {
  let writer = sqliteWriters.get(db);
  if (writer === undefined) {
    writer = new SqliteWriter(db);
    sqliteWriters.set(db, writer);
  }
  return writer;
}
