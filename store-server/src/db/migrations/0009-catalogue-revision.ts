import type { Kysely } from 'kysely';

// One counter for everything the catalogue routes answer from (products and their stock, categories, options,
// media…). Every write that changes their output raises it in the same transaction; the response cache of the
// catalogue reads keys its entries by it, so that all server instances on one database see a change at once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ catalogue_revision: { id: number; revision: number } }>)
    .insertInto('catalogue_revision')
    .values({ id: 1, revision: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_revision').ifExists().execute();
}
