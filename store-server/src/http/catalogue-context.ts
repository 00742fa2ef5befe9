import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';
import type { CatalogueReadContext } from './product-json.js';
import type { StoreContext } from './store-context.js';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The origin media URLs are built on: PUBLIC_URL when the request came to that host (keeping its scheme,
 * e.g. https behind a proxy), else the request's own origin, so that pictures stay same-origin for the page.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string): string {
  const configured = new URL(publicUrl);
  const host = request.host;
  if (!host || !HOST.test(host) || host === configured.host) return configured.origin;
  return `${request.protocol}://${host}`;
}

export function catalogueContext(
  app: FastifyInstance,
  request: FastifyRequest,
): CatalogueReadContext & { store: StoreContext } {
  const store = request.storeContext;
  if (!store) throw storeApiErrors.internal();
  return {
    db: app.db,
    chain: store.chain,
    origin: requestOrigin(request, app.serverOptions.publicUrl),
    store,
  };
}
