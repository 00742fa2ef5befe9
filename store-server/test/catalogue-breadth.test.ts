import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, ROOT_CATEGORY_ID, SYSTEM_LANGUAGE_ID } from '../src/constants.js';
import { DEFAULT_LISTING_LAYOUT_ID, DEFAULT_PRODUCT_LAYOUT_ID } from '../src/domain/cms/default-layouts.js';
import { productSeoPath } from '../src/domain/seo/seo-path.js';
import { categoryId } from '../src/seed/category-tree.js';
import { bestVariant, catalogue, parentByKey } from './support/catalogue.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// Issue 18: the Store API breadth of the catalogue as Shopware Frontends' demo store uses it: SEO URLs, CMS pages,
// navigation, breadcrumbs, cross-selling, sitemap and reference data. Every answer is checked against the
// official schema by the test client.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; their shape is checked against the schema
type Json = Record<string, any>;
const DE = { 'sw-language-id': GERMAN_LANGUAGE_ID };
const SEO = { 'sw-include-seo-urls': 'true' };
const PE = categoryId('sheets/pe');
const SHEETS = categoryId('sheets');

const slotsOf = (page: Json): Json[] =>
  page.sections.flatMap((section: Json) => section.blocks.flatMap((block: Json) => block.slots));
const slot = (page: Json, type: string): Json => {
  const found = slotsOf(page).find((s) => s.type === type);
  if (!found) throw new Error(`no ${type} slot`);
  return found;
};

