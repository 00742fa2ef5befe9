import { type CreateTableBuilder, type Kysely } from 'kysely';

// The catalogue: media, manufacturers, property groups and options, products (parents and variants) with
// their translations, options, properties, media and categories. Variants inherit what they leave null from
// their parent (Shopware's inheritance). Indexes serve the listing (category → parents), the detail page
// (parent → variants), the variant lookup (option → products) and the association loads (… where id in (…)).

type AnyTable = CreateTableBuilder<string, string>;

const id = (table: AnyTable) => table.addColumn('id', 'varchar(32)', (c) => c.primaryKey());
const ref = (table: AnyTable, name: string, target: string) =>
  table.addColumn(name, 'varchar(32)', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'));
const optionalRef = (table: AnyTable, name: string, target: string) =>
  table.addColumn(name, 'varchar(32)', (c) => c.references(`${target}.id`).onDelete('set null'));
const createdAt = (table: AnyTable) =>
  table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text');

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

async function index(db: Kysely<unknown>, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createdAt(
    id(db.schema.createTable('media'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('file_extension', 'varchar(16)', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer'),
  ).execute();
  await translationTable(db, 'media', (t) => t.addColumn('alt', 'text').addColumn('title', 'text'));

  await createdAt(
    optionalRef(id(db.schema.createTable('product_manufacturer')), 'media_id', 'media').addColumn(
      'link',
      'text',
    ),
  ).execute();
  await translationTable(db, 'product_manufacturer', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text'),
  );

  await createdAt(
    id(db.schema.createTable('property_group'))
      .addColumn('display_type', 'varchar(16)', (c) => c.notNull().defaultTo('text'))
      .addColumn('sorting_type', 'varchar(16)', (c) => c.notNull().defaultTo('alphanumeric'))
      .addColumn('filterable', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('visible_on_product_detail_page', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await translationTable(db, 'property_group', (t) =>
    t.addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text'),
  );

  await createdAt(
    optionalRef(
      ref(id(db.schema.createTable('property_group_option')), 'group_id', 'property_group'),
      'media_id',
      'media',
    )
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('color_hex_code', 'varchar(16)'),
  ).execute();
  await index(db, 'property_group_option_group_idx', 'property_group_option', ['group_id', 'position']);
  await translationTable(db, 'property_group_option', (t) => t.addColumn('name', 'text', (c) => c.notNull()));

  let product = id(db.schema.createTable('product'))
    .addColumn('parent_id', 'varchar(32)', (c) => c.references('product.id').onDelete('cascade'))
    .addColumn('product_number', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_closeout', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_purchase', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_purchase', 'integer')
    .addColumn('purchase_steps', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('restock_time', 'integer')
    .addColumn('weight', 'double precision')
    .addColumn('width', 'double precision')
    .addColumn('height', 'double precision')
    .addColumn('length', 'double precision')
    /** Gross and net unit price in the default currency (EUR); `price` holds all currencies as JSON. */
    .addColumn('price_gross', 'double precision')
    .addColumn('price_net', 'double precision')
    .addColumn('price', 'text')
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON: Shopware's variantListingConfig of a parent. */
    .addColumn('variant_listing_config', 'text')
    /** Maintained by the catalogue indexer for parents: variant count and cheapest/dearest variant price. */
    .addColumn('child_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cheapest_price_gross', 'double precision')
    .addColumn('cheapest_variant_id', 'varchar(32)')
    .addColumn('max_price_gross', 'double precision');
  product = optionalRef(product, 'tax_id', 'tax');
  product = optionalRef(product, 'delivery_time_id', 'delivery_time');
  product = optionalRef(product, 'manufacturer_id', 'product_manufacturer');
  // Shopware's coverId points at a product_media row; no foreign key, the row may belong to the parent.
  product = product.addColumn('cover_id', 'varchar(32)');
  await createdAt(product).execute();
  await index(db, 'product_parent_idx', 'product', ['parent_id', 'active', 'price_gross']);
  await index(db, 'product_listing_idx', 'product', ['parent_id', 'cheapest_price_gross']);
  await translationTable(db, 'product', (t) =>
    t.addColumn('name', 'text').addColumn('description', 'text').addColumn('custom_fields', 'text'),
  );

  await ref(
    ref(db.schema.createTable('product_option') as AnyTable, 'product_id', 'product'),
    'option_id',
    'property_group_option',
  )
    .addPrimaryKeyConstraint('product_option_pk', ['product_id', 'option_id'])
    .execute();
  await index(db, 'product_option_option_idx', 'product_option', ['option_id', 'product_id']);

  await ref(
    ref(db.schema.createTable('product_property') as AnyTable, 'product_id', 'product'),
    'option_id',
    'property_group_option',
  )
    .addPrimaryKeyConstraint('product_property_pk', ['product_id', 'option_id'])
    .execute();
  await index(db, 'product_property_option_idx', 'product_property', ['option_id', 'product_id']);

  // Direct assignments (Shopware's product_category) and the tree including all ancestors (categoryTree).
  for (const table of ['product_category', 'product_category_tree']) {
    await ref(
      ref(db.schema.createTable(table) as AnyTable, 'product_id', 'product'),
      'category_id',
      'category',
    )
      .addPrimaryKeyConstraint(`${table}_pk`, ['product_id', 'category_id'])
      .execute();
    await index(db, `${table}_category_idx`, table, ['category_id', 'product_id']);
  }

  await ref(ref(id(db.schema.createTable('product_media')), 'product_id', 'product'), 'media_id', 'media')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'product_media_product_idx', 'product_media', ['product_id', 'position']);

  // Categories get media and (translated) custom fields.
  await db.schema.alterTable('category').addColumn('media_id', 'varchar(32)').execute();
  await db.schema.alterTable('category_translation').addColumn('custom_fields', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_media',
    'product_category_tree',
    'product_category',
    'product_property',
    'product_option',
    'product_translation',
    'product',
    'property_group_option_translation',
    'property_group_option',
    'property_group_translation',
    'property_group',
    'product_manufacturer_translation',
    'product_manufacturer',
    'media_translation',
    'media',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('category_translation').dropColumn('custom_fields').execute();
  await db.schema.alterTable('category').dropColumn('media_id').execute();
}
