import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import { parseSeoUrlCriteria, searchSeoUrlPage } from '../services/seo.js';
import { rawCriteria } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// GET|POST /seo-url (Shopware's SeoUrlRoute), from services/seo.ts.

export function registerSeoRoutes(app: FastifyInstance): void {
  const seoUrls = async (request: FastifyRequest) => {
    const store = storeContextOf(request);
    const criteria = parseSeoUrlCriteria(rawCriteria(request));
    const result = await searchSeoUrlPage(app, store, criteria);
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  app.get('/seo-url', seoUrls);
  app.post('/seo-url', seoUrls);
}
