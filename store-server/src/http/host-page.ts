import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROOT_CATEGORY_ID } from '../constants.js';
import { SANDBOX_PREFIX, SANDBOX_SDK_PATH } from '../payment/klarna/config.js';
import { pageAssets, type HostLang, type Manifest } from './host-preloads.js';
import { isLoopbackOrigin } from '../domain/network/loopback.js';
import { escapeHtml } from '../domain/html.js';

// The demo host page: a small "host site" with the shop mounted in #spk-container, served for every shop
// URL (deep links included, so reloading any shop page works), plus the shop's built assets.

const ENTRY = 'src/main.tsx';
const LANGUAGE_PREFIXES: Record<string, 'en' | 'de'> = { en: 'en', de: 'de', 'en-GB': 'en', 'de-DE': 'de' };

export interface ShopEntry {
  script: string;
  /** Stylesheets of the entry and its static imports (render-blocking, as before). */
  styles: string[];
  /** Chunks to `modulepreload`: the entry's static imports, then what the page loads at start-up. */
  preloads: string[];
  /** CSS of the page's lazily loaded chunks, `preload`ed (the shop's loader inserts the stylesheets). */
  stylePreloads: string[];
}

/** Where the host page is: the path after `shop/` and the language. */
export interface HostPageLocation {
  rest: string;
  lang: HostLang;
}

/**
 * The entry script, its CSS (also of imported chunks) and modulepreloads, from Vite's manifest; with a page
 * location also the hints for the chunks that page loads at start-up (see host-preloads.ts).
 */
