import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { categoryProductListing } from '../services/product-listing.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueReader } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueAnswer } from './store-answer.js';

// POST|GET /product-listing/{categoryId}: Shopware's ProductListingRoute with the listing processors (see
// services/product-listing.ts) over the category's products and its descendants'.

export function registerListingRoutes(app: FastifyInstance): void {
  const listing = async (request: FastifyRequest<{ Params: { categoryId: string } }>) => {
    const { result, criteria } = await categoryProductListing(
      app,
      catalogueReader(app, request),
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
