import type { CreateTableBuilder, Kysely } from 'kysely';

// The foundation tables: sales channel, languages and locales, currency, tax, countries, salutations,
// customer groups, payment and shipping methods (extended by the checkout migrations), the category tree and
// the stored sales-channel contexts. Written with Kysely's schema builder so that it runs on SQLite and
// PostgreSQL alike; see ../schema.ts for the column conventions.

type AnyTable = CreateTableBuilder<string, string>;

const id = (table: AnyTable, name = 'id') => table.addColumn(name, 'varchar(32)', (c) => c.primaryKey());
const ref = (table: AnyTable, name: string, target: string) =>
  table.addColumn(name, 'varchar(32)', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'));
const createdAt = (table: AnyTable) => table.addColumn('created_at', 'text', (c) => c.notNull());
const flag = (table: AnyTable, name: string, value: 0 | 1) =>
  table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(value));

async function translationTable(
  db: Kysely<unknown>,
  entity: string,
  columns: (table: AnyTable) => AnyTable,
): Promise<void> {
  let table = db.schema.createTable(`${entity}_translation`) as AnyTable;
  table = ref(table, `${entity}_id`, entity);
  table = ref(table, 'language_id', 'language');
  table = columns(table);
  await table.addPrimaryKeyConstraint(`${entity}_translation_pk`, [`${entity}_id`, 'language_id']).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createdAt(
    id(db.schema.createTable('locale')).addColumn('code', 'varchar(16)', (c) => c.notNull().unique()),
  ).execute();

  let language = id(db.schema.createTable('language'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)', (c) => c.references('language.id'))
    .addColumn('locale_id', 'varchar(32)', (c) => c.notNull().references('locale.id'))
    .addColumn('translation_code_id', 'varchar(32)', (c) => c.notNull().references('locale.id'));
  language = flag(language, 'active', 1);
  await createdAt(language).execute();

  await translationTable(db, 'locale', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('territory', 'text', (c) => c.notNull()),
  );

  let currency = id(db.schema.createTable('currency'))
    .addColumn('iso_code', 'varchar(3)', (c) => c.notNull().unique())
    .addColumn('factor', 'double precision', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tax_free_from', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('item_rounding_decimals', 'integer', (c) => c.notNull())
    .addColumn('item_rounding_interval', 'double precision', (c) => c.notNull())
    .addColumn('total_rounding_decimals', 'integer', (c) => c.notNull())
    .addColumn('total_rounding_interval', 'double precision', (c) => c.notNull());
  currency = flag(currency, 'is_system_default', 0);
  currency = flag(currency, 'item_rounding_round_for_net', 1);
  currency = flag(currency, 'total_rounding_round_for_net', 1);
  await createdAt(currency).execute();
  await translationTable(db, 'currency', (t) =>
    t.addColumn('short_name', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull()),
  );

  await createdAt(
    id(db.schema.createTable('tax'))
      .addColumn('tax_rate', 'double precision', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  let country = id(db.schema.createTable('country'))
    .addColumn('iso', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('default_postal_code_pattern', 'text');
  country = flag(country, 'active', 1);
  country = flag(country, 'shipping_available', 1);
  country = flag(country, 'is_eu', 0);
  country = flag(country, 'postal_code_required', 0);
  await createdAt(country).execute();
  await translationTable(db, 'country', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('address_format', 'text', (c) => c.notNull()),
  );

  await createdAt(
    id(db.schema.createTable('salutation'))
      .addColumn('salutation_key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await translationTable(db, 'salutation', (t) =>
    t
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('letter_name', 'text', (c) => c.notNull()),
  );

  await createdAt(flag(id(db.schema.createTable('customer_group')), 'display_gross', 1)).execute();
  await translationTable(db, 'customer_group', (t) => t.addColumn('name', 'text', (c) => c.notNull()));

  await createdAt(
    id(db.schema.createTable('delivery_time'))
      .addColumn('min', 'integer', (c) => c.notNull())
      .addColumn('max', 'integer', (c) => c.notNull())
      .addColumn('unit', 'varchar(16)', (c) => c.notNull()),
  ).execute();
  await translationTable(db, 'delivery_time', (t) => t.addColumn('name', 'text', (c) => c.notNull()));

  let payment = id(db.schema.createTable('payment_method'))
    .addColumn('technical_name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1));
  payment = flag(flag(payment, 'active', 1), 'after_order_enabled', 0);
  await createdAt(payment).execute();
  await translationTable(db, 'payment_method', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text'),
  );

  let shipping = id(db.schema.createTable('shipping_method'))
    .addColumn('technical_name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tax_type', 'varchar(16)', (c) => c.notNull().defaultTo('auto'));
  shipping = ref(flag(shipping, 'active', 1), 'delivery_time_id', 'delivery_time');
  await createdAt(shipping).execute();
  await translationTable(db, 'shipping_method', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text'),
  );

  let category = id(db.schema.createTable('category'))
    .addColumn('parent_id', 'varchar(32)', (c) => c.references('category.id').onDelete('cascade'))
    .addColumn('path', 'text')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'varchar(16)', (c) => c.notNull().defaultTo('page'))
    .addColumn('updated_at', 'text');
  category = flag(flag(category, 'active', 1), 'visible', 1);
  await createdAt(category).execute();
  await db.schema
    .createIndex('category_parent_idx')
    .on('category')
    .columns(['parent_id', 'position'])
    .execute();
  await translationTable(db, 'category', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text'),
  );

  let salesChannel = id(db.schema.createTable('sales_channel'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('access_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('navigation_category_depth', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('footer_category_id', 'varchar(32)', (c) => c.references('category.id'))
    .addColumn('service_category_id', 'varchar(32)', (c) => c.references('category.id'))
    .addColumn('tax_calculation_type', 'varchar(16)', (c) => c.notNull().defaultTo('horizontal'))
    .addColumn('updated_at', 'text');
  salesChannel = flag(salesChannel, 'active', 1);
  for (const [column, target] of [
    ['language_id', 'language'],
    ['currency_id', 'currency'],
    ['country_id', 'country'],
    ['payment_method_id', 'payment_method'],
    ['shipping_method_id', 'shipping_method'],
    ['customer_group_id', 'customer_group'],
    ['navigation_category_id', 'category'],
  ] as const) {
    salesChannel = salesChannel.addColumn(column, 'varchar(32)', (c) =>
      c.notNull().references(`${target}.id`),
    );
  }
  await createdAt(salesChannel).execute();

  await ref(
    ref(db.schema.createTable('sales_channel_language') as AnyTable, 'sales_channel_id', 'sales_channel'),
    'language_id',
    'language',
  )
    .addPrimaryKeyConstraint('sales_channel_language_pk', ['sales_channel_id', 'language_id'])
    .execute();

  let domain = ref(id(db.schema.createTable('sales_channel_domain')), 'sales_channel_id', 'sales_channel');
  domain = ref(ref(domain, 'language_id', 'language'), 'currency_id', 'currency');
  await domain.addColumn('url', 'text', (c) => c.notNull().unique()).execute();

  await db.schema
    .createTable('sales_channel_context')
    .addColumn('token', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('sales_channel_id', 'varchar(32)', (c) =>
      c.notNull().references('sales_channel.id').onDelete('cascade'),
    )
    // No foreign key yet: the customer table arrives with the account migrations.
    .addColumn('customer_id', 'varchar(32)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sales_channel_context_customer_idx')
    .on('sales_channel_context')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sales_channel_context',
    'sales_channel_domain',
    'sales_channel_language',
    'sales_channel',
    'category_translation',
    'category',
    'shipping_method_translation',
    'shipping_method',
    'payment_method_translation',
    'payment_method',
    'delivery_time_translation',
    'delivery_time',
    'customer_group_translation',
    'customer_group',
    'salutation_translation',
    'salutation',
    'country_translation',
    'country',
    'tax',
    'currency_translation',
    'currency',
    'locale_translation',
    'language',
    'locale',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
