import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findCategory } from '../db/repositories/category-repository.js';
import {
  LISTING_DEFAULT_LIMIT,
  LISTING_DEFAULT_SORTING,
  LISTING_SORTINGS,
} from '../domain/catalogue/listing.js';
import type { Criteria } from '../domain/criteria/types.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { isInTree } from '../domain/navigation/category-tree.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueContext } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { parseListingRequest, productListingResult } from './product-listing-result.js';
import { catalogueAnswer } from './store-answer.js';

// POST|GET /product-listing/{categoryId}: Shopware's ProductListingRoute with the listing processors (see
// product-listing-result.ts) over the category's products and its descendants'.

/**
 * The product_listing of a category for a request's listing parameters and criteria (the route's answer before
 * SEO URLs and includes; also the `product-listing` CMS slot's `data.listing`, built from the same request as in
 * Shopware).
 */
export async function productListing(
  app: FastifyInstance,
  request: FastifyRequest,
  categoryId: string,
  raw: Record<string, unknown>,
): Promise<{ result: Record<string, unknown>; criteria: Criteria }> {
  const ctx = catalogueContext(app, request);
  const parsed = parseListingRequest(
    raw,
    { sortings: LISTING_SORTINGS, defaultSorting: LISTING_DEFAULT_SORTING },
    LISTING_DEFAULT_LIMIT,
  );
  const category = isHexId(categoryId) ? await findCategory(app.db, ctx.chain, categoryId) : undefined;
  if (
    !category ||
    category.active !== 1 ||
    !isInTree(category, ctx.store.salesChannel.navigation_category_id)
  )
    throw storeApiErrors.listingCategoryNotFound(categoryId);
  const result = await productListingResult(app, ctx, parsed, {
    scope: { categoryId: category.id },
    navigationId: category.id,
    sortings: LISTING_SORTINGS,
    filterAggregations: true,
  });
  return { result, criteria: parsed.criteria };
}

export function registerListingRoutes(app: FastifyInstance): void {
  const listing = async (request: FastifyRequest<{ Params: { categoryId: string } }>) => {
    const { result, criteria } = await productListing(
      app,
      request,
      request.params.categoryId,
      rawCriteria(request),
    );
    return catalogueAnswer(app, request, result, criteria);
  };
  const cachedListing = (request: FastifyRequest<{ Params: { categoryId: string } }>, reply: FastifyReply) =>
    cachedCatalogueRead(app, request, reply, () => listing(request));
  app.get('/product-listing/:categoryId', cachedListing);
  app.post('/product-listing/:categoryId', cachedListing);
}
