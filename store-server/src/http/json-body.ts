import type { FastifyInstance } from 'fastify';
import { StoreApiError, storeApiErrors } from '../domain/errors.js';

// JSON bodies: an empty body is "no payload" (Shopware accepts that), prototype-poisoning keys are refused
// (Fastify's secure parser), and strings that no database can store faithfully are refused with 400:
// NUL (PostgreSQL text cannot hold it) and lone UTF-16 surrogates (PHP's json_decode rejects them).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Whether JSON text can decode to a string holding NUL or a lone surrogate: only through a `\u` escape or the
 * character itself (a raw NUL is no valid JSON). Most bodies (every criteria the shop sends) have neither, and
 * skip the walk of the parsed value.
 */
export const jsonTextMayHoldUnstorable = (text: string): boolean => text.includes('\\u') || unstorable(text);

/** Walks the value without recursion: criteria decoded from `_criteria` may nest thousands of levels deep. */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (unstorable(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return true;
        stack.push(child);
      }
    }
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
      else if (jsonTextMayHoldUnstorable(text) && hasUnstorableText(parsed))
        done(storeApiErrors.malformedJson(), undefined);
      else done(null, parsed);
    });
  });
}
