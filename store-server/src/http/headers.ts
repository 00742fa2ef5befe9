import type { FastifyReply } from 'fastify';

/** Shopware's CorsListener: the headers a browser client may send and read. */
export const STORE_API_CORS_HEADERS =
  'Content-Type,Authorization,sw-context-token,sw-access-key,sw-language-id,sw-version-id,sw-inheritance,indexing-behavior,sw-include-seo-urls';

/** Klarna's SDK, iframe, API and asset origins (Klarna Payments' CSP guidance). */
const KLARNA_SDK_ORIGIN = 'https://x.klarnacdn.net';
const KLARNA_ORIGINS = ['https://*.klarna.com', 'https://*.klarnacdn.net', 'https://*.klarnaservices.com'];

/**
 * The Content-Security-Policy of everything we serve, in one place, with Klarna's origins (the built-in
 * Klarna sandbox is same-origin: 'self' covers it).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", KLARNA_SDK_ORIGIN],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', ...KLARNA_ORIGINS],
  'connect-src': ["'self'", ...KLARNA_ORIGINS],
  'frame-src': ["'self'", ...KLARNA_ORIGINS],
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
