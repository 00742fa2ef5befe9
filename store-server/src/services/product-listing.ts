import { sql } from 'kysely';
import { runAggregations } from '../db/aggregation-sql.js';
import { loadGroups, loadManufacturers, loadOptions } from '../db/repositories/catalogue-loaders.js';
import { findCategory } from '../db/repositories/category-repository.js';
import {
  listingAggregationQuery,
  listingManufacturerIds,
  listingOptionIds,
  listingPriceStats,
  searchListing,
  type ListingFilter,
  type ListingScope,
} from '../db/repositories/listing-repository.js';
import { productDefinition, productFields } from '../db/repositories/product-fields.js';
import type { ProductRow } from '../db/repositories/product-repository.js';
import {
  groupSelectedOptions,
  LISTING_DEFAULT_LIMIT,
  LISTING_DEFAULT_SORTING,
  LISTING_SORTINGS,
  parseListingParams,
  type ListingParams,
  type ListingSorting,
  type ListingSortings,
} from '../domain/catalogue/listing.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import type { Aggregation, Criteria } from '../domain/criteria/types.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { isInTree } from '../domain/navigation/category-tree.js';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import {
  catalogueRead,
  entityLoader,
  optionsJson,
  productsJson,
  type CatalogueRead,
  type CatalogueReadContext,
  type CatalogueReader,
} from './catalogue.js';
import type { Shop } from './shop.js';
import { serializeGroup, serializeManufacturer, type Json } from '../serializers/catalogue-entities.js';

// A ProductListingResult as Shopware's ProductListingLoader and listing processors build it, for the category
// listing (/product-listing), the search (/search) and the suggestions (/search-suggest): paging by `p`, sorting
// by `order`, the listing filters (properties, manufacturer, price, rating, shipping-free) as post-filters, their
// aggregations (unless `no-aggregations`), the criteria's own aggregations, and `currentFilters`.

/** The property filter's aggregation: filterable groups (by position) with the options that occur. */
async function propertiesAggregation(ctx: CatalogueReadContext, optionIds: string[]): Promise<Json> {
  const options = await optionsJson(ctx, optionIds);
  const groups = await loadGroups(ctx.db, ctx.chain, [
    ...new Set([...options.values()].map((o) => String(o.groupId))),
  ]);
  const entities = [...groups.values()]
    .filter((group) => group.filterable === 1)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((group) =>
      serializeGroup(
        group,
        // Inside a group the options come without their group again (Shopware removes the back-reference).
        [...options.values()]
          .filter((o) => o.groupId === group.id)
          .map((o) => ({ ...o, group: serializeGroup(group, null) })),
      ),
    );
  return { name: 'properties', entities, apiAlias: 'properties_aggregation' };
}

/**
 * Shopware's RatingListingFilterHandler and ShippingFreeListingFilterHandler aggregations: the highest average
 * rating of the listed products that have one, and whether any ships free (max of the flag among those that do).
 */
const FLAG_AGGREGATIONS: Aggregation[] = [
  {
    name: 'rating',
    type: 'filter',
    filters: [{ type: 'range', field: 'ratingAverage', parameters: { gte: 0 } }],
    aggregation: { name: 'rating', type: 'max', field: 'ratingAverage' },
  },
  {
    name: 'shipping-free',
    type: 'filter',
    filters: [{ type: 'equals', field: 'shippingFree', value: true }],
    aggregation: { name: 'shipping-free', type: 'max', field: 'shippingFree' },
  },
];

async function listingAggregations(
  ctx: CatalogueReadContext,
  scope: ListingScope,
  criteria: Criteria,
  filter: ListingFilter | null,
): Promise<Record<string, unknown>> {
  const [optionIds, manufacturerIds, price] = await Promise.all([
    listingOptionIds(ctx.db, ctx.chain, scope, criteria, filter),
    listingManufacturerIds(ctx.db, ctx.chain, scope, criteria, filter),
    listingPriceStats(ctx.db, ctx.chain, scope, criteria, filter),
  ]);
  const [properties, manufacturers, flags] = await Promise.all([
    propertiesAggregation(ctx, optionIds),
    loadManufacturers(ctx.db, ctx.chain, manufacturerIds),
    runAggregations(
      ctx.db,
      listingAggregationQuery(ctx.db, ctx.chain, scope, criteria, filter),
      FLAG_AGGREGATIONS,
      productFields,
      sql.ref('p.id'),
      entityLoader(ctx),
    ),
  ]);
  return {
    manufacturer: {
      name: 'manufacturer',
      entities: manufacturerIds.flatMap((id) => {
        const row = manufacturers.get(id);
        return row ? [serializeManufacturer(row, null)] : [];
      }),
      apiAlias: 'manufacturer_aggregation',
    },
    price: { name: 'price', ...price, apiAlias: 'price_aggregation' },
    ...flags,
    properties,
  };
}

