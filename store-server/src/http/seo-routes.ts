import type { FastifyInstance, FastifyRequest } from 'fastify';
import { searchSeoUrls, seoUrlDefinition } from '../db/repositories/seo-url-repository.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { serializeSeoUrl } from '../serializers/seo-url.js';
import { catalogueContext } from './catalogue-context.js';
import { requestCriteria } from './criteria-input.js';
import { entitySearchResult } from '../serializers/search-result.js';

// GET|POST /seo-url (Shopware's SeoUrlRoute): a criteria search over the sales channel's canonical SEO URLs in
// the context language. The demo store resolves a path with `filter: [{type: equals, field: seoPathInfo}]`.

export function registerSeoRoutes(app: FastifyInstance): void {
  const seoUrls = async (request: FastifyRequest) => {
    const ctx = catalogueContext(app, request);
    const criteria = requestCriteria(request, seoUrlDefinition);
    const page = await searchSeoUrls(app.db, ctx.store.salesChannel.id, ctx.store.languageId, criteria);
    const elements = page.rows.map((row) => serializeSeoUrl(row));
    return applyIncludes(
      entitySearchResult('seo_url', criteria, elements, page.total),
      criteria.includes,
      criteria.excludes,
    );
  };
  app.get('/seo-url', seoUrls);
  app.post('/seo-url', seoUrls);
}
