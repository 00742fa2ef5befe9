import type { Kysely } from 'kysely';

// Carts and shipping prices. A cart is stored per context token: the shopper's lines as JSON (product,
// quantity, last known label), a version raised by every write, and timestamps; prices, stock limits and
// shipping are recalculated from the current data on every read. No foreign key to sales_channel_context:
// a token gets a cart without ever storing a context (as Shopware's cart table).
// shipping_method_price is Shopware's price matrix of a shipping method: a gross/net price for a range
// [quantity_start, quantity_end] of a measure (calculation 1 item quantity, 2 positions' price, 3 weight in
// kg; null = a flat price that always applies).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart')
    .addColumn('token', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('sales_channel_id', 'varchar(32)', (c) =>
      c.notNull().references('sales_channel.id').onDelete('cascade'),
    )
    .addColumn('line_items', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_updated_idx').on('cart').column('updated_at').execute();

  await db.schema
    .createTable('shipping_method_price')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('shipping_method_id', 'varchar(32)', (c) =>
      c.notNull().references('shipping_method.id').onDelete('cascade'),
    )
    .addColumn('calculation', 'integer')
    .addColumn('quantity_start', 'double precision')
    .addColumn('quantity_end', 'double precision')
    .addColumn('price_gross', 'double precision', (c) => c.notNull())
    .addColumn('price_net', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipping_method_price_method_idx')
    .on('shipping_method_price')
    .column('shipping_method_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipping_method_price').ifExists().execute();
  await db.schema.dropTable('cart').ifExists().execute();
}