export interface ListingRequest {
  scope: ListingScope;
  /** currentFilters.navigationId: the category, or the sales channel's navigation root for a search. */
  navigationId: string;
  sortings: readonly ListingSorting[];
  /** The search's scores by listed product (the `score` sorting). */
  rank?: ReadonlyMap<string, number>;
  /** false for the suggestions: no listing filter aggregations (the criteria's own ones still run). */
  filterAggregations: boolean;
  /** More of currentFilters (`search` for a search). */
  currentFilters?: Record<string, unknown>;
  /** Replaces a page's rows (a search shows the variant that matched for its parent). */
  representatives?: (rows: ProductRow[]) => Promise<ProductRow[]>;
}

export interface ParsedListing {
  params: ListingParams;
  criteria: Criteria;
}

/** The listing's parameters and criteria (400 for bad ones, before anything is looked up). */
export function parseListingRequest(
  raw: Record<string, unknown>,
  sortings: ListingSortings,
  defaultLimit: number,
): ParsedListing {
  const params = parseListingParams(raw, { ...sortings, defaultLimit });
  const criteria = parseCriteria(
    { ...raw, page: params.page, limit: params.limit, 'total-count-mode': 'exact' },
    productDefinition,
    { defaultLimit },
  );
  return { params, criteria };
}

export async function productListingResult(
  ctx: CatalogueRead,
  { params, criteria }: ParsedListing,
  request: ListingRequest,
): Promise<Record<string, unknown>> {
  const { scope } = request;
  const options = await loadOptions(ctx.db, ctx.chain, params.properties);
  const selected = params.properties.filter((id) => options.has(id));
  const filter: ListingFilter = {
    propertyGroups: groupSelectedOptions(
      selected,
      new Map([...options.values()].map((o) => [o.id, o.group_id])),
    ),
    manufacturers: params.manufacturers,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    minRating: params.minRating,
    shippingFree: params.shippingFree,
  };
  const page = params.onlyAggregations
    ? { rows: [], total: 0 }
    : await searchListing(ctx.db, ctx.chain, scope, criteria, filter, params.sorting, request.rank);
  const rows = request.representatives ? await request.representatives(page.rows) : page.rows;
  const elements = await productsJson(ctx, rows, criteria);
  // Listing filters are post-filters in Shopware: the aggregations describe the whole scope unless
  // `reduce-aggregations` asks for the filtered set. The criteria's own aggregations see the filters only.
  let aggregations: Record<string, unknown> = {};
  if (params.withAggregations) {
    if (request.filterAggregations)
      aggregations = await listingAggregations(
        ctx,
        scope,
        criteria,
        params.reduceAggregations ? filter : null,
      );
    if (criteria.aggregations.length > 0)
      Object.assign(
        aggregations,
        await runAggregations(
          ctx.db,
          listingAggregationQuery(ctx.db, ctx.chain, scope, criteria, null),
          criteria.aggregations,
          productFields,
          sql.ref('p.id'),
          entityLoader(ctx),
        ),
      );
  }
  const german = ctx.store.languageId === GERMAN_LANGUAGE_ID;
  const result = {
    elements,
    aggregations: Object.keys(aggregations).length > 0 ? aggregations : [],
    page: criteria.page,
    limit: criteria.limit,
    entity: 'product',
    total: page.total,
    states: [],
    sorting: params.sorting.key,
    currentFilters: {
      navigationId: request.navigationId,
      manufacturer: params.manufacturers,
      price: { min: params.minPrice ?? 0, max: params.maxPrice ?? 0 },
      rating: params.minRating,
      'shipping-free': params.shippingFree,
      properties: selected,
      ...request.currentFilters,
    },
    availableSortings: request.sortings.map((sorting) => {
      const label = german ? sorting.label.de : sorting.label.en;
      return {
        key: sorting.key,
        priority: sorting.priority,
        label,
        translated: { label },
        apiAlias: 'product_sorting',
      };
    }),
    streamId: null,
    apiAlias: 'product_listing',
  };
  return result;
}

/**
 * POST|GET /product-listing/{categoryId}: the product_listing of a category for a request's listing parameters
 * and criteria (Shopware's ProductListingRoute over the category's products and its descendants'; the answer
 * before SEO URLs and includes; also the `product-listing` CMS slot's `data.listing`, built from the same request
 * as in Shopware).
 */
export async function categoryProductListing(
  shop: Shop,
  reader: CatalogueReader,
  categoryId: string,
  raw: Record<string, unknown>,
): Promise<{ result: Record<string, unknown>; criteria: Criteria }> {
  const ctx = catalogueRead(shop, reader);
  const parsed = parseListingRequest(
    raw,
    { sortings: LISTING_SORTINGS, defaultSorting: LISTING_DEFAULT_SORTING },
    LISTING_DEFAULT_LIMIT,
  );
  const category = isHexId(categoryId) ? await findCategory(ctx.db, ctx.chain, categoryId) : undefined;
  if (
    !category ||
    category.active !== 1 ||
    !isInTree(category, ctx.store.salesChannel.navigation_category_id)
  )
    throw storeApiErrors.listingCategoryNotFound(categoryId);
  const result = await productListingResult(ctx, parsed, {
    scope: { categoryId: category.id },
    navigationId: category.id,
    sortings: LISTING_SORTINGS,
    filterAggregations: true,
  });
  return { result, criteria: parsed.criteria };
}