export function shopEntryFromManifest(manifest: Manifest, page?: HostPageLocation): ShopEntry | null {
  const entry = manifest[ENTRY];
  if (!entry) return null;
  const styles = new Set(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const later = page
    ? pageAssets(manifest, page.rest, page.lang, new Set([entry.file, ...preloads]))
    : { scripts: [], styles: [] };
  const url = (file: string) => `/${file.replace(/^\/+/, '')}`;
  return {
    script: url(entry.file),
    styles: [...styles].map(url),
    preloads: [...preloads, ...later.scripts].map(url),
    stylePreloads: later.styles.filter((file) => !styles.has(file)).map(url),
  };
}

export function readShopManifest(shopDistDir: string): Manifest | null {
  const file = join(shopDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

export function readShopEntry(shopDistDir: string, page?: HostPageLocation): ShopEntry | null {
  const manifest = readShopManifest(shopDistDir);
  return manifest ? shopEntryFromManifest(manifest, page) : null;
}

export function renderHostPage(options: {
  entry: ShopEntry | null;
  accessKey: string;
  lang: 'en' | 'de';
  /** Where the shop loads Klarna's JS SDK (KLARNA_SDK_URL, or the built-in sandbox's SDK). */
  klarnaSdkUrl?: string;
  /** Link the mail outbox (only a demo on this machine: no SMTP_URL and a loopback PUBLIC_URL). */
  outboxLink?: boolean;
}): string {
  const { entry, accessKey, lang, klarnaSdkUrl, outboxLink = false } = options;
  const klarna = klarnaSdkUrl ? ` data-klarna-sdk-url="${escapeHtml(klarnaSdkUrl)}"` : '';
  const head = entry
    ? [
        ...entry.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
        // The entry first: it starts the first round of Store API calls; then what it will import.
        `<script type="module" src="${escapeHtml(entry.script)}"></script>`,
        ...entry.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
        // crossorigin as on the stylesheet links the shop's loader inserts, else the preload goes unused.
        ...entry.stylePreloads.map(
          (href) => `<link rel="preload" as="style" href="${escapeHtml(href)}" crossorigin>`,
        ),
      ].join('\n    ')
    : '';
  const missing = entry
    ? ''
    : `<p class="host-warning" role="alert">The shop has not been built yet. Run <code>npm run build -w shop</code> in the repository and reload this page.</p>`;
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Plastics shop – demo host page</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/host-page.css">
    ${head}
  </head>
  <body>
    <header class="host-header">
      <p class="host-title">Demo host page</p>
      <p class="host-note">This page stands in for any website that embeds the technical plastics shop.</p>
      ${outboxLink ? '<p class="host-note"><a class="host-link" href="/outbox">Outbox</a> (mails of the demo server)</p>' : ''}
    </header>
    <main class="host-main">
      ${missing}
      <div id="spk-container" data-store-api-url="/store-api" data-access-key="${escapeHtml(accessKey)}" data-root-category-id="${ROOT_CATEGORY_ID}"${klarna}></div>
    </main>
    <footer class="host-footer">
      <p>Host site footer · the shop above is mounted into <code>#spk-container</code>.</p>
    </footer>
  </body>
</html>
`;
}

// The container reserves a viewport's height before the shop's script has run, so the shop's content (which
// arrives after its Store API calls) never pushes the footer up and down (layout shift).
const HOST_PAGE_CSS = `body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#f5f7fa}
.host-header,.host-footer{padding:0.75rem 1.5rem;background:#243b53;color:#f0f4f8}
.host-header p,.host-footer p{margin:0.25rem 0}
.host-title{font-weight:700}
.host-link{color:inherit}
.host-main{max-width:80rem;margin:0 auto;padding:1rem}
#spk-container{min-height:100vh}
.host-warning{padding:1rem;border:2px solid #b44d12;background:#fffbea}
`;

/** Paths that are files of the server (a missing one is a plain 404, never the host page). */
const FILE_PREFIXES = ['/store-api/', '/api/', '/assets/', '/media/', SANDBOX_PREFIX + '/', '/admin/assets/'];

/**
 * True when an unknown path should answer with the host page (status 404), so that the shop shows its
 * 'This page is not available' page with a link back to the store: a GET (or HEAD) of a page, not of the
 * Store API, an asset, a media file or the Klarna sandbox.
 */
export function isPagePath(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/store-api' || path === '/api') return false;
  return !FILE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The host page's language for a path: German under `/de/` or `/de-DE/`, else English. */
export function hostLangOfPath(path: string): HostLang {
  const first = path.split('/')[1] ?? '';
  return LANGUAGE_PREFIXES[first] === 'de' ? 'de' : 'en';
}

export type HostPageSender = (
  reply: FastifyReply,
  page: HostPageLocation & { status?: number },
) => FastifyReply;

/** Sends the host page of a shop location (status 200 unless told otherwise). */
export function hostPageSender(app: FastifyInstance): HostPageSender {
  const { shopDistDir, accessKey, smtpUrl, publicUrl } = app.serverOptions;
  // The outbox answers only on this machine: a public host page does not point its visitors at it.
  const outboxLink = !smtpUrl && isLoopbackOrigin(publicUrl);
  // No SDK at all when Klarna is not offered (no credentials, no sandbox).
  const klarnaSdkUrl = app.klarna.sdkUrl ?? (app.klarna.sandbox ? SANDBOX_SDK_PATH : undefined);
  return (reply, { rest, lang, status = 200 }) => {
    // A 404 page is not kept by caches (the path may become a page later); the pages themselves revalidate.
    reply.header('Cache-Control', status === 200 ? 'no-cache' : 'no-store');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        renderHostPage({
          entry: readShopEntry(shopDistDir, { rest, lang }),
          accessKey,
          lang,
          klarnaSdkUrl,
          outboxLink,
        }),
      );
  };
}

export async function hostPagePlugin(app: FastifyInstance): Promise<void> {
  const { shopDistDir } = app.serverOptions;
  const send = hostPageSender(app);

  const page = async (
    request: FastifyRequest<{ Params: { lang?: string; '*'?: string } }>,
    reply: FastifyReply,
  ) => {
    const prefix = request.params.lang;
    const lang = prefix === undefined ? 'en' : LANGUAGE_PREFIXES[prefix];
    // An unknown language prefix (`/xx/shop`) is no shop page: the host page with 404, the shop says so.
    if (lang === undefined) return send(reply, { rest: '', lang: 'en', status: 404 });
    return send(reply, { rest: request.params['*'] ?? '', lang });
  };
  for (const path of ['/', '/shop', '/shop.html', '/shop/*', '/shop.html/*']) app.get(path, page);
  for (const path of ['/:lang/shop', '/:lang/shop.html', '/:lang/shop/*', '/:lang/shop.html/*'])
    app.get(path, page);

  app.get('/host-page.css', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/css; charset=utf-8').send(HOST_PAGE_CSS);
  });

  await app.register(import('@fastify/static'), {
    root: join(shopDistDir, 'assets'),
    prefix: '/assets/',
    index: false,
    // The shop's build writes a .br and a .gz beside every JS and CSS file: Brotli to browsers that accept it, else gzip.
    preCompressed: true,
    // Vite names assets by content hash: they never change.
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
