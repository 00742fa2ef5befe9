import type { Kysely } from 'kysely';

// The housekeeping (housekeeping/run-housekeeping.ts) deletes abandoned sessions and finished rate-limit rows
// in small batches by age; these indexes let each batch find its rows without reading the whole table. Carts
// have had theirs (cart_updated_idx) since 0004.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sales_channel_context_updated_idx')
    .on('sales_channel_context')
    .column('updated_at')
    .execute();
  await db.schema
    .createIndex('rate_limit_last_attempt_idx')
    .on('rate_limit')
    .column('last_attempt_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_limit_last_attempt_idx').ifExists().execute();
  await db.schema.dropIndex('sales_channel_context_updated_idx').ifExists().execute();
}
