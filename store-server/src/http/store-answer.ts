import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import { storeApiErrors } from '../domain/errors.js';
import { includesSeoUrls, resolveSeoUrls } from '../services/seo-url-resolver.js';

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
