import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productSearchListing } from '../services/search.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueReader } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueAnswer } from './store-answer.js';

// POST|GET /search and /search-suggest: Shopware's ProductSearchRoute and ProductSuggestRoute. `search` is
// required (400 FRAMEWORK__MISSING_REQUEST_PARAMETER, as Shopware's ProductSearchBuilder); the answer is a
// ProductListingResult over the products the term finds (services/search.ts), sorted by `score` unless `order`
// says otherwise. The suggestions are the same listing, 10 products by default and without the listing filters'
// aggregations (their criteria's own aggregations still run). Both are cached like the listing: the key holds
// the whole criteria with the term, and a catalogue change (new revision) retires the entries.

export function registerSearchRoutes(app: FastifyInstance): void {
  const search = async (request: FastifyRequest, suggest: boolean) => {
    const { result, criteria } = await productSearchListing(
      app,
      catalogueReader(app, request),
      rawCriteria(request),
      suggest,
    );
    return catalogueAnswer(app, request, result, criteria);
  };
  const cached = (suggest: boolean) => (request: FastifyRequest, reply: FastifyReply) =>
    cachedCatalogueRead(app, request, reply, () => search(request, suggest));
  app.get('/search', cached(false));
  app.post('/search', cached(false));
  app.get('/search-suggest', cached(true));
  app.post('/search-suggest', cached(true));
}
