import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

// Without statistics SQLite plans a category's listing as a scan over every parent of the catalogue; with them
// it starts from the category's products. SQLite keeps no statistics of its own: `optimize` (0x10002: also
// tables never analysed) refreshes them where they are missing or stale, bounded by analysis_limit so that a
// start stays quick. PostgreSQL's autovacuum keeps its own; after bulk loads `analyze` refreshes them at once.

export async function refreshPlannerStatistics(db: Kysely<Database>, full = false): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    if (full) await sql`analyze`.execute(db);
    return;
  }
  if (full) {
    await sql`analyze`.execute(db);
    return;
  }
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}
