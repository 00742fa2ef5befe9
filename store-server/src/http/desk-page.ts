import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The enquiry desk (desk/, its own Vite build): its index.html at /admin and at every client route under it
// (/admin/orders/…, so reloading any desk page works), its hashed assets under /admin/assets/. The shop never
// loads any of it. The desk talks only to this server's /api with a bearer token: its CSP allows nothing else.

export const DESK_PREFIX = '/admin';
export const DESK_ASSETS_PREFIX = `${DESK_PREFIX}/assets/`;

/** True for the desk's pages and assets (`/admin`, `/admin/…`, `/admin?…`), not for `/administration`. */
export function isDeskPath(url: string): boolean {
  return url === DESK_PREFIX || url.startsWith(`${DESK_PREFIX}/`) || url.startsWith(`${DESK_PREFIX}?`);
}

/**
 * The desk's Content-Security-Policy: stricter than the shop's, as the desk embeds nothing (no Klarna, no
 * foreign origin): scripts, styles and calls only from this server, no frames, no plugins, no base or form
 * targets elsewhere.
 */
export const DESK_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The security headers of every desk response (HSTS when the public origin is https, as the shop's). */
export function deskSecurityHeaders(publicUrl: string): Record<string, string> {
  const https = publicUrl.toLowerCase().startsWith('https:');
  return {
    'Content-Security-Policy': DESK_CONTENT_SECURITY_POLICY,
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    // The desk's URLs name enquiries: they go to no other site.
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The page /admin answers while desk/dist has no build (503: the desk is there once it is built). */
export const DESK_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Enquiry desk not built</title>
  </head>
  <body>
    <main>
      <h1>The enquiry desk has not been built yet</h1>
      <p>Run <code>npm run build -w desk</code> (or <code>npm run build</code>) in the repository, then reload this page.</p>
    </main>
  </body>
</html>
`;

function readDeskIndex(deskDistDir: string | undefined): string | null {
  if (deskDistDir === undefined) return null;
  try {
    return readFileSync(join(deskDistDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

export async function deskPagePlugin(app: FastifyInstance): Promise<void> {
  const { deskDistDir } = app.serverOptions;

  // Read at every request (a small file): a new build is served without a restart.
  const page = async (_request: unknown, reply: FastifyReply) => {
    const html = readDeskIndex(deskDistDir);
    if (html === null) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Retry-After', '60');
      return reply.code(503).type('text/html; charset=utf-8').send(DESK_NOT_BUILT_PAGE);
    }
    // The page names the current hashed assets: browsers revalidate it every time.
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(DESK_PREFIX, page);
  app.get(`${DESK_PREFIX}/*`, page);

  if (deskDistDir === undefined) return;
  await app.register(import('@fastify/static'), {
    root: join(deskDistDir, 'assets'),
    prefix: DESK_ASSETS_PREFIX,
    index: false,
    decorateReply: false,
    // The desk's build writes a .br and a .gz beside every JS and CSS file, as the shop's.
    preCompressed: true,
    // Vite names assets by content hash: they never change.
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
