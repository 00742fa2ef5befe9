import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findCategory } from '../db/repositories/category-repository.js';
import { loadGroups, loadManufacturers, loadOptions } from '../db/repositories/catalogue-loaders.js';
import {
  listingManufacturerIds,
  listingOptionIds,
  listingPriceStats,
  searchListing,
  type ListingFilter,
} from '../db/repositories/listing-repository.js';
import { productDefinition } from '../db/repositories/product-fields.js';
import {
  groupSelectedOptions,
  LISTING_DEFAULT_LIMIT,
  LISTING_SORTINGS,
  parseListingParams,
} from '../domain/catalogue/listing.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import type { Criteria } from '../domain/criteria/types.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { isInTree } from '../domain/navigation/category-tree.js';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueContext } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { optionsJson, productsJson, type CatalogueReadContext } from '../services/catalogue.js';
import { serializeGroup, serializeManufacturer, type Json } from '../serializers/catalogue-entities.js';

// POST|GET /product-listing/{categoryId}: Shopware's ProductListingRoute with the listing processors (paging
// by `p`, sorting by `order`, property/manufacturer/price filters, their aggregations) in one response.

interface Aggregations {
  properties: ListingFilter | null;
}

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

async function aggregations(
  ctx: CatalogueReadContext,
  categoryId: string,
  criteria: Criteria,
  scope: Aggregations,
): Promise<Record<string, unknown>> {
  const [optionIds, manufacturerIds, price] = await Promise.all([
    listingOptionIds(ctx.db, ctx.chain, categoryId, criteria, scope.properties),
    listingManufacturerIds(ctx.db, ctx.chain, categoryId, criteria, scope.properties),
    listingPriceStats(ctx.db, ctx.chain, categoryId, criteria, scope.properties),
  ]);
  const [properties, manufacturers] = await Promise.all([
    propertiesAggregation(ctx, optionIds),
    loadManufacturers(ctx.db, ctx.chain, manufacturerIds),
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
    properties,
  };
}

export function registerListingRoutes(app: FastifyInstance): void {
  const listing = async (request: FastifyRequest<{ Params: { categoryId: string } }>) => {
    const ctx = catalogueContext(app, request);
    const { categoryId } = request.params;
    const raw = rawCriteria(request);
    const params = parseListingParams(raw);
    const criteria = parseCriteria(
      { ...raw, page: params.page, limit: params.limit, 'total-count-mode': 'exact' },
      productDefinition,
      { defaultLimit: LISTING_DEFAULT_LIMIT },
    );
    const category = isHexId(categoryId) ? await findCategory(app.db, ctx.chain, categoryId) : undefined;
    if (
      !category ||
      category.active !== 1 ||
      !isInTree(category, ctx.store.salesChannel.navigation_category_id)
    )
      throw storeApiErrors.listingCategoryNotFound(categoryId);

    const options = await loadOptions(app.db, ctx.chain, params.properties);
    const selected = params.properties.filter((id) => options.has(id));
    const filter: ListingFilter = {
      propertyGroups: groupSelectedOptions(
        selected,
        new Map([...options.values()].map((o) => [o.id, o.group_id])),
      ),
      manufacturers: params.manufacturers,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
    };
    const page = params.onlyAggregations
      ? { rows: [], total: 0 }
      : await searchListing(app.db, ctx.chain, category.id, criteria, filter, params.sorting);
    const elements = await productsJson(ctx, page.rows, criteria);
    // Listing filters are post-filters in Shopware: the aggregations describe the whole category unless
    // `reduce-aggregations` asks for the filtered set.
    const aggregationResult = params.withAggregations
      ? await aggregations(ctx, category.id, criteria, {
          properties: params.reduceAggregations ? filter : null,
        })
      : [];
    const german = ctx.store.languageId === GERMAN_LANGUAGE_ID;
    const result = {
      elements,
      aggregations: aggregationResult,
      page: criteria.page,
      limit: criteria.limit,
      entity: 'product',
      total: page.total,
      states: [],
      sorting: params.sorting.key,
      currentFilters: {
        navigationId: category.id,
        manufacturer: params.manufacturers,
        price: { min: params.minPrice ?? 0, max: params.maxPrice ?? 0 },
        rating: null,
        'shipping-free': false,
        properties: selected,
      },
      availableSortings: LISTING_SORTINGS.map((sorting) => {
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
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  const cachedListing = (request: FastifyRequest<{ Params: { categoryId: string } }>, reply: FastifyReply) =>
    cachedCatalogueRead(app, request, reply, () => listing(request));
  app.get('/product-listing/:categoryId', cachedListing);
  app.post('/product-listing/:categoryId', cachedListing);
}
