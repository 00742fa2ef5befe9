import type { Kysely } from 'kysely';

// Orders (the shop's non-binding enquiries) as Shopware stores them: the order with its amounts and the cart
// price, a copy of the customer (order_customer, kept as columns of the order), copies of the addresses, the
// line items, one delivery and one transaction. States are technical names of the state machines
// (domain/order/states.ts). The table is `shop_order` because ORDER is an SQL keyword.
// payment_method gains Shopware's handler identifier and custom fields, so that later issues (Klarna) can
// find their methods.

const id = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_method').addColumn('handler_identifier', 'text').execute();
  await db.schema.alterTable('payment_method').addColumn('custom_fields', 'text').execute();

  await db.schema
    .createTable('shop_order')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_number', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('sales_channel_id', id, (c) => c.notNull().references('sales_channel.id').onDelete('cascade'))
    .addColumn('customer_id', id, (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('deep_link_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('order_date_time', 'text', (c) => c.notNull())
    .addColumn('currency_id', id, (c) => c.notNull())
    .addColumn('currency_factor', 'double precision', (c) => c.notNull())
    .addColumn('language_id', id, (c) => c.notNull())
    .addColumn('state', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_total', 'double precision', (c) => c.notNull())
    .addColumn('amount_net', 'double precision', (c) => c.notNull())
    .addColumn('position_price', 'double precision', (c) => c.notNull())
    .addColumn('shipping_total', 'double precision', (c) => c.notNull())
    .addColumn('tax_status', 'varchar(16)', (c) => c.notNull())
    /** JSON CartPrice. */
    .addColumn('price', 'text', (c) => c.notNull())
    /** JSON CalculatedPrice. */
    .addColumn('shipping_costs', 'text', (c) => c.notNull())
    .addColumn('customer_comment', 'text')
    .addColumn('affiliate_code', 'text')
    .addColumn('campaign_code', 'text')
    .addColumn('billing_address_id', id, (c) => c.notNull())
    // order_customer
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_salutation_id', id)
    .addColumn('customer_first_name', 'text', (c) => c.notNull())
    .addColumn('customer_last_name', 'text', (c) => c.notNull())
    .addColumn('customer_company', 'text')
    .addColumn('customer_title', 'text')
    .addColumn('customer_number', 'varchar(64)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('shop_order_customer_idx')
    .on('shop_order')
    .columns(['customer_id', 'order_date_time'])
    .execute();

  await db.schema
    .createTable('order_address')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_id', id, (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('country_id', id, (c) => c.notNull())
    .addColumn('salutation_id', id)
    .addColumn('title', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('department', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_address_order_idx').on('order_address').column('order_id').execute();

  await db.schema
    .createTable('order_line_item')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_id', id, (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('identifier', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_id', id)
    .addColumn('referenced_id', id)
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'double precision', (c) => c.notNull())
    .addColumn('total_price', 'double precision', (c) => c.notNull())
    /** JSON CalculatedPrice, price definition, payload and cover media. */
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('price_definition', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_line_item_order_idx').on('order_line_item').column('order_id').execute();

  await db.schema
    .createTable('order_delivery')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_id', id, (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('shipping_order_address_id', id, (c) => c.notNull())
    .addColumn('shipping_method_id', id, (c) => c.notNull())
    .addColumn('state', 'varchar(32)', (c) => c.notNull())
    .addColumn('shipping_date_earliest', 'text', (c) => c.notNull())
    .addColumn('shipping_date_latest', 'text', (c) => c.notNull())
    .addColumn('shipping_costs', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_delivery_order_idx').on('order_delivery').column('order_id').execute();

  await db.schema
    .createTable('order_transaction')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_id', id, (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('payment_method_id', id, (c) => c.notNull())
    .addColumn('state', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_transaction_order_idx')
    .on('order_transaction')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'order_transaction',
    'order_delivery',
    'order_line_item',
    'order_address',
    'shop_order',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('payment_method').dropColumn('custom_fields').execute();
  await db.schema.alterTable('payment_method').dropColumn('handler_identifier').execute();
}
