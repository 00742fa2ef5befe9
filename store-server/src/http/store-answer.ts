import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import { storeApiErrors } from '../domain/errors.js';
import type { Criteria } from '../domain/criteria/types.js';
import type { CatalogueReader } from '../services/catalogue.js';
import { includesSeoUrls, resolveSeoUrls } from '../services/seo-url-resolver.js';
import { catalogueReader } from './catalogue-context.js';
import { rawCriteria, type CriteriaParser } from './criteria-input.js';

/**
 * The last step of a catalogue answer, in Shopware's order: the SEO URLs (StoreApiSeoResolver, before encoding),
 * then the request's includes/excludes (StructEncoder).
 */
export async function catalogueAnswer<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  result: T,
  criteria: { includes: Record<string, string[]> | null; excludes: Record<string, string[]> | null },
): Promise<unknown> {
  const store = request.storeContext;
  if (!store) throw storeApiErrors.internal();
  const resolved = await resolveSeoUrls(
    app.db,
    {
      salesChannelId: store.salesChannel.id,
      languageId: store.languageId,
      includeAll: includesSeoUrls(request.headers),
    },
    result,
  );
  return applyIncludes(resolved, criteria.includes, criteria.excludes);
}

/**
 * A GET|POST catalogue search: the reader and the request's criteria (400 before anything is looked up), one use
 * case, then the catalogue answer (SEO URLs, includes).
 */
export function catalogueSearchRoute(
  app: FastifyInstance,
  parse: CriteriaParser,
  search: (reader: CatalogueReader, criteria: Criteria) => Promise<unknown>,
): (request: FastifyRequest) => Promise<unknown> {
  return async (request) => {
    const reader = catalogueReader(app, request);
    const criteria = parse(rawCriteria(request));
    return catalogueAnswer(app, request, await search(reader, criteria), criteria);
  };
}