describe.each(databaseKinds)('catalogue breadth (%s)', (kind) => {
  let server: TestServer;
  const pe = parentByKey('pe-hd-300');
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  describe('SEO URLs', () => {
    it('resolves a category path as the demo store asks (seoPathInfo equals, trailing slash kept), in both languages', async () => {
      const english = await server.api.post<Json>('/seo-url', {
        filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Sheets/PE/' }],
      });
      expect(english.status).toBe(200);
      expect(english.json.elements).toHaveLength(1);
      expect(english.json.elements[0]).toMatchObject({
        foreignKey: PE,
        routeName: 'frontend.navigation.page',
        pathInfo: `/navigation/${PE}`,
        seoPathInfo: 'Sheets/PE/',
        isCanonical: true,
        languageId: SYSTEM_LANGUAGE_ID,
        apiAlias: 'seo_url',
      });
      const german = await server.api.post<Json>(
        '/seo-url',
        { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Platten/PE/' }] },
        { headers: DE },
      );
      expect(german.json.elements[0]).toMatchObject({ foreignKey: PE, languageId: GERMAN_LANGUAGE_ID });
      // Paths of the other language do not resolve.
      const crossed = await server.api.post<Json>(
        '/seo-url',
        { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Sheets/PE/' }] },
        { headers: DE },
      );
      expect(crossed.json.elements).toEqual([]);
    });

    it("resolves a product path (name/number, slugified) and finds an entity's URL by foreignKey and routeName", async () => {
      const variant = bestVariant(pe);
      const path = productSeoPath(pe.name.en, variant.number);
      const byPath = await server.api.get<Json>('/seo-url', {
        query: {
          _criteria: '',
          'filter[0][type]': 'equals',
          'filter[0][field]': 'seoPathInfo',
          'filter[0][value]': path,
        },
      });
      expect(byPath.status).toBe(200);
      expect(byPath.json.elements.map((e: Json) => e.foreignKey)).toEqual([variant.id]);
      const byKey = await server.api.post<Json>('/seo-url', {
        filter: [
          { type: 'equals', field: 'foreignKey', value: pe.id },
          { type: 'equals', field: 'routeName', value: 'frontend.detail.page' },
          { type: 'equals', field: 'isCanonical', value: true },
        ],
        'total-count-mode': 'exact',
      });
      expect(byKey.json.total).toBe(1);
      expect(byKey.json.elements[0].seoPathInfo).toBe(productSeoPath(pe.name.en, pe.number));
      const german = await server.api.post<Json>(
        '/seo-url',
        { filter: [{ type: 'equals', field: 'foreignKey', value: pe.id }] },
        { headers: DE },
      );
      expect(german.json.elements[0].seoPathInfo).toBe(productSeoPath(pe.name.de, pe.number));
    });

    it('has one URL per category and product in each language, all paths distinct', async () => {
      const products = catalogue.reduce((n, p) => n + 1 + p.variants.length, 0);
      for (const headers of [{}, DE]) {
        const all = await server.api.post<Json>(
          '/seo-url',
          { limit: 1, 'total-count-mode': 'exact' },
          { headers },
        );
        expect(all.json.total).toBeGreaterThan(products);
      }
      const rows = await server.app.db
        .selectFrom('seo_url')
        .select(['language_id', 'seo_path_info'])
        .execute();
      const keys = rows.map((r) => `${r.language_id}:${r.seo_path_info.toLowerCase()}`);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('refuses unknown criteria fields with 400', async () => {
      const response = await server.api.post<Json>('/seo-url', {
        filter: [{ type: 'equals', field: 'nope', value: 'x' }],
      });
      expect(response.status).toBe(400);
    });

    it('fills seoUrls with sw-include-seo-urls on product answers, and for the seoUrls association', async () => {
      const without = await server.api.post<Json>(`/product/${pe.id}`, {});
      expect(without.json.product.seoUrls ?? null).toBeNull();
      const withHeader = await server.api.post<Json>(`/product/${pe.id}`, {}, { headers: SEO });
      const variant = withHeader.json.product;
      expect(variant.seoUrls.map((u: Json) => u.foreignKey)).toEqual([variant.id]);
      const association = await server.api.post<Json>('/product', {
        ids: [pe.id],
        associations: { seoUrls: {} },
        includes: { product: ['id', 'seoUrls'], seo_url: ['seoPathInfo'] },
      });
      expect(association.json.elements[0].seoUrls).toEqual([
        { seoPathInfo: productSeoPath(pe.name.en, pe.number), apiAlias: 'seo_url' },
      ]);
      const listing = await server.api.post<Json>(`/product-listing/${PE}`, { limit: 2 }, { headers: SEO });
      expect(listing.json.elements[0].seoUrls).toHaveLength(1);
    });
  });

  describe('CMS pages', () => {
    it('answers a category with the default listing layout whose listing follows the request', async () => {
      const response = await server.api.post<Json>(`/category/${PE}`, { order: 'name-desc', limit: 1, p: 2 });
      expect(response.status).toBe(200);
      const page = response.json.cmsPage;
      expect(response.json.cmsPageId).toBe(DEFAULT_LISTING_LAYOUT_ID);
      expect(page).toMatchObject({
        id: DEFAULT_LISTING_LAYOUT_ID,
        type: 'product_list',
        apiAlias: 'cms_page',
      });
      const listing = slot(page, 'product-listing').data;
      expect(listing.apiAlias).toBe('cms_product_listing');
      expect(listing.listing).toMatchObject({
        sorting: 'name-desc',
        limit: 1,
        page: 2,
        apiAlias: 'product_listing',
      });
      expect(listing.listing.elements).toHaveLength(1);
      const direct = await server.api.post<Json>(`/product-listing/${PE}`, {
        order: 'name-desc',
        limit: 1,
        p: 2,
      });
      expect(listing.listing.elements[0].id).toBe(direct.json.elements[0].id);
      expect(slot(page, 'text').data.content).toBe(response.json.description);
      expect(slot(page, 'image').data.media.id).toBe(response.json.mediaId);
      // Slots by slot name within a block, blocks by position.
      expect(page.sections[0].blocks.map((b: Json) => b.type)).toEqual([
        'image-text',
        'sidebar-filter',
        'product-listing',
      ]);
      expect(page.sections[0].blocks[0].slots.map((s: Json) => s.slot)).toEqual(['left', 'right']);
    });

    it('parses no criteria on /category/{id} (the demo store sends doubly nested associations), knows `home`', async () => {
      const demo = await server.api.post<Json>(
        `/category/${SHEETS}`,
        { associations: { associations: { media: {}, cmsPage: {} } }, filter: 'garbage' },
        { headers: { ...SEO, ...DE } },
      );
      expect(demo.status).toBe(200);
      expect(demo.json.translated.name).toBe('Platten');
      expect(demo.json.seoUrls.map((u: Json) => u.seoPathInfo)).toEqual(['Platten/']);
      const home = await server.api.get<Json>('/category/home');
      expect(home.status).toBe(200);
      expect(home.json.id).toBe(ROOT_CATEGORY_ID);
      const missing = await server.api.get<Json>(`/category/${'c'.repeat(32)}`);
      expect(missing.status).toBe(404);
      expect(missing.json.errors[0].code).toBe('CONTENT__CATEGORY_NOT_FOUND');
    });

    it('resolves only the slots asked for with `slots`', async () => {
      const full = await server.api.get<Json>(`/category/${PE}`);
      const textSlot = slot(full.json.cmsPage, 'text');
      const only = await server.api.get<Json>(`/category/${PE}`, { query: { slots: textSlot.id } });
      expect(slotsOf(only.json.cmsPage).map((s) => s.id)).toEqual([textSlot.id]);
    });

    it('gives the product detail the default product layout with buy box, gallery and cross-sellings', async () => {
      const response = await server.api.post<Json>(`/product/${pe.id}`, {
        associations: { media: {}, cmsPage: {}, openGraphMedia: {}, seoUrls: {} },
      });
      expect(response.status).toBe(200);
      const { product } = response.json;
      expect(product.cmsPageId).toBe(DEFAULT_PRODUCT_LAYOUT_ID);
      expect(product.openGraphMedia).toBeNull();
      const page = product.cmsPage;
      expect(page).toMatchObject({ id: DEFAULT_PRODUCT_LAYOUT_ID, type: 'product_detail' });
      const buyBox = slot(page, 'buy-box').data;
      expect(buyBox).toMatchObject({ productId: product.id, apiAlias: 'cms_buy_box' });
      expect(buyBox.product.id).toBe(product.id);
      expect(buyBox.configuratorSettings.length).toBeGreaterThan(0);
      expect(slot(page, 'product-name').data.content).toBe(product.translated.name);
      const gallery = slot(page, 'image-gallery').data;
      expect(gallery.sliderItems.length).toBe(product.media.length);
      expect(gallery.sliderItems[0].media.id).toBe(product.cover.mediaId);
      const crossSelling = slot(page, 'cross-selling').data;
      expect(crossSelling.crossSellings.map((c: Json) => c.apiAlias)).toEqual([
        'cross_selling_element',
        'cross_selling_element',
      ]);
      const reviews = slot(page, 'product-description-reviews').data;
      expect(reviews).toMatchObject({ productId: product.id, apiAlias: 'cms_product_description_reviews' });
    });

    it("leaves the layout out with `excludes` (the shop's product page: under a third of the JSON)", async () => {
      const criteria = { associations: { media: {}, options: { associations: { group: {} } } } };
      const full = await server.api.post<Json>(`/product/${pe.id}`, criteria);
      const lean = await server.api.post<Json>(`/product/${pe.id}`, {
        ...criteria,
        excludes: { product: ['cmsPage'] },
      });
      expect(full.json.product.cmsPage.id).toBe(DEFAULT_PRODUCT_LAYOUT_ID);
      expect(lean.status).toBe(200);
      expect('cmsPage' in lean.json.product).toBe(false);
      expect(lean.json.product.cmsPageId).toBe(DEFAULT_PRODUCT_LAYOUT_ID);
      expect(lean.json.product.options.length).toBeGreaterThan(0);
      expect(lean.json.configurator).toEqual(full.json.configurator);
      expect(JSON.stringify(lean.json).length * 3).toBeLessThan(JSON.stringify(full.json).length);
    });

    it('answers /cms/{id} for the layouts and 404 otherwise; landing pages do not exist', async () => {
      const layout = await server.api.post<Json>(`/cms/${DEFAULT_PRODUCT_LAYOUT_ID}`, {});
      expect(layout.status).toBe(200);
      expect(layout.json.apiAlias).toBe('cms_page');
      const unknown = await server.api.get<Json>(`/cms/${'d'.repeat(32)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.json.errors[0].code).toBe('CONTENT__CMS_PAGE_NOT_FOUND');
      for (const method of ['GET', 'POST'] as const) {
        const landing = await server.api.call<Json>({ method, path: `/landing-page/${'e'.repeat(32)}` });
        expect(landing.status).toBe(404);
        expect(landing.json.errors[0].code).toBe('CONTENT__LANDING_PAGE_NOT_FOUND');
      }
    });
  });

  describe('categories, breadcrumbs, cross-selling', () => {
    it("lists categories with criteria, accepting Shopware's association names and refusing unknown ones", async () => {
      const response = await server.api.post<Json>('/category', {
        filter: [{ type: 'equals', field: 'parentId', value: SHEETS }],
        associations: { children: {}, cmsPage: {}, seoUrls: {}, media: {} },
        limit: 3,
        'total-count-mode': 'exact',
      });
      expect(response.status).toBe(200);
      expect(response.json.total).toBe(10);
      expect(response.json.elements).toHaveLength(3);
      expect(response.json.elements[0]).toMatchObject({ name: 'PE', children: [] });
      expect(response.json.elements[0].seoUrls.map((u: Json) => u.seoPathInfo)).toEqual(['Sheets/PE/']);
      const viaGet = await server.api.get<Json>('/category', { query: { limit: '1' } });
      expect(viaGet.json.elements).toHaveLength(1);
      const unknown = await server.api.post<Json>('/category', { associations: { nonsense: {} } });
      expect(unknown.status).toBe(400);
      expect(unknown.json.errors[0].code).toBe('FRAMEWORK__ASSOCIATION_NOT_FOUND');
    });

    it('builds breadcrumbs from SEO paths, falls back from product to category, [] for unknown ids', async () => {
      const product = await server.api.get<Json[]>(`/breadcrumb/${pe.id}`);
      expect(product.json.map((b) => b.path)).toEqual(['Sheets/', 'Sheets/PE/']);
      expect(product.json[1]?.seoUrls[0].foreignKey).toBe(PE);
      const asCategory = await server.api.get<Json[]>(`/breadcrumb/${PE}`, { headers: DE });
      expect(asCategory.json.map((b) => b.path)).toEqual(['Platten/', 'Platten/PE/']);
      const typed = await server.api.get<Json[]>(`/breadcrumb/${PE}`, { query: { type: 'category' } });
      expect(typed.json.map((b) => b.name)).toEqual(['Sheets', 'PE']);
      const unknown = await server.api.get<Json[]>(`/breadcrumb/${'f'.repeat(32)}`);
      expect(unknown.status).toBe(200);
      expect(unknown.json).toEqual([]);
    });

    it('answers the cross-sellings of a product: groups by position, other families only, criteria applied', async () => {
      const variant = bestVariant(pe);
      for (const method of ['GET', 'POST'] as const) {
        const response = await server.api.call<Json[]>({
          method,
          path: `/product/${variant.id}/cross-selling`,
        });
        expect(response.status).toBe(200);
        expect(response.json.map((e) => e.crossSelling.position)).toEqual([1, 2]);
        for (const element of response.json) {
          expect(element.total).toBe(element.products.length);
          expect(element.products.every((p: Json) => p.id !== pe.id && p.parentId === null)).toBe(true);
        }
        const sameCategory = catalogue.filter((p) => p.categoryId === pe.categoryId && p.id !== pe.id);
        expect(response.json[0]?.products.map((p: Json) => p.id).sort()).toEqual(
          sameCategory.map((p) => p.id).sort(),
        );
        const sameMaker = catalogue.filter((p) => p.manufacturerId === pe.manufacturerId && p.id !== pe.id);
        expect(response.json[1]?.total).toBe(Math.min(10, sameMaker.length));
      }
      const filtered = await server.api.post<Json[]>(`/product/${pe.id}/cross-selling`, {
        filter: [{ type: 'equals', field: 'productNumber', value: 'none' }],
      });
      expect(filtered.json.map((e) => e.total)).toEqual([0, 0]);
      const german = await server.api.get<Json[]>(`/product/${pe.id}/cross-selling`, { headers: DE });
      expect(german.json[0]?.crossSelling.translated.name).toBe('Mehr in dieser Kategorie');
      const unknown = await server.api.get<Json[]>(`/product/${'a'.repeat(32)}/cross-selling`);
      expect(unknown.json).toEqual([]);
    });

    it('accepts real product associations it keeps no data for, answering null or []', async () => {
      const response = await server.api.post<Json>('/product', {
        ids: [pe.id],
        associations: {
          productReviews: {},
          crossSellings: {},
          downloads: {},
          cmsPage: { associations: { sections: { associations: { blocks: {} } } } },
          properties: { associations: { group: {} } },
          manufacturer: {},
        },
      });
      expect(response.status).toBe(200);
      const [product] = response.json.elements;
      expect(product).toMatchObject({ productReviews: [], crossSellings: [], downloads: [] });
      expect(Array.isArray(product.properties)).toBe(true);
      expect(product.manufacturer.id).toBe(pe.manufacturerId);
    });
  });

  it("accepts the demo store's order criteria with lineItems.downloads (criteria first, then the login check)", async () => {
    const response = await server.api.post<Json>('/order', {
      associations: { lineItems: { associations: { downloads: {}, cover: {} } }, documents: {} },
    });
    expect(response.status).toBe(403);
    expect(response.json.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  describe('reference data and sitemap', () => {
    it('answers /currency as a plain array with criteria, and empty country states', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const currencies = await server.api.call<Json[]>({ method, path: '/currency' });
        expect(currencies.json.map((c) => c.isoCode)).toEqual(['EUR']);
      }
      const none = await server.api.post<Json[]>('/currency', {
        filter: [{ type: 'equals', field: 'isoCode', value: 'USD' }],
      });
      expect(none.json).toEqual([]);
      const countries = await server.api.get<Json>('/country', { query: { limit: '1' } });
      const states = await server.api.post<Json>(`/country-state/${countries.json.elements[0].id}`, {});
      expect(states.json).toMatchObject({ elements: [], total: 0, entity: 'country_state' });
    });

    it('answers /media for ids and 400 without', async () => {
      const product = await server.api.post<Json>('/product', { ids: [pe.id], associations: { media: {} } });
      const mediaIds: string[] = product.json.elements[0].media.map((m: Json) => m.mediaId);
      const posted = await server.api.post<Json[]>('/media', { ids: mediaIds });
      expect(posted.json.map((m) => m.id)).toEqual(mediaIds);
      const viaGet = await server.api.get<Json[]>(`/media?ids[]=${mediaIds[0]}`);
      expect(viaGet.json.map((m) => m.id)).toEqual([mediaIds[0]]);
      const missing = await server.api.post<Json>('/media', {});
      expect(missing.status).toBe(400);
      expect(missing.json.errors[0].code).toBe('CONTENT__MEDIA_EMPTY_ID');
    });

    it('answers /cookie-groups, /_info/routes and /_info/openapi3.json', async () => {
      const cookies = await server.api.get<Json>('/cookie-groups', { headers: DE });
      expect(cookies.json).toMatchObject({ apiAlias: 'cookie_groups_hash', languageId: GERMAN_LANGUAGE_ID });
      expect(cookies.json.elements[0].isRequired).toBe(true);
      const routes = await server.api.get<Json>('/_info/routes');
      expect(routes.json.endpoints).toContainEqual({ methods: ['GET', 'POST'], path: '/store-api/seo-url' });
      expect(routes.json.endpoints).toContainEqual({
        methods: ['GET', 'POST'],
        path: '/store-api/product/{productId}/cross-selling',
      });
      const openApi = await server.api.get<Json>('/_info/openapi3.json');
      expect(openApi.json.openapi).toBe('3.1.0');
      expect(Object.keys(openApi.json.paths)).toContain('/category/{navigationId}');
      const bad = await server.api.get<Json>('/_info/openapi3.json', { query: { type: 'xml' } });
      expect(bad.status).toBe(400);
    });

    it("lists and serves the sitemap of the context language with the shop's URLs", async () => {
      const list = await server.api.get<Json[]>('/sitemap');
      expect(list.json.map((f) => f.filename)).toEqual(['sitemap1.xml.gz']);
      const origin = new URL(server.options.publicUrl).origin;
      const file = await server.app.inject({
        method: 'GET',
        url: '/store-api/sitemap/sitemap1.xml.gz',
        headers: { 'sw-access-key': server.options.accessKey },
      });
      expect(file.statusCode).toBe(200);
      const body =
        file.headers['content-encoding'] === 'gzip' ? gunzipSync(file.rawPayload) : file.rawPayload;
      const xml = gunzipSync(body).toString('utf8');
      expect(xml).toContain(`<loc>${origin}/shop/category/${PE}</loc>`);
      expect(xml).toContain(`<loc>${origin}/shop/product/${pe.id}</loc>`);
      const german = await server.api.get<string>('/sitemap/sitemap1.xml', { headers: DE });
      expect(german.status).toBe(200);
      expect(german.json).toContain(`<loc>${origin}/de/shop/category/${PE}</loc>`);
      for (const path of ['/sitemap/sitemap9.xml.gz', '/sitemap/..%2Fsecret.xml', '/sitemap/x.txt']) {
        const missing = await server.api.get<Json>(path);
        expect(missing.status, path).toBe(404);
      }
    });
  });
});
