import { Migrator, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date. Kysely's migrator takes a lock, so concurrent instances are safe. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    // On PostgreSQL its tables are looked up in the current schema only (CurrentSchemaPostgresDialect's
    // introspector), so another schema on the same database (parallel test files, another shop) is never mistaken
    // for ours.
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
