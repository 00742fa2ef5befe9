import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountErrors } from '../domain/account/account-errors.js';
import { HashingBusyError } from '../domain/account/hashing-queue.js';
import { StoreApiError, storeApiErrors } from '../domain/errors.js';

// Every failure leaves as the Store API error envelope (JSON), never as an HTML page or a stack trace.

const METHODS_FOR_405 = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

export function toStoreApiError(error: unknown): StoreApiError | undefined {
  if (error instanceof StoreApiError) return error;
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

/** Route patterns by method, collected as routes are added, to tell 405 from 404. */
export function trackRoutes(app: FastifyInstance): Array<{ pattern: RegExp; method: string }> {
  const routes: Array<{ pattern: RegExp; method: string }> = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    for (const method of methods) {
      if (METHODS_FOR_405.has(method)) routes.push({ pattern: new RegExp(`^${source}$`), method });
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

export function installErrorHandling(app: FastifyInstance): void {
  const routes = trackRoutes(app);

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = toStoreApiError(error);
    if (!known) request.log.error({ err: error }, 'unhandled error');
    const storeError = known ?? storeApiErrors.internal();
    return reply
      .code(storeError.status)
      .type('application/json; charset=utf-8')
      .send(storeError.toEnvelope());
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = [
      ...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method)),
    ];
    // A route that exists for this method but found nothing (e.g. a missing asset) is a plain 404.
    const methodNotAllowed = allowed.length > 0 && !allowed.includes(request.method);
    const storeError = methodNotAllowed
      ? storeApiErrors.methodNotAllowed(request.method, path, allowed)
      : storeApiErrors.routeNotFound(request.method, path);
    if (methodNotAllowed) reply.header('Allow', allowed.join(', '));
    return reply
      .code(storeError.status)
      .type('application/json; charset=utf-8')
      .send(storeError.toEnvelope());
  });
}
