import type { Kysely } from 'kysely';
import { seedDatabaseIfChanged, type SeedOptions, type SeedOutcome } from '../seed/seed.js';
import { migrateToLatest } from '../db/migrate.js';
import { refreshPlannerStatistics } from '../db/planner-statistics.js';
import type { Database } from '../db/schema.js';

/**
 * Migrates to the latest schema and applies the demo seed if the database does not hold it yet (or holds
 * another version of it: seedDatabaseIfChanged). Safe to run on every start, also beside other instances
 * serving traffic: with schema and seed as they are it only reads.
 */
export async function prepareDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedOutcome> {
  await migrateToLatest(db);
  const seeded = await seedDatabaseIfChanged(db, options);
  await refreshPlannerStatistics(db);
  return seeded;
}
