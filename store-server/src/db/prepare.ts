import type { Kysely } from 'kysely';
import { seedDatabase, type SeedOptions } from '../seed/seed.js';
import { migrateToLatest } from './migrate.js';
import { refreshPlannerStatistics } from './planner-statistics.js';
import type { Database } from './schema.js';

/** Migrates to the latest schema and (re)seeds the demo sales channel. Safe to run on every start. */
export async function prepareDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db, options);
  await refreshPlannerStatistics(db);
}
