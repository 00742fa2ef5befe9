import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loopbackAliasOrigins } from '../domain/network/loopback.js';
import { memoizeText } from '../domain/text-memo.js';
import { storeApiErrors } from '../domain/errors.js';
import type { CatalogueReadContext, CatalogueReader } from '../services/catalogue.js';
import type { StoreContext } from '../services/context.js';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

interface OwnOrigins {
  configured: string;
  scheme: string;
  /** The shop's own origins by host (`localhost:8080` → `http://localhost:8080`). */
  byHost: Map<string, string>;
}

const ownOriginsCache = new Map<string, OwnOrigins>();
function ownOrigins(publicUrl: string): OwnOrigins {
  let own = ownOriginsCache.get(publicUrl);
  if (!own) {
    const url = new URL(publicUrl);
    own = {
      configured: url.origin,
      scheme: url.protocol,
      byHost: new Map(loopbackAliasOrigins(publicUrl).map((origin) => [new URL(origin).host, origin])),
    };
    ownOriginsCache.set(publicUrl, own);
  }
  return own;
}

/**
 * A Host value as a URL host (lower case, default port dropped), or null when it is no host at all. Keyed by
 * scheme and host (`http: localhost:8080`): a client sends the same Host with every request.
 */
const normalHostOf = memoizeText<string | null>(
  (schemeAndHost) => {
    const [scheme = '', host = ''] = schemeAndHost.split(' ');
    if (!HOST.test(host)) return null;
    try {
      return new URL(`${scheme}//${host}`).host;
    } catch {
      return null;
    }
  },
  { maxEntries: 256, maxChars: 300 },
);
const normalHost = (scheme: string, host: string): string | null =>
  host.includes(' ') ? null : normalHostOf(`${scheme} ${host}`);

/**
 * Whether Fastify's host and protocol came from X-Forwarded-Host/-Proto of a proxy that TRUST_PROXY trusts
 * (Fastify reads them only from a trusted sender; it trusted the sender when `ips` goes beyond the socket).
 */
function forwardedByTrustedProxy(request: FastifyRequest): boolean {
  return request.headers['x-forwarded-host'] !== undefined && (request.ips?.length ?? 0) > 1;
}

/**
 * The origin absolute URLs in answers are built on (media, documents, the sandbox SDK): PUBLIC_URL, or the
 * origin under which the request reached the shop when that is one of the shop's own (a loopback PUBLIC_URL
 * under another loopback name on the same port, so that a page opened at http://127.0.0.1:8080 keeps its
 * pictures same-origin) or the host a trusted proxy forwarded (TRUST_PROXY). Never an untrusted Host header:
 * `Host: evil.example` must not put evil.example into answers (nor into cached ones).
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string): string {
  const { configured, scheme, byHost } = ownOrigins(publicUrl);
  const host = normalHost(scheme, request.host);
  if (host === null) return configured;
  const own = byHost.get(host);
  if (own) return own;
  const protocol = request.protocol;
  if (forwardedByTrustedProxy(request) && (protocol === 'http' || protocol === 'https'))
    return `${protocol}://${host}`;
  return configured;
}

/** Who reads the catalogue in a request: its store context and the origin of its absolute URLs. */
export function catalogueReader(app: FastifyInstance, request: FastifyRequest): CatalogueReader {
  const store = request.storeContext;
  if (!store) throw storeApiErrors.internal();
  return { store, origin: requestOrigin(request, app.serverOptions.publicUrl) };
}

export function catalogueContext(
  app: FastifyInstance,
  request: FastifyRequest,
): CatalogueReadContext & { store: StoreContext } {
  const { store, origin } = catalogueReader(app, request);
  return { db: app.db, chain: store.chain, origin, store };
}
