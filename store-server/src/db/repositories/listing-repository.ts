import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ListingSorting } from '../../domain/catalogue/listing.js';
import type { Criteria } from '../../domain/criteria/types.js';
import { criteriaCondition, filterToSql } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import type { LanguageChain } from './language-chain.js';
import { rankOrder } from '../../domain/search/ranking.js';
import { productFields } from './product-fields.js';
import { productQuery, type ProductRow } from './product-repository.js';

// The product listing of a category: one entry per parent product (Shopware's variantListingConfig
// `displayParent: true`), found through product_category_tree so that a category lists the products of all
// its descendants. Property and price filters ask for a variant that satisfies all of them at once.

type Db = Kysely<Database>;

export interface ListingFilter {
  /** Selected option ids per property group (OR within, AND across groups). */
  propertyGroups: string[][];
  manufacturers: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** `rating`: the least average rating (Shopware's RatingListingFilterHandler, gte). */
  minRating?: number | null;
  /** `shipping-free`: only products that ship free. */
  shippingFree?: boolean;
}

/** Which parents a listing shows: a category's (with its descendants'), or the ones a search found. */
export type ListingScope = { categoryId: string } | { productIds: readonly string[] };

// An `in (…)` over the category's index lets the planner start from the category's products instead of testing
// every parent of the catalogue (a correlated `exists` was planned as a scan of all parents). A search's parents
// are looked up by primary key.
const inScope = (scope: ListingScope) => {
  if ('categoryId' in scope)
    return sql<SqlBool>`p.id in (select ct.product_id from product_category_tree ct where ct.category_id = ${scope.categoryId})`;
  return scope.productIds.length === 0
    ? sql<SqlBool>`1 = 0`
    : sql<SqlBool>`p.id in (${sql.join([...scope.productIds])})`;
};

function hasOption(product: string, parent: string, ids: string[]) {
  return sql<SqlBool>`(exists (select 1 from product_option po where po.product_id = ${sql.ref(product)} and po.option_id in (${sql.join(ids)}))
    or exists (select 1 from product_property pr where pr.product_id = ${sql.ref(parent)} and pr.option_id in (${sql.join(ids)})))`;
}

function priceBetween(column: string, filter: ListingFilter) {
  const parts = [
    ...(filter.minPrice !== null ? [sql<SqlBool>`${sql.ref(column)} >= ${filter.minPrice}`] : []),
    ...(filter.maxPrice !== null ? [sql<SqlBool>`${sql.ref(column)} <= ${filter.maxPrice}`] : []),
  ];
  return parts;
}

const all = (parts: ReturnType<typeof sql<SqlBool>>[]) =>
  parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;

/** A parent matches when one of its active variants (or the simple product itself) passes every filter. */
function filterCondition(filter: ListingFilter): SqlBool | ReturnType<typeof sql<SqlBool>> {
  const variant = [
    ...filter.propertyGroups.map((ids) => hasOption('v.id', 'p.id', ids)),
    ...priceBetween('v.price_gross', filter),
  ];
  const simple = [
    ...filter.propertyGroups.map((ids) => hasOption('p.id', 'p.id', ids)),
    ...priceBetween('p.price_gross', filter),
  ];
  const parentParts = [
    ...(filter.manufacturers.length > 0
      ? [sql<SqlBool>`p.manufacturer_id in (${sql.join(filter.manufacturers)})`]
      : []),
    ...(filter.minRating !== null && filter.minRating !== undefined
      ? [
          filterToSql(
            { type: 'range', field: 'ratingAverage', parameters: { gte: filter.minRating } },
            productFields,
          ),
        ]
      : []),
    ...(filter.shippingFree
      ? [filterToSql({ type: 'equals', field: 'shippingFree', value: true }, productFields)]
      : []),
  ];
  const manufacturer = all(parentParts);
  if (variant.length === 0) return manufacturer;
  return sql<SqlBool>`${manufacturer} and ((p.child_count = 0 and ${all(simple)})
    or exists (select 1 from product v where v.parent_id = p.id and v.active = 1 and ${all(variant)}))`;
}

/** The listed parents' ids without the translation joins (enough when the criteria filter on nothing but ids). */
function leanParentIds(db: Db, scope: ListingScope, criteria: Criteria) {
  const base = db
    .selectFrom('product as p')
    .select('p.id')
    .where('p.parent_id', 'is', null)
    .where('p.active', '=', 1)
    .where(inScope(scope));
  return criteria.ids === null
    ? base
    : base.where(filterToSql({ type: 'equalsAny', field: 'id', values: criteria.ids }, productFields));
}

export function listingBase(db: Db, chain: LanguageChain, scope: ListingScope, criteria: Criteria) {
  return productQuery(db, chain)
    .where('p.parent_id', 'is', null)
    .where('p.active', '=', 1)
    .where(inScope(scope))
    .where(criteriaCondition({ ...criteria, postFilters: [] }, productFields));
}

export async function searchListing(
  db: Db,
  chain: LanguageChain,
  scope: ListingScope,
  criteria: Criteria,
  filter: ListingFilter,
  sorting: ListingSorting,
  rank?: ReadonlyMap<string, number>,
): Promise<{ rows: ProductRow[]; total: number }> {
  const query = listingBase(db, chain, scope, criteria).where(filterCondition(filter) as never);
  if (sorting.field === 'score')
    return rankedPage(
      db,
      chain,
      query,
      parentIds(db, chain, scope, criteria, filter),
      criteria,
      rank ?? new Map(),
    );
  const order = sorting.order === 'DESC' ? sql`desc` : sql`asc`;
  const name = sql`lower(coalesce(t.name, f.name, ''))`;
  const primary =
    sorting.field === 'name'
      ? sql`${name} ${order}`
      : sorting.field === 'sales'
        ? sql`p.sales ${order}`
        : sql`coalesce(p.cheapest_price_gross, p.price_gross) ${order}`;
  const rows = await query
    .orderBy(primary)
    .orderBy(sql`${name} asc`)
    .orderBy('p.id')
    .limit(criteria.limit)
    .offset((criteria.page - 1) * criteria.limit)
    .execute();
  // Listings always count exactly (Shopware's PagingListingProcessor sets TOTAL_COUNT_MODE_EXACT).
  const counted = await db
    .selectFrom(parentIds(db, chain, scope, criteria, filter).as('listed'))
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst();
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * A search's page by score (highest first, then name): the few hundred matching parents' ids and names are read
 * without paging, ordered here, and only the page's rows are loaded.
 */
async function rankedPage(
  db: Db,
  chain: LanguageChain,
  query: ReturnType<typeof listingBase>,
  parents: ReturnType<typeof parentIds>,
  criteria: Criteria,
  rank: ReadonlyMap<string, number>,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { rows: candidates } = await sql<{ id: string; sort_name: string }>`select c.id,
      lower(coalesce(t.name, f.name, '')) as sort_name from (${parents}) c
    left join product_translation t on t.product_id = c.id and t.language_id = ${chain.current}
    left join product_translation f on f.product_id = c.id and f.language_id = ${chain.fallback}`.execute(db);
  const ordered = rankOrder(candidates, rank);
  const offset = (criteria.page - 1) * criteria.limit;
  const pageIds = ordered.slice(offset, offset + criteria.limit);
  if (pageIds.length === 0) return { rows: [], total: ordered.length };
  const rows = await query.where('p.id', 'in', pageIds).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total: ordered.length };
}

/** The listed parents as product rows (the asked aggregations run over it): filters, not post-filters. */
export function listingAggregationQuery(
  db: Db,
  chain: LanguageChain,
  scope: ListingScope,
  criteria: Criteria,
  filter: ListingFilter | null,
) {
  const base = listingBase(db, chain, scope, criteria);
  return filter ? base.where(filterCondition(filter) as never) : base;
}

/** The ids of the listed parents (for aggregations over the whole category or the filtered listing). */
function parentIds(
  db: Db,
  chain: LanguageChain,
  scope: ListingScope,
  criteria: Criteria,
  filter: ListingFilter | null,
) {
  const base =
    criteria.filters.length === 0
      ? leanParentIds(db, scope, criteria)
      : listingBase(db, chain, scope, criteria).clearSelect().select('p.id');
  return filter ? base.where(filterCondition(filter) as never) : base;
}

/** Options used by the listed products' active variants, and the parents' properties: the property filter. */
export async function listingOptionIds(
  db: Db,
  chain: LanguageChain,
  scope: ListingScope,
  criteria: Criteria,
  filter: ListingFilter | null,
): Promise<string[]> {
  const parents = parentIds(db, chain, scope, criteria, filter);
  const { rows } = await sql<{
    id: string;
  }>`select vo.option_id as id from product_variant_option vo where vo.parent_id in ${parents}
    union select pr.option_id as id from product_property pr where pr.product_id in ${parents}`.execute(db);
  return rows.map((row) => row.id);
}

export async function listingManufacturerIds(
  db: Db,
  chain: LanguageChain,
  scope: ListingScope,
  criteria: Criteria,
  filter: ListingFilter | null,
): Promise<string[]> {
  const parents = parentIds(db, chain, scope, criteria, filter);
  const { rows } = await sql<{ id: string }>`select distinct p.manufacturer_id as id from product p
    where p.id in ${parents} and p.manufacturer_id is not null order by 1`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Price stats of the listed products (Shopware: stats over `cheapestPrice`): min and avg/sum over their
 * cheapest prices, max over their dearest variant, so that a price filter can reach every variant.
 */
export async function listingPriceStats(
  db: Db,
  chain: LanguageChain,
  scope: ListingScope,
  criteria: Criteria,
  filter: ListingFilter | null,
): Promise<{ min: number | null; max: number | null; avg: number | null; sum: number | null }> {
  const parents = parentIds(db, chain, scope, criteria, filter);
  const { rows } = await sql<
    Record<string, unknown>
  >`select min(p.cheapest_price_gross) as min, max(p.max_price_gross) as max,
    avg(p.cheapest_price_gross) as avg, sum(p.cheapest_price_gross) as sum from product p where p.id in ${parents}`.execute(
    db,
  );
  const row = rows[0] ?? {};
  const num = (value: unknown) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
  return { min: num(row.min), max: num(row.max), avg: num(row.avg), sum: num(row.sum) };
}
