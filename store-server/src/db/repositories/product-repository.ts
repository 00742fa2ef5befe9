import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Criteria } from '../../domain/criteria/types.js';
import { searchPage, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import type { LanguageChain } from './language-chain.js';
import { productFields } from './product-fields.js';

// Product reads: one query per page of products (parents and variants), inheritance resolved in SQL. The
// associations are batch-loaded by catalogue-loaders.ts, never per row.

export interface ProductRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  active: number;
  stock: number;
  available_stock: number;
  available: number;
  is_closeout: number;
  min_purchase: number;
  max_purchase: number | null;
  purchase_steps: number;
  restock_time: number | null;
  weight: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  price_gross: number | null;
  price_net: number | null;
  price: string | null;
  sales: number;
  child_count: number;
  cheapest_price_gross: number | null;
  cheapest_variant_id: string | null;
  max_price_gross: number | null;
  rating_average: number | null;
  variant_listing_config: string | null;
  tax_id: string | null;
  delivery_time_id: string | null;
  manufacturer_id: string | null;
  cover_id: string | null;
  created_at: string;
  updated_at: string | null;
  name: string | null;
  description: string | null;
  /** Custom fields JSON: own (current, fallback language), then the parent's. */
  cf_current: string | null;
  cf_fallback: string | null;
  cf_parent_current: string | null;
  cf_parent_fallback: string | null;
}

export function productQuery(db: Kysely<Database>, chain: LanguageChain) {
  return db
    .selectFrom('product as p')
    .leftJoin('product as pp', 'pp.id', 'p.parent_id')
    .leftJoin('product_translation as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.language_id', '=', chain.current),
    )
    .leftJoin('product_translation as f', (join) =>
      join.onRef('f.product_id', '=', 'p.id').on('f.language_id', '=', chain.fallback),
    )
    .leftJoin('product_translation as pt', (join) =>
      join.onRef('pt.product_id', '=', 'p.parent_id').on('pt.language_id', '=', chain.current),
    )
    .leftJoin('product_translation as pf', (join) =>
      join.onRef('pf.product_id', '=', 'p.parent_id').on('pf.language_id', '=', chain.fallback),
    )
    .select([
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
      sql<number | null>`coalesce(p.weight, pp.weight)`.as('weight'),
      sql<number | null>`coalesce(p.width, pp.width)`.as('width'),
      sql<number | null>`coalesce(p.height, pp.height)`.as('height'),
      sql<number | null>`coalesce(p.length, pp.length)`.as('length'),
      sql<number | null>`coalesce(p.price_gross, pp.price_gross)`.as('price_gross'),
      sql<number | null>`coalesce(p.price_net, pp.price_net)`.as('price_net'),
      sql<string | null>`coalesce(p.price, pp.price)`.as('price'),
      'p.sales',
      'p.child_count',
      'p.cheapest_price_gross',
      'p.cheapest_variant_id',
      'p.max_price_gross',
      'p.rating_average',
      sql<string | null>`coalesce(p.variant_listing_config, pp.variant_listing_config)`.as(
        'variant_listing_config',
      ),
      sql<string | null>`coalesce(p.tax_id, pp.tax_id)`.as('tax_id'),
      sql<string | null>`coalesce(p.delivery_time_id, pp.delivery_time_id)`.as('delivery_time_id'),
      sql<string | null>`coalesce(p.manufacturer_id, pp.manufacturer_id)`.as('manufacturer_id'),
      sql<string | null>`coalesce(p.cover_id, pp.cover_id)`.as('cover_id'),
      'p.created_at',
      'p.updated_at',
      sql<string | null>`coalesce(t.name, pt.name, f.name, pf.name)`.as('name'),
      sql<string | null>`coalesce(t.description, pt.description, f.description, pf.description)`.as(
        'description',
      ),
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
