import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';
import { requestOrigin } from './catalogue-context.js';
import {
  brotliBody,
  gzipBody,
  keptAnswerEncoding,
  markEncoded,
  varyOnAcceptEncoding,
} from './compression.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueReadKey } from './response-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** One catalogue answer as the cache keeps it: the JSON text, and the same gzipped and in Brotli (compressed once). */
export interface CachedAnswer {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  readonly byteLength: number;
}

/**
 * The bytes of a buffer in memory of their own. Node cuts small buffers (under 4 KB: most gzipped answers) out of
 * shared 8 KB slabs; a kept slice keeps its whole slab alive, which the cache's byte bound would not see.
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.buffer.byteLength === buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
}

export async function encodeAnswer(value: unknown): Promise<CachedAnswer> {
  const identity = ownBytes(Buffer.from(JSON.stringify(value)));
  const [gzip, br] = await Promise.all([
    gzipBody(identity).then(ownBytes),
    brotliBody(identity).then(ownBytes),
  ]);
  return { identity, gzip, br, byteLength: identity.byteLength + gzip.byteLength + br.byteLength };
}

/**
 * Answers a catalogue read from the response cache, or computes, serialises and keeps it. The revision is read
 * before anything else (with the request's sales channel), so an entry never holds data older than its revision; errors are not cached. The key
 * holds everything else the answer depends on: sales channel, language, origin (media URLs), route, path
 * parameters and the criteria (body and query, keys sorted). A client that accepts Brotli or gzip gets the
 * compressed copy kept with the entry (Brotli first: keptAnswerEncoding).
 */
export async function cachedCatalogueRead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<unknown> {
  const cache = app.responseCache;
  if (cache === null) return compute();
  const store = request.storeContext;
  if (!store) throw storeApiErrors.internal();
  // Read with the sales channel as the request began (services/context.ts), before anything was computed.
  const revision = store.catalogueRevision;
  const key = catalogueReadKey({
    salesChannelId: store.salesChannel.id,
    languageId: store.languageId,
    origin: requestOrigin(request, app.serverOptions.publicUrl),
    route: request.routeOptions.url ?? request.url,
    params: request.params,
    criteria: rawCriteria(request),
    seoUrls: request.headers['sw-include-seo-urls'] !== undefined,
  });
  // Criteria nested too deep to be keyed: the route's parser refuses them.
  if (key === null) return compute();
  const answer = await cache.getOrCompute(revision, key, async () => encodeAnswer(await compute()));
  reply.type(JSON_TYPE);
  const encoding = request.method === 'HEAD' ? null : keptAnswerEncoding(request.headers['accept-encoding']);
  if (encoding !== null) {
    markEncoded(reply, encoding);
    return answer[encoding];
  }
  varyOnAcceptEncoding(reply);
  return answer.identity;
}
