import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseSeoUrlCriteria, searchSeoUrlPage } from '../services/seo.js';
import { criteriaRoute } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// GET|POST /seo-url (Shopware's SeoUrlRoute), from services/seo.ts.

export function registerSeoRoutes(app: FastifyInstance): void {
  const seoUrls = criteriaRoute(parseSeoUrlCriteria, (request: FastifyRequest, criteria) =>
    searchSeoUrlPage(app, storeContextOf(request), criteria),
  );
  app.get('/seo-url', seoUrls);
  app.post('/seo-url', seoUrls);
}
