import { listLanguageDomainUrls } from '../db/repositories/sales-channel-repository.js';
import {
  countSeoUrls,
  searchSeoUrls,
  seoUrlDefinition,
  seoUrlPage,
} from '../db/repositories/seo-url-repository.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import type { Criteria } from '../domain/criteria/types.js';
import { DETAIL_ROUTE } from '../domain/seo/seo-path.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { serializeSeoUrl } from '../serializers/seo-url.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// The SEO URLs of the sales channel: GET|POST /seo-url (Shopware's SeoUrlRoute) and the sitemap (SitemapRoute,
// SitemapFileRoute), both in the context language.

/** A request's criteria over SEO URLs. */
export const parseSeoUrlCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, seoUrlDefinition);

/**
 * A criteria search over the sales channel's canonical SEO URLs in the context language. The demo store
 * resolves a path with `filter: [{type: equals, field: seoPathInfo}]`.
 */
export async function searchSeoUrlPage(shop: Shop, store: StoreContext, criteria: Criteria) {
  const page = await searchSeoUrls(shop.db, store.salesChannel.id, store.languageId, criteria);
  const elements = page.rows.map((row) => serializeSeoUrl(row));
  return entitySearchResult('seo_url', criteria, elements, page.total);
}

// The sitemap files are generated on request from the SEO URLs (the categories and products of the catalogue),
// at most URLS_PER_FILE URLs per file (sitemaps.org's limit is 50,000). The locations are the shop's own pages
// under the sales channel's domain for the language on PUBLIC_URL: `{domain}/category/{id}`, `{domain}/product/{id}`.

export const URLS_PER_FILE = 10_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** GET /sitemap: the sitemap files (at least one). */
export async function sitemapFiles(shop: Shop, store: StoreContext) {
  const total = await countSeoUrls(shop.db, store.salesChannel.id, store.languageId);
  const files = Math.max(1, Math.ceil(total / URLS_PER_FILE));
  const created = new Date(shop.now()).toISOString();
  return Array.from({ length: files }, (_, index) => ({
    filename: `sitemap${index + 1}.xml.gz`,
    created,
    apiAlias: 'sitemap',
  }));
}

/** The XML of the sitemap file at `index` (0 for sitemap1.xml), or null when there is none past the first. */
export async function sitemapXml(shop: Shop, store: StoreContext, index: number): Promise<string | null> {
  const salesChannelId = store.salesChannel.id;
  const rows = await seoUrlPage(
    shop.db,
    salesChannelId,
    store.languageId,
    index * URLS_PER_FILE,
    URLS_PER_FILE,
  );
  if (rows.length === 0 && index > 0) return null;
  const domains = await listLanguageDomainUrls(shop.db, salesChannelId, store.languageId);
  const origin = new URL(shop.serverOptions.publicUrl).origin;
  const base = domains.find((url) => url.startsWith(`${origin}/`)) ?? domains[0] ?? `${origin}/shop`;
  const urls = rows.map((row) => {
    const kind = row.route_name === DETAIL_ROUTE ? 'product' : 'category';
    const lastmod = (row.updated_at ?? row.created_at).slice(0, 10);
    return `<url><loc>${escapeXml(`${base}/${kind}/${row.foreign_key}`)}</loc><lastmod>${lastmod}</lastmod><changefreq>daily</changefreq><priority>${kind === 'category' ? '0.8' : '0.5'}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
