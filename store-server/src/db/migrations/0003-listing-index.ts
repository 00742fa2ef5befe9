import type { Kysely } from 'kysely';

// The options a parent's active variants use, maintained by the catalogue indexer: the listing's property
// aggregation reads this small table instead of every variant's options.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_variant_option')
    .addColumn('parent_id', 'varchar(32)', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('option_id', 'varchar(32)', (c) =>
      c.notNull().references('property_group_option.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_variant_option_pk', ['parent_id', 'option_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_variant_option').ifExists().execute();
}
