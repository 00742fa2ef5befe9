import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHexId } from '../domain/ids.js';
import {
  breadcrumbTrail,
  categoryPage,
  parseCategoryListCriteria,
  searchCategoryList,
} from '../services/navigation.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueReader } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueAnswer, catalogueSearchRoute } from './store-answer.js';

// GET|POST /category/{navigationId} (Shopware's CategoryRoute), GET|POST /category (CategoryListRoute) and
// GET /breadcrumb/{id} (the experimental BreadcrumbRoute), from services/navigation.ts.

export function registerCategoryRoutes(app: FastifyInstance): void {
  // Shopware parses no criteria here: the body only feeds the listing slot (p, order, limit, filters) and `slots`.
  const category = async (request: FastifyRequest<{ Params: { navigationId: string } }>) => {
    const reader = catalogueReader(app, request);
    const result = await categoryPage(app, reader, request.params.navigationId, rawCriteria(request));
    return catalogueAnswer(app, request, result, { includes: null, excludes: null });
  };
  const cachedCategory = (
    request: FastifyRequest<{ Params: { navigationId: string } }>,
    reply: FastifyReply,
  ) => cachedCatalogueRead(app, request, reply, () => category(request));
  app.get('/category/:navigationId', cachedCategory);
  app.post('/category/:navigationId', cachedCategory);

  const list = catalogueSearchRoute(app, parseCategoryListCriteria, (reader, criteria) =>
    searchCategoryList(app, reader, criteria),
  );
  app.get('/category', list);
  app.post('/category', list);

  app.get(
    '/breadcrumb/:id',
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const reader = catalogueReader(app, request);
      const raw = rawCriteria(request);
      const trail = await breadcrumbTrail(app, reader, request.params.id, {
        type: raw.type === 'category' ? 'category' : 'product',
        referrerCategoryId: isHexId(raw.referrerCategoryId) ? raw.referrerCategoryId : null,
      });
      // Shopware: BREADCRUMB_CATEGORY_NOT_FOUND with HTTP 204 for a product without a category.
      if (trail === null) return reply.code(204).send();
      return trail;
    },
  );
}
