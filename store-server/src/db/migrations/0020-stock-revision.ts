import type { Kysely } from 'kysely';

// The part of the catalogue revision (migration 0009) that orders and cancellations raised by taking or
// returning stock alone. `revision - stock_revision` then changes with every other catalogue write, whoever
// makes it (the seed, the desk, a review, a trigger of 0019, an owner's SQL console raising `revision` alone),
// but not with an enquiry: the cart keeps the data no stock change touches (shipping methods and their prices,
// the country, the payment method) under it, so that a busy shop's enquiries do not drop it with every order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalogue_revision')
    .addColumn('stock_revision', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_revision').dropColumn('stock_revision').execute();
}
