import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';
import { parseProductCriteria } from '../services/catalogue.js';
import { crossSellingElements } from '../services/cross-selling.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueReader } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueAnswer } from './store-answer.js';

// GET|POST /product/{productId}/cross-selling (services/cross-selling.ts).

export function registerCrossSellingRoutes(app: FastifyInstance): void {
  const route = async (request: FastifyRequest<{ Params: { productId: string } }>) => {
    // An empty id matches no route in Shopware (Symfony's `{productId}` needs one character at least).
    if (request.params.productId === '')
      throw storeApiErrors.routeNotFound(request.method, request.url.split('?')[0] ?? '/');
    const criteria = parseProductCriteria(rawCriteria(request));
    const elements = await crossSellingElements(
      app,
      catalogueReader(app, request),
      request.params.productId,
      criteria,
    );
    return catalogueAnswer(app, request, elements, criteria);
  };
  const cached = (
    request: FastifyRequest<{ Params: { productId: string } }>,
    reply: Parameters<typeof cachedCatalogueRead>[2],
  ) => cachedCatalogueRead(app, request, reply, () => route(request));
  app.get('/product/:productId/cross-selling', cached);
  app.post('/product/:productId/cross-selling', cached);
}
