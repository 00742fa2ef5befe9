import type { FastifyInstance } from 'fastify';
import { StoreApiError, storeApiErrors } from '../domain/errors.js';

// JSON bodies: an empty body is "no payload" (Shopware accepts that), prototype-poisoning keys are refused
// (Fastify's secure parser), and strings that no database can store faithfully are refused with 400:
// NUL (PostgreSQL text cannot hold it) and lone UTF-16 surrogates (PHP's json_decode rejects them).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => hasUnstorableText(key) || hasUnstorableText(item));
  }
  return false;
}

/** The same refusal for query strings, path parameters and criteria decoded from them (GET requests). */
export function unstorableTextError(): StoreApiError {
  return new StoreApiError({
    status: 400,
    code: '0',
    detail: 'The request contains a NUL character or a lone surrogate.',
    withoutMeta: true,
  });
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseSecurely = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseSecurely(request, text, (error, parsed) => {
      if (error) done(storeApiErrors.malformedJson(), undefined);
      else if (hasUnstorableText(parsed)) done(storeApiErrors.malformedJson(), undefined);
      else done(null, parsed);
    });
  });
}
