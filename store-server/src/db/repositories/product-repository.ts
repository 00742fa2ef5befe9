import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Criteria } from '../../domain/criteria/types.js';
import { searchPage, type SearchPage } from '../criteria-sql.js';
import { isPostgres, preparedSql, runPrepared } from '../prepared.js';
import type { Database, ProductTable } from '../schema.js';
import type { LanguageChain } from './language-chain.js';
import { INHERITED, PRODUCT_TRANSLATIONS, productFields } from './product-fields.js';
import { coalesced, joinTranslations } from './translations.js';

// Product reads: one query per page of products (parents and variants), inheritance resolved in SQL. The
// associations are batch-loaded by catalogue-loaders.ts, never per row.

/** A product as the catalogue reads it: its row (inherited columns resolved from the parent), translated. */
export interface ProductRow extends ProductTable {
  name: string | null;
  description: string | null;
  /** Custom fields JSON: own (current, fallback language), then the parent's. */
  cf_current: string | null;
  cf_fallback: string | null;
  cf_parent_current: string | null;
  cf_parent_fallback: string | null;
}

export function productQuery(db: Kysely<Database>, chain: LanguageChain) {
  const withParent = db.selectFrom('product as p').leftJoin('product as pp', 'pp.id', 'p.parent_id');
  const own = joinTranslations(withParent, 'product', 'p.id', chain);
  return joinTranslations(own, 'product', 'p.parent_id', chain, ['pt', 'pf']).select([
    'p.id',
    'p.parent_id',
    'p.product_number',
    'p.active',
    'p.stock',
    'p.available_stock',
    'p.available',
    'p.is_closeout',
    'p.min_purchase',
    'p.max_purchase',
    'p.purchase_steps',
    'p.restock_time',
    coalesced<number | null>(INHERITED, 'weight').as('weight'),
    coalesced<number | null>(INHERITED, 'width').as('width'),
    coalesced<number | null>(INHERITED, 'height').as('height'),
    coalesced<number | null>(INHERITED, 'length').as('length'),
    coalesced<number | null>(INHERITED, 'price_gross').as('price_gross'),
    coalesced<number | null>(INHERITED, 'price_net').as('price_net'),
    coalesced<string | null>(INHERITED, 'price').as('price'),
    'p.sales',
    'p.child_count',
    'p.cheapest_price_gross',
    'p.cheapest_variant_id',
    'p.max_price_gross',
    'p.rating_average',
    coalesced<string | null>(INHERITED, 'variant_listing_config').as('variant_listing_config'),
    coalesced<string | null>(INHERITED, 'tax_id').as('tax_id'),
    coalesced<string | null>(INHERITED, 'delivery_time_id').as('delivery_time_id'),
    coalesced<string | null>(INHERITED, 'manufacturer_id').as('manufacturer_id'),
    coalesced<string | null>(INHERITED, 'cover_id').as('cover_id'),
    'p.created_at',
    'p.updated_at',
    coalesced<string | null>(PRODUCT_TRANSLATIONS, 'name').as('name'),
    coalesced<string | null>(PRODUCT_TRANSLATIONS, 'description').as('description'),
    't.custom_fields as cf_current',
    'f.custom_fields as cf_fallback',
    'pt.custom_fields as cf_parent_current',
    'pf.custom_fields as cf_parent_fallback',
  ]);
}

export type ProductQuery = ReturnType<typeof productQuery>;

/** Products the store shows: active, and (for a variant) with an active parent. */
export const visibleProduct = sql<SqlBool>`p.active = 1 and (pp.id is null or pp.active = 1)`;

/** `term`: every word must occur in the name or the product number (Shopware searches keywords). */
export function termCondition(term: string): ReturnType<typeof sql<SqlBool>> {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 10);
  const escape = (word: string) => `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const parts = words.map(
    (word) =>
      sql<SqlBool>`(lower(coalesce(t.name, pt.name, f.name, pf.name, '')) like ${escape(word)} escape '\\' or lower(p.product_number) like ${escape(word)} escape '\\')`,
  );
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** POST /product: a page of visible products matching the criteria. */
export function searchProducts(
  db: Kysely<Database>,
  chain: LanguageChain,
  criteria: Criteria,
): Promise<SearchPage<ProductRow>> {
  let query = productQuery(db, chain).where(visibleProduct);
  if (criteria.term !== null) query = query.where(termCondition(criteria.term));
  return searchPage(query, criteria, productFields, [sql.ref('p.product_number'), sql.ref('p.id')]);
}

export async function loadProductsByIds(
  db: Kysely<Database>,
  chain: LanguageChain,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return productQuery(db, chain)
    .where(visibleProduct)
    .where('p.id', 'in', [...ids])
    .execute();
}

/** The columns an order or a cancellation changes (takeFromStock, returnToStock, refreshAvailability). */
export type ProductStockRow = Pick<ProductTable, 'id' | 'stock' | 'available_stock' | 'available'>;

const selectStock = preparedSql({
  name: 'product_stock_select',
  sqlite:
    'select id, stock, available_stock, available from product where id in (select value from json_each(?))',
  postgres: 'select id, stock, available_stock, available from product where id = any($1::varchar[])',
});

/**
 * The stock columns of these products, by id (one statement, whatever the visibility: the caller knows which
 * products are buyable from data that no stock change touches). A product that does not exist is missing.
 */
export async function loadProductStock(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, ProductStockRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await runPrepared<ProductStockRow>(db as Kysely<unknown>, selectStock, [
    isPostgres(db as Kysely<unknown>) ? [...ids] : JSON.stringify(ids),
  ]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The visible variants of these parents, ordered by product number. */
export async function loadVariantsOf(
  db: Kysely<Database>,
  chain: LanguageChain,
  parentIds: readonly string[],
): Promise<ProductRow[]> {
  if (parentIds.length === 0) return [];
  return productQuery(db, chain)
    .where(visibleProduct)
    .where('p.parent_id', 'in', [...parentIds])
    .orderBy('p.product_number')
    .execute();
}

/**
 * The variant a parent id answers with (Shopware's ProductDetailRoute::findBestVariant): the configured main
 * variant if there is one, else the cheapest available variant (then the cheapest at all), by product number.
 */
export async function findBestVariantId(
  db: Kysely<Database>,
  parentId: string,
  mainVariantId: string | null,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('product as p')
    .select('p.id')
    .where('p.parent_id', '=', parentId)
    .where('p.active', '=', 1)
    .orderBy(sql`case when p.id = ${mainVariantId ?? ''} then 0 else 1 end`)
    .orderBy('p.available', 'desc')
    .orderBy('p.price_gross', 'asc')
    .orderBy('p.product_number', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Variants of a parent with their option ids (for the configurator and find-variant). */
export async function loadVariantOptions(
  db: Kysely<Database>,
  parentId: string,
): Promise<{ id: string; available: boolean; optionIds: string[] }[]> {
  const rows = await db
    .selectFrom('product as p')
    .innerJoin('product_option as po', 'po.product_id', 'p.id')
    .select(['p.id', 'p.available', 'p.product_number', 'po.option_id'])
    .where('p.parent_id', '=', parentId)
    .where('p.active', '=', 1)
    .orderBy('p.product_number')
    .orderBy('po.option_id')
    .execute();
  const byId = new Map<string, { id: string; available: boolean; optionIds: string[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, available: row.available === 1, optionIds: [] };
    entry.optionIds.push(row.option_id);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}
