import { parseArgs } from 'node:util';
import { connectDatabase, describeDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { refreshPlannerStatistics } from '../db/planner-statistics.js';
import { optionsFromEnv } from '../options.js';
import { seedDatabase } from './seed.js';

// `npm run seed:large -w store-server -- --variants 100000`: migrates the database of the environment
// (DATABASE_URL, else DATA_DIR/shop.sqlite) and grows the demo catalogue to at least that many variants, in
// numbered series of the demo products, with batched inserts in one transaction. Rerunning is idempotent;
// a normal start keeps the extra products.

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { variants: { type: 'string', default: '100000' } } });
  const variants = Number(values.variants);
  if (!Number.isInteger(variants) || variants < 1) throw new Error('--variants must be a positive integer');
  const options = optionsFromEnv(process.env);
  const db = connectDatabase(options.database);
  try {
    const started = Date.now();
    await migrateToLatest(db);
    await seedDatabase(db, {
      accessKey: options.accessKey,
      publicUrl: options.publicUrl,
      targetVariants: variants,
    });
    await refreshPlannerStatistics(db, true);
    const counted = await db
      .selectFrom('product')
      .select(db.fn.countAll().as('n'))
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    console.log(
      `${describeDatabase(options.database)}: ${Number(counted.n)} variants in the catalogue (${Date.now() - started} ms).`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
