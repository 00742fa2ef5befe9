import type { Kysely } from 'kysely';

// SEO URLs (Shopware's seo_url): one canonical path per category and product, per language of the sales channel,
// generated from the names by the seed (services/seo-urls.ts) whenever the catalogue changes. The Store API's
// /seo-url searches them; the demo store resolves a path with `seoPathInfo` equals, hence the index.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seo_url')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('sales_channel_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('language_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('foreign_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('route_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('path_info', 'varchar(750)', (c) => c.notNull())
    .addColumn('seo_path_info', 'varchar(750)', (c) => c.notNull())
    .addColumn('is_canonical', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('seo_url_path')
    .on('seo_url')
    .columns(['language_id', 'sales_channel_id', 'seo_path_info'])
    .execute();
  await db.schema
    .createIndex('seo_url_foreign_key')
    .on('seo_url')
    .columns(['foreign_key', 'language_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seo_url').ifExists().execute();
}
