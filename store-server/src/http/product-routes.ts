import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseProductCriteria } from '../services/catalogue.js';
import {
  findProductVariant,
  productDetail,
  searchProductPage,
  withDetailAssociations,
} from '../services/products.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueReader } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueAnswer, catalogueSearchRoute } from './store-answer.js';

// POST|GET /product, /product/{productId} and /product/{productId}/find-variant (services/products.ts).

export function registerProductRoutes(app: FastifyInstance): void {
  const search = catalogueSearchRoute(app, parseProductCriteria, (reader, criteria) =>
    searchProductPage(app, reader, criteria),
  );
  app.get('/product', search);
  app.post('/product', search);

  const detail = async (request: FastifyRequest<{ Params: { productId: string } }>) => {
    const reader = catalogueReader(app, request);
    const raw = rawCriteria(request);
    const criteria = withDetailAssociations(parseProductCriteria(raw));
    const skipConfigurator =
      raw.skipConfigurator === true || raw.skipConfigurator === 'true' || raw.skipConfigurator === '1';
    const result = await productDetail(app, reader, request.params.productId, criteria, { skipConfigurator });
    return catalogueAnswer(app, request, result, criteria);
  };
  const cachedDetail = (request: FastifyRequest<{ Params: { productId: string } }>, reply: FastifyReply) =>
    cachedCatalogueRead(app, request, reply, () => detail(request));
  app.get('/product/:productId', cachedDetail);
  app.post('/product/:productId', cachedDetail);

  const findVariantRoute = async (request: FastifyRequest<{ Params: { productId: string } }>) => {
    const found = await findProductVariant(
      app,
      catalogueReader(app, request),
      request.params.productId,
      rawCriteria(request),
    );
    // Shopware serialises its FoundCombination struct itself; the 6.7 schema wraps it in `foundCombination`.
    // Both shapes are sent, so that clients of either read the same answer.
    const combination = { variantId: found.variantId, options: found.optionIds };
    return { ...combination, foundCombination: combination, apiAlias: 'found_combination' };
  };
  app.get('/product/:productId/find-variant', findVariantRoute);
  app.post('/product/:productId/find-variant', findVariantRoute);
}
