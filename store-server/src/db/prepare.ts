import type { Kysely } from 'kysely';
import { seedDatabase, type SeedOptions } from '../seed/seed.js';
import { migrateToLatest } from './migrate.js';
import { refreshPlannerStatistics } from './planner-statistics.js';
import type { Database } from './schema.js';

/**
 * Migrates to the latest schema and (re)seeds the demo sales channel. Safe to run on every start. Returns the
 * number of rows the seed wrote (0: the data was as the seed wants it, the catalogue revision is unchanged).
 */
export async function prepareDatabase(db: Kysely<Database>, options: SeedOptions): Promise<number> {
  await migrateToLatest(db);
  const seeded = await seedDatabase(db, options);
  await refreshPlannerStatistics(db);
  return seeded;
}
