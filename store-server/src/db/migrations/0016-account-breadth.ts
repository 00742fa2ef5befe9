import type { Kysely } from 'kysely';

// Issue 18's account breadth: newsletter recipients (double opt-in), product reviews (with the product's
// rating average) and the customer's wishlist, as Shopware stores them (newsletter_recipient, product_review,
// customer_wishlist + customer_wishlist_product). A deleted customer's reviews stay with customer_id null
// (Shopware: SetNullOnDelete); the wishlist goes with the customer.

const id = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_recipient')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('sales_channel_id', id, (c) => c.notNull().references('sales_channel.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_lower', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('hash', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('language_id', id, (c) => c.notNull())
    .addColumn('salutation_id', id)
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('street', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('city', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('newsletter_recipient_email_uq', ['sales_channel_id', 'email_lower'])
    .execute();

  await db.schema
    .createTable('product_review')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('product_id', id, (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('customer_id', id, (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('sales_channel_id', id, (c) => c.notNull().references('sales_channel.id').onDelete('cascade'))
    .addColumn('language_id', id, (c) => c.notNull())
    .addColumn('external_user', 'text')
    .addColumn('external_email', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('points', 'double precision', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('product_review_customer_uq', ['product_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('product_review_product_idx')
    .on('product_review')
    .columns(['product_id', 'status'])
    .execute();
  await db.schema.alterTable('product').addColumn('rating_average', 'double precision').execute();

  await db.schema
    .createTable('customer_wishlist')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('customer_id', id, (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('sales_channel_id', id, (c) => c.notNull().references('sales_channel.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('customer_wishlist_customer_uq', ['customer_id', 'sales_channel_id'])
    .execute();
  await db.schema
    .createTable('customer_wishlist_product')
    .addColumn('wishlist_id', id, (c) => c.notNull().references('customer_wishlist.id').onDelete('cascade'))
    .addColumn('product_id', id, (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_wishlist_product_pk', ['wishlist_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_wishlist_product').ifExists().execute();
  await db.schema.dropTable('customer_wishlist').ifExists().execute();
  await db.schema.alterTable('product').dropColumn('rating_average').execute();
  await db.schema.dropTable('product_review').ifExists().execute();
  await db.schema.dropTable('newsletter_recipient').ifExists().execute();
}
