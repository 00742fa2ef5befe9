import { PostgresAdapter, type Kysely } from 'kysely';

// Issue 20's offers: the shop owner answers an enquiry (an order in state open) with an offer: a unit price per
// line, an optional discount, a delivery date, a validity date and a message. `order_offer` holds the offer
// with its totals as sent, `order_offer_line` its lines (a copy of the order line's label and quantity, the list
// unit price at the time and the offered one); `sequence` numbers an order's offers 1, 2, … (the latest is the
// highest). state: pending | accepted | declined | superseded; 'expired' is
// derived from valid_until when read (domain/offer/offer-state.ts). `order_document` holds generated order
// documents (the offer PDF) with their deep-link code, served by /store-api/document/download. The mail outbox
// gets its attachments (JSON [{filename, contentType, content base64}]).

const id = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('order_document')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_id', id, (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('document_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('deep_link_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_document_order_idx').on('order_document').column('order_id').execute();

  await db.schema
    .createTable('order_offer')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('order_id', id, (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency_iso_code', 'varchar(3)', (c) => c.notNull())
    .addColumn('subtotal', 'double precision', (c) => c.notNull())
    .addColumn('discount_type', 'varchar(16)')
    .addColumn('discount_value', 'double precision')
    .addColumn('discount_amount', 'double precision', (c) => c.notNull())
    .addColumn('shipping_total', 'double precision', (c) => c.notNull())
    .addColumn('total', 'double precision', (c) => c.notNull())
    .addColumn('taxes', 'text', (c) => c.notNull())
    .addColumn('tax_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('delivery_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('document_id', id, (c) => c.references('order_document.id').onDelete('set null'))
    .addColumn('document_deep_link_code', 'varchar(64)')
    .addColumn('created_by', id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('order_offer_order_idx')
    .on('order_offer')
    .columns(['order_id', 'sequence'])
    .unique()
    .execute();

  await db.schema
    .createTable('order_offer_line')
    .addColumn('offer_id', id, (c) => c.notNull().references('order_offer.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('line_item_id', id, (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('product_number', 'text')
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('tax_rate', 'double precision', (c) => c.notNull())
    .addColumn('list_unit_price', 'double precision', (c) => c.notNull())
    .addColumn('unit_price', 'double precision', (c) => c.notNull())
    .addColumn('total_price', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_offer_line_pk', ['offer_id', 'position'])
    .execute();

  await db.schema.alterTable('mail_queue').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_queue').dropColumn('attachments').execute();
  await db.schema.dropTable('order_offer_line').ifExists().execute();
  await db.schema.dropTable('order_offer').ifExists().execute();
  await db.schema.dropTable('order_document').ifExists().execute();
}
