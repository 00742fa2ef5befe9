import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LISTING_DEFAULT_LIMIT,
  SEARCH_DEFAULT_SORTING,
  SEARCH_SORTINGS,
} from '../domain/catalogue/listing.js';
import { requireSearchTerm, searchProducts, withRepresentatives } from '../services/search.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueContext } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { parseListingRequest, productListingResult } from './product-listing-result.js';
import { catalogueAnswer } from './store-answer.js';

// POST|GET /search and /search-suggest: Shopware's ProductSearchRoute and ProductSuggestRoute. `search` is
// required (400 FRAMEWORK__MISSING_REQUEST_PARAMETER, as Shopware's ProductSearchBuilder); the answer is a
// ProductListingResult over the products the term finds (services/search.ts), sorted by `score` unless `order`
// says otherwise. The suggestions are the same listing, 10 products by default and without the listing filters'
// aggregations (their criteria's own aggregations still run). Both are cached like the listing: the key holds
// the whole criteria with the term, and a catalogue change (new revision) retires the entries.

/** The suggestions' default page size (Shopware's search-suggest shows ten products). */
export const SUGGEST_DEFAULT_LIMIT = 10;

export function registerSearchRoutes(app: FastifyInstance): void {
  const search = async (request: FastifyRequest, suggest: boolean) => {
    const ctx = catalogueContext(app, request);
    const raw = rawCriteria(request);
    const term = requireSearchTerm(raw.search);
    const parsed = parseListingRequest(
      raw,
      { sortings: SEARCH_SORTINGS, defaultSorting: SEARCH_DEFAULT_SORTING },
      suggest ? SUGGEST_DEFAULT_LIMIT : LISTING_DEFAULT_LIMIT,
    );
    const found = await searchProducts(app.db, ctx.chain.current, term);
    const result = await productListingResult(app, ctx, parsed, {
      scope: { productIds: found.matches.map((match) => match.groupId) },
      navigationId: ctx.store.salesChannel.navigation_category_id,
      sortings: SEARCH_SORTINGS,
      rank: found.rank,
      filterAggregations: !suggest,
      currentFilters: { search: term.original },
      representatives: (rows) => withRepresentatives(app.db, ctx.chain, found, rows),
    });
    return catalogueAnswer(app, request, result, parsed.criteria);
  };
  const cached = (suggest: boolean) => (request: FastifyRequest, reply: FastifyReply) =>
    cachedCatalogueRead(app, request, reply, () => search(request, suggest));
  app.get('/search', cached(false));
  app.post('/search', cached(false));
  app.get('/search-suggest', cached(true));
  app.post('/search-suggest', cached(true));
}
