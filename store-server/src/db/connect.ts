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
import { CurrentSchemaPostgresDialect } from './postgres-dialect.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

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

/**
 * Opens the database: SQLite (WAL, synchronous FULL, foreign keys on, prepared statements cached) or a PostgreSQL
 * pool. The SQLite file is created 0600 before SQLite opens it (SQLite gives its -wal and -shm files the mode of
 * the database file), and an existing one and its -wal/-shm are made 0600; a new folder for it is 0700.
 */
export function connectDatabase(config: DatabaseConfig): Kysely<Database> {
  if (config.kind === 'sqlite') {
    createPrivateDir(dirname(config.file));
    ensurePrivateFile(config.file);
    const sqlite = new BetterSqlite3(config.file);
    sqlite.pragma('journal_mode = WAL');
    for (const suffix of ['-wal', '-shm']) restrictFileIfPresent(`${config.file}${suffix}`);
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    });
  }
  if (config.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(config.schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${config.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
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
