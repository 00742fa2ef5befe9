import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { accountErrors } from '../domain/account/account-errors.js';
import { HashingBusyError } from '../domain/account/hashing-queue.js';
import { StoreApiError, storeApiErrors } from '../domain/errors.js';
import { isLoopbackClient } from './loopback-client.js';

// Every failure leaves as the Store API error envelope (JSON), never as an HTML page or a stack trace.

/** Seconds a client is asked to wait after a 503 for a database fault: the pool reconnects at once. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const METHODS_FOR_405 = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

export function toStoreApiError(error: unknown): StoreApiError | undefined {
  if (error instanceof StoreApiError) return error;
  if (isDatabaseUnavailable(error)) return storeApiErrors.databaseUnavailable();
  // Too many password hashes waiting (a login flood): Shopware's answer of a rate limiter, with the wait.
  if (error instanceof HashingBusyError) return accountErrors.rateLimitExceeded(error.waitSeconds);
  if (!isFastifyError(error)) return undefined;
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new StoreApiError({
      status: 413,
      code: '0',
      detail: 'The request body is too large.',
      withoutMeta: true,
    });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return storeApiErrors.malformedJson();
  }
  // The router's refusals would echo the whole (hostile) path: a short detail instead.
  if (error.code === 'FST_ERR_BAD_URL') {
    return new StoreApiError({ status, code: '0', detail: 'The URL is not valid.', withoutMeta: true });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new StoreApiError({
      status,
      code: '0',
      detail: 'A path parameter is too long.',
      withoutMeta: true,
    });
  }
  // Fastify's own client errors (unsupported media type, bad content length…): keep status and message.
  return new StoreApiError({ status, code: '0', detail: error.message, withoutMeta: true });
}

interface TrackedRoute {
  pattern: RegExp;
  method: string;
  /** A route only loopback clients may know of (the outbox): others get 404, never 405, for its path. */
  loopbackOnly: boolean;
}

/** Route patterns by method, collected as routes are added, to tell 405 from 404. */
export function trackRoutes(app: FastifyInstance): TrackedRoute[] {
  const routes: TrackedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    for (const method of methods) {
      if (METHODS_FOR_405.has(method))
        routes.push({
          pattern: new RegExp(`^${source}$`),
          method,
          loopbackOnly: route.config?.loopbackOnly === true,
        });
    }
  });
  return routes;
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (malformed percent-encoding, a path parameter over
 * the length limit) leave in the envelope too instead of Fastify's default JSON.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const storeError = toStoreApiError(error) ?? storeApiErrors.internal();
  void reply.code(storeError.status).type('application/json; charset=utf-8').send(storeError.toEnvelope());
}

export type ErrorHandlingOptions = {
  /**
   * Answers an unknown path that is a page (not the Store API, an asset or another route of the server), e.g.
   * with the host page and status 404; returns false to leave it to the JSON 404.
   */
  notFoundPage?: (request: FastifyRequest, reply: FastifyReply, path: string) => FastifyReply | false;
};

export function installErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  const routes = trackRoutes(app);

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = toStoreApiError(error);
    if (!known) request.log.error({ err: error }, 'unhandled error');
    const storeError = known ?? storeApiErrors.internal();
    // A throttled request says when to come back (the wait is in meta.parameters.seconds too).
    const seconds = storeError.errors[0]?.parameters?.seconds;
    if (storeError.status === 429 && typeof seconds === 'number')
      reply.header('Retry-After', String(seconds));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    return reply
      .code(storeError.status)
      .type('application/json; charset=utf-8')
      .send(storeError.toEnvelope());
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const visible = (route: TrackedRoute) => !route.loopbackOnly || isLoopbackClient(request);
    const allowed = [
      ...new Set(
        routes.filter((route) => route.pattern.test(path) && visible(route)).map((route) => route.method),
      ),
    ];
    // A route that exists for this method but found nothing (e.g. a missing asset) is a plain 404.
    const methodNotAllowed = allowed.length > 0 && !allowed.includes(request.method);
    const storeError = methodNotAllowed
      ? storeApiErrors.methodNotAllowed(request.method, path, allowed)
      : storeApiErrors.routeNotFound(request.method, path);
    if (methodNotAllowed) reply.header('Allow', allowed.join(', '));
    const page = methodNotAllowed ? false : (options.notFoundPage?.(request, reply, path) ?? false);
    if (page) return page;
    return reply
      .code(storeError.status)
      .type('application/json; charset=utf-8')
      .send(storeError.toEnvelope());
  });
}
