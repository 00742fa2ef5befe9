import type { SqliteDatabase, SqliteStatement } from 'kysely';

// Kysely's SQLite driver prepares every query anew; preparing costs more than running most of our queries
// (a CPU profile of GET /context spent ~40% of its time in better-sqlite3's prepare). This keeps the most
// recently used prepared statements per SQL text. A statement that is still being iterated (`busy`) is never
// handed out twice: the caller gets a fresh, uncached one. `onWrite` hears of every statement that may write
// right before Kysely runs it (change-stamp.ts).

interface Statement extends SqliteStatement {
  readonly busy?: boolean;
  /** better-sqlite3: the statement cannot change the database (`reader` is true for INSERT … RETURNING too). */
  readonly readonly?: boolean;
}

export interface PreparingDatabase {
  prepare(sql: string): Statement;
  close(): void;
}

export function withStatementCache(
  database: PreparingDatabase,
  maxEntries = 500,
  onWrite: () => void = () => {},
): SqliteDatabase {
  const cache = new Map<string, Statement>();
  const noted = (statement: Statement): Statement => {
    if (statement.readonly !== true) onWrite();
    return statement;
  };
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const cached = cache.get(sql);
      if (cached !== undefined) {
        if (cached.busy === true) return noted(database.prepare(sql));
        // Map keeps insertion order: re-inserting marks the entry as the most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return noted(cached);
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      return noted(statement);
    },
  };
}
