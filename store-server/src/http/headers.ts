import type { FastifyReply } from 'fastify';

/** Shopware's CorsListener: the headers a browser client may send and read. */
export const STORE_API_CORS_HEADERS =
  'Content-Type,Authorization,sw-context-token,sw-access-key,sw-language-id,sw-version-id,sw-inheritance,indexing-behavior,sw-include-seo-urls';

/** Klarna's iframe, API and asset origins (Klarna Payments' CSP guidance). */
const KLARNA_ORIGINS = ['https://*.klarna.com', 'https://*.klarnacdn.net', 'https://*.klarnaservices.com'];

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: the origin the shop and its Store API are reached at. */
  publicUrl: string;
  /** The configured Klarna JS SDK URL; null for the built-in sandbox (same origin). */
  klarnaSdkUrl: string | null;
}

const originOf = (url: string): string | undefined => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

const unique = (sources: Array<string | undefined>): string[] => [
  ...new Set(sources.filter((source): source is string => source !== undefined)),
];

/**
 * The Content-Security-Policy of everything we serve. Scripts come only from this server and, with a real
 * Klarna configured, from its SDK URL's origin; the page talks to the Store API (PUBLIC_URL) and Klarna. The
 * built-in Klarna sandbox is same-origin, so in sandbox mode no Klarna origin is allowed at all.
 */
export function contentSecurityPolicyDirectives(
  options: SecurityHeaderOptions,
): Record<string, readonly string[]> {
  const klarna = options.klarnaSdkUrl === null ? [] : KLARNA_ORIGINS;
  const sdkOrigin = options.klarnaSdkUrl === null ? undefined : originOf(options.klarnaSdkUrl);
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", sdkOrigin]),
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...klarna],
    'connect-src': unique(["'self'", originOf(options.publicUrl), ...klarna]),
    'frame-src': ["'self'", ...klarna],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  return Object.entries(contentSecurityPolicyDirectives(options))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers of every response: the CSP and the ones Shopware's CoreSubscriber sets (HSTS only when the
 * public origin is https, as Shopware only on secure requests).
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const https = options.publicUrl.toLowerCase().startsWith('https:');
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The Content-Security-Policy of the Store API's and the Admin API's answers: JSON that no browser renders as a
 * page, so nothing may load, frame or be based on it (stricter than Shopware's API default, `object-src 'none';
 * script-src 'none'; base-uri 'self'`). A few hundred bytes fewer on every answer than the pages' policy.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The security headers of the APIs' answers: the pages' headers with the API's CSP. */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return { ...pageHeaders, 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY };
}

export function setSecurityHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  // Only what is marked cacheable may be cached: everything else (errors, outbox, sandbox) may be personal.
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
}

export function setStoreApiCorsHeaders(reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Allow-Headers', STORE_API_CORS_HEADERS);
  reply.header('Access-Control-Expose-Headers', STORE_API_CORS_HEADERS);
}
