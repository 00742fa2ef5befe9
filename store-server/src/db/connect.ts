import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { createPrivateDir, ensurePrivateFile, restrictFileIfPresent } from '../files/private-files.js';
import { registerChangeTracker, trackSqliteChanges } from './change-stamp.js';
import { CurrentSchemaPostgresDialect } from './postgres-dialect.js';
import { RetryingKysely } from './retrying-kysely.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { preparedStatementName } from './prepared.js';
import { DEFAULT_RETRY_POLICY, type RetryHooks } from './transaction-retry.js';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** `schema` sets the search_path (tests give every file its own schema). */
  | { kind: 'postgres'; url: string; schema?: string };

/**
 * SQLite transactions take the write lock when they begin (`begin immediate`), so that a transaction that
 * reads and then writes waits (busy_timeout) for another process's writer instead of failing with
 * SQLITE_BUSY when it tries to upgrade: several processes may share the file (npm start twice, seed:large).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: SqliteDialectConfig) {
    super(sqliteConfig);
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.sqliteConfig);
  }
}

export interface ConnectOptions {
  /** PostgreSQL: told of every pooled connection the database dropped while idle (default: a warning). */
  onConnectionLost?: (error: Error) => void;
  /** PostgreSQL: told of every transaction run again after a deadlock or serialization failure. */
  retryHooks?: RetryHooks;
}

/**
 * Opens the database: SQLite (WAL, synchronous FULL, foreign keys on, prepared statements cached, changes
 * tracked: change-stamp.ts) or a
 * PostgreSQL pool that survives lost connections and whose transactions are retried after a deadlock or a
 * serialization failure (RetryingKysely). The SQLite file is created 0600 before SQLite opens it (SQLite gives its
 * -wal and -shm files the mode of the database file), and an existing one and its -wal/-shm are made 0600; a new
 * folder for it is 0700.
 */
export function connectDatabase(config: DatabaseConfig, options: ConnectOptions = {}): Kysely<Database> {
  if (config.kind === 'sqlite') {
    createPrivateDir(dirname(config.file));
    ensurePrivateFile(config.file);
    const sqlite = new BetterSqlite3(config.file);
    sqlite.pragma('journal_mode = WAL');
    for (const suffix of ['-wal', '-shm']) restrictFileIfPresent(`${config.file}${suffix}`);
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const changes = trackSqliteChanges(sqlite);
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({
        database: withStatementCache(sqlite, undefined, changes.noteWrite),
      }),
    });
    registerChangeTracker(db as Kysely<unknown>, changes);
    return db;
  }
  if (config.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(config.schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${config.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // Named in pg_stat_activity (an `application_name` in DATABASE_URL wins, e.g. one name per instance).
    application_name: 'store-server',
    // A request waits at most this long for a connection, then answers 503; TCP keep-alive notices a
    // connection whose database host went away while the connection sat idle.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  keepPoolAlive(pool, options.onConnectionLost ?? warnConnectionLost);
  return new RetryingKysely<Database>(
    { dialect: new CurrentSchemaPostgresDialect({ pool }) },
    DEFAULT_RETRY_POLICY,
    options.retryHooks,
  );
}

/** How long a request waits for a new PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 10_000;

const warnConnectionLost = (error: Error) =>
  console.warn(`PostgreSQL connection lost (${error.message}); the next request opens a new one.`);

/**
 * A connection that the database drops (restart, failover, pg_terminate_backend, a network cut) must cost a
 * request at most, never the process: pg emits an 'error' event for it, which kills Node without a listener.
 * An idle connection's error reaches the pool, which has already dropped it; a connection in use has a listener
 * of its own from its first day: the query running on it fails (the request answers 503, see
 * isDatabaseUnavailable) and the pool drops it when it is released, so the next request gets a new one.
 */
function keepPoolAlive(pool: pg.Pool, onConnectionLost: (error: Error) => void): void {
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => {
    client.on('error', () => {
      // Reported by the query that fails on it (in use) or by the pool's 'error' above (idle).
    });
    namePreparedStatements(client);
  });
}

/**
 * Runs the texts registered in prepared.ts as named prepared statements on this connection: PostgreSQL parses
 * and plans each once per connection, later runs only bind and execute. Every other query goes as it was sent.
 */
function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? preparedStatementName(text) : undefined;
    return name === undefined ? query(...args) : query({ name, text, values });
  };
}

/** Describes the database for the start-up message without revealing a password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return `SQLite ${config.file}`;
  try {
    const url = new URL(config.url);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}
