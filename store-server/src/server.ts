import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from './constants.js';
import { DEFAULT_RESPONSE_CACHE_MB, megabytes } from './memory-budget.js';
import { connectDatabase } from './db/connect.js';
import { frameworkErrors, installErrorHandling } from './http/error-handling.js';
import './http/fastify-types.js';
import {
  apiSecurityHeaders,
  securityHeaders,
  setSecurityHeaders,
  setStoreApiCorsHeaders,
} from './http/headers.js';
import { createResponseCache } from './http/response-cache.js';
import { createStoreContextReads } from './services/context.js';
import type { CachedAnswer } from './http/cached-catalogue-read.js';
import { refuseRequestsWhileClosing } from './http/closing.js';
import { compressStoreApiPayload } from './http/compression.js';
import { deskPagePlugin, deskSecurityHeaders, isDeskPath } from './http/desk-page.js';
import { hostLangOfPath, hostPagePlugin, hostPageSender, isPagePath } from './http/host-page.js';
import { hasUnstorableText, installJsonBodyParser, unstorableTextError } from './http/json-body.js';
import { mediaPlugin } from './http/media-routes.js';
import { outboxPlugin } from './http/outbox-routes.js';
import { initialContextToken, singleHeader } from './http/store-context.js';
import { storeApiPlugin } from './http/store-api-plugin.js';
import { adminApiPlugin } from './http/admin/admin-api-plugin.js';
import { BENCH_EMPTY_ROUTE_PATH, type ServerOptions } from './options.js';
import { createPasswordHasher } from './domain/account/password.js';
import { floodLimitsWith } from './domain/floods/flood-limits.js';
import { installHousekeeping } from './housekeeping/install-housekeeping.js';
import { createMailDeliveryWorker } from './mail/mail-delivery-worker.js';
import { createMailer } from './mail/mailer.js';
import { restrictDataDir } from './files/private-files.js';
import { klarnaConfig, SANDBOX_PREFIX } from './payment/klarna/config.js';
import { klarnaSimulatorPlugin } from './payment/klarna/simulator.js';

export type { ServerOptions } from './options.js';

const isStoreApi = (url: string) =>
  url === '/store-api' || url.startsWith('/store-api/') || url.startsWith('/store-api?');
/** The owner desk's Admin API (bearer tokens, no CORS, never cached). */
const isAdminApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Composes the server: database, Store API, host page and assets. Returns the Fastify instance without
 * listening and without touching the schema (see prepareDatabase / startServer). Closing it closes the database.
 */
export function buildServer(options: ServerOptions): FastifyInstance {
  // Data files are the owner's only (0700/0600): what an older version or another umask left is corrected.
  const outboxDir = join(options.dataDir, 'outbox');
  restrictDataDir(options.dataDir, outboxDir);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer (TRUST_PROXY): the client's address, host and scheme from X-Forwarded-*.
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    // Requests that arrive while the server drains are refused in the Store API envelope (http/closing.ts).
    return503OnClosing: false,
    // Shopware answers a trailing slash like the path without one.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('db', connectDatabase(options.database));
  app.decorate('serverOptions', options);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate(
    'passwordHasher',
    createPasswordHasher(options.passwordHashing, { concurrency: options.passwordHashingConcurrency }),
  );
  app.decorate('floodLimits', floodLimitsWith(options.floodLimits));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: options.smtpUrl,
      outboxDir,
      from: options.mailFrom ?? 'Plastics shop <shop@localhost>',
      now: app.now,
    }),
  );
  app.decorate(
    'mailDelivery',
    createMailDeliveryWorker({
      db: app.db,
      mailer: app.mailer,
      now: app.now,
      log: app.log,
      settings: options.mailDelivery,
    }),
  );
  app.decorate('klarna', klarnaConfig(options.klarna, options.publicUrl));
  const cacheMb = options.responseCacheMb ?? DEFAULT_RESPONSE_CACHE_MB;
  app.decorate('responseCache', cacheMb > 0 ? createResponseCache<CachedAnswer>(megabytes(cacheMb)) : null);
  app.decorate('storeContextReads', createStoreContextReads());
  app.decorateRequest('contextToken', '');
  app.decorateRequest('storeContext', null);
  app.decorateRequest('deskUser', null);
  app.decorateRequest('deskLogin', null);
  const stopHousekeeping = installHousekeeping(app);
  // The outbox is delivered once the schema is there (prepareDatabase runs before ready and listen): what a
  // crashed or stopped instance left queued goes out at once.
  app.addHook('onReady', async () => app.mailDelivery.start());
  app.addHook('onClose', async (instance) => {
    await stopHousekeeping();
    await instance.mailDelivery.stop();
    instance.mailer.close();
    await instance.db.destroy();
  });

  const sendHostPage = hostPageSender(app);
  installErrorHandling(app, {
    // Any other page path gets the host page with 404: the shop shows 'This page is not available'.
    notFoundPage: (request, reply, path) =>
      isPagePath(request.method, path) &&
      sendHostPage(reply, { rest: '', lang: hostLangOfPath(path), status: 404 }),
  });
  installJsonBodyParser(app);

  const headers = securityHeaders({ publicUrl: options.publicUrl, klarnaSdkUrl: app.klarna.sdkUrl });
  const deskHeaders = deskSecurityHeaders(options.publicUrl);
  const apiHeaders = apiSecurityHeaders(headers);

  app.addHook('onRequest', async (request) => {
    if (isStoreApi(request.url)) request.contextToken = initialContextToken(request);
  });
  refuseRequestsWhileClosing(app);
  // NUL and lone surrogates in query strings and path parameters are refused as in JSON bodies (PostgreSQL
  // cannot store NUL: it would fail as a 500 deep in a query).
  app.addHook('preValidation', async (request) => {
    const api = isStoreApi(request.url) || isAdminApi(request.url);
    if (api && (hasUnstorableText(request.query) || hasUnstorableText(request.params)))
      throw unstorableTextError();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const api = isStoreApi(request.url) || isAdminApi(request.url);
    setSecurityHeaders(reply, api ? apiHeaders : isDeskPath(request.url) ? deskHeaders : headers);
    if (isAdminApi(request.url)) {
      // Answers carry tokens and customer data: never stored by a browser or proxy.
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    if (!isStoreApi(request.url)) return payload;
    setStoreApiCorsHeaders(reply);
    // Session data: never cacheable, and the api-client ignores tokens on `Cache-Control: public`.
    reply.header('Cache-Control', 'no-store');
    reply.header('sw-context-token', request.contextToken);
    const language = singleHeader(request, 'sw-language-id');
    if (language !== undefined) reply.header('sw-language-id', language);
    return compressStoreApiPayload(request, reply, payload);
  });

  app.register(storeApiPlugin, { prefix: '/store-api' });
  app.register(adminApiPlugin, { prefix: '/api' });
  app.register(hostPagePlugin);
  app.register(deskPagePlugin);
  app.register(mediaPlugin);
  app.register(outboxPlugin);
  // The bench's baseline (BENCH_EMPTY_ROUTE, off by default): the same server and hooks, no database, no session.
  if (options.benchEmptyRoute) app.get(BENCH_EMPTY_ROUTE_PATH, async () => ({}));
  if (app.klarna.sandbox) {
    app.register(klarnaSimulatorPlugin, { prefix: SANDBOX_PREFIX, password: app.klarna.password });
  }
  return app;
}
