import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

// The catalogue revision (migration 0009): read before a cached catalogue read, raised in the transaction of
// every write that changes catalogue output (orders taking stock, seeding).

export async function readCatalogueRevision(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('catalogue_revision')
    .select('revision')
    .where('id', '=', 1)
    .executeTakeFirst();
  return String(row?.revision ?? 0);
}

export async function bumpCatalogueRevision(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('catalogue_revision')
    .set({ revision: sql`revision + 1` })
    .where('id', '=', 1)
    .execute();
}
