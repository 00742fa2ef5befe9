import type { FastifyReply } from 'fastify';

/** Shopware's CorsListener: the headers a browser client may send and read. */
export const STORE_API_CORS_HEADERS =
  'Content-Type,Authorization,sw-context-token,sw-access-key,sw-language-id,sw-version-id,sw-inheritance,indexing-behavior,sw-include-seo-urls';

/**
 * The Content-Security-Policy of everything we serve, in one place: add the payment provider's origins
 * (e.g. Klarna's script and API hosts) to the lists below when the payment integration arrives.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

export function contentSecurityPolicy(): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

export function setSecurityHeaders(reply: FastifyReply): void {
  reply.header('Content-Security-Policy', contentSecurityPolicy());
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
}

export function setStoreApiCorsHeaders(reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Allow-Headers', STORE_API_CORS_HEADERS);
  reply.header('Access-Control-Expose-Headers', STORE_API_CORS_HEADERS);
}
