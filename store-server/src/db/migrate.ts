import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date. Kysely's migrator takes a lock, so concurrent instances are safe. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    // Kysely looks for its migration tables in every schema unless told one: with a second schema on the same
    // PostgreSQL (parallel test files, another instance) it would see that schema's tables and skip creating its own.
    ...(await migrationTableSchema(db)),
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Issues land in parallel: 0006 (orders) was merged after 0007 (customer cart) had run on some databases.
    // Migrations are independent of each other, so a missing earlier one simply runs.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

async function migrationTableSchema(db: Kysely<Database>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : {};
}
