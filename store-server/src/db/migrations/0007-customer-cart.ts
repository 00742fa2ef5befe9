import type { Kysely } from 'kysely';

// A logged-out customer's cart waits for their next login (Shopware's CartRestorer): on logout the session's
// cart moves to a fresh, never-issued token and is marked with the customer; on login it is merged with the
// guest cart into the new session.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cart').addColumn('customer_id', 'varchar(32)').execute();
  await db.schema.createIndex('cart_customer_idx').on('cart').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cart_customer_idx').ifExists().execute();
  await db.schema.alterTable('cart').dropColumn('customer_id').execute();
}
