import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countSeoUrls, seoUrlPage } from '../db/repositories/seo-url-repository.js';
import { contentErrors } from '../domain/content-errors.js';
import { DETAIL_ROUTE } from '../domain/seo/seo-path.js';
import { storeApiErrors } from '../domain/errors.js';

// GET /sitemap and GET /sitemap/{filePath} (Shopware's SitemapRoute and SitemapFileRoute): the sitemap files of
// the context language, generated on request from the SEO URLs (the categories and products of the catalogue),
// at most URLS_PER_FILE URLs per file (sitemaps.org's limit is 50,000). The locations are the shop's own pages
// under the sales channel's domain for the language on PUBLIC_URL: `{domain}/category/{id}`, `{domain}/product/{id}`.

export const URLS_PER_FILE = 10_000;
const FILE = /^sitemap([1-9]\d{0,4})\.xml(\.gz)?$/;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export function registerSitemapRoutes(app: FastifyInstance): void {
  const scope = (request: FastifyRequest) => {
    const store = request.storeContext;
    if (!store) throw storeApiErrors.internal();
    return { salesChannelId: store.salesChannel.id, languageId: store.languageId };
  };

  app.get('/sitemap', async (request: FastifyRequest) => {
    const { salesChannelId, languageId } = scope(request);
    const total = await countSeoUrls(app.db, salesChannelId, languageId);
    const files = Math.max(1, Math.ceil(total / URLS_PER_FILE));
    const created = new Date(app.now()).toISOString();
    return Array.from({ length: files }, (_, index) => ({
      filename: `sitemap${index + 1}.xml.gz`,
      created,
      apiAlias: 'sitemap',
    }));
  });

  app.get(
    '/sitemap/:filePath',
    async (request: FastifyRequest<{ Params: { filePath: string } }>, reply: FastifyReply) => {
      const { salesChannelId, languageId } = scope(request);
      const match = FILE.exec(request.params.filePath);
      if (!match) throw contentErrors.sitemapFileNotFound(request.params.filePath);
      const index = Number(match[1]) - 1;
      const rows = await seoUrlPage(app.db, salesChannelId, languageId, index * URLS_PER_FILE, URLS_PER_FILE);
      if (rows.length === 0 && index > 0) throw contentErrors.sitemapFileNotFound(request.params.filePath);
      const domains = await app.db
        .selectFrom('sales_channel_domain')
        .select('url')
        .where('sales_channel_id', '=', salesChannelId)
        .where('language_id', '=', languageId)
        .orderBy('id')
        .execute();
      const origin = new URL(app.serverOptions.publicUrl).origin;
      const base =
        (domains.find((d) => d.url.startsWith(`${origin}/`)) ?? domains[0])?.url ?? `${origin}/shop`;
      const urls = rows.map((row) => {
        const kind = row.route_name === DETAIL_ROUTE ? 'product' : 'category';
        const lastmod = (row.updated_at ?? row.created_at).slice(0, 10);
        return `<url><loc>${escapeXml(`${base}/${kind}/${row.foreign_key}`)}</loc><lastmod>${lastmod}</lastmod><changefreq>daily</changefreq><priority>${kind === 'category' ? '0.8' : '0.5'}</priority></url>`;
      });
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      if (match[2]) return reply.type('application/gzip').send(gzipSync(xml));
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );
}
