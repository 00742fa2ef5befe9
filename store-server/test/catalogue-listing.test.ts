import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, ROOT_CATEGORY_ID } from '../src/constants.js';
import { categoryId } from '../src/seed/category-tree.js';
import { catalogue, option, type ProductJson, type SearchResult } from './support/catalogue.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

interface Listing extends SearchResult<ProductJson> {
  sorting: string;
  currentFilters: {
    navigationId: string;
    properties: string[];
    manufacturer: string[];
    price: { min: number; max: number };
  };
  availableSortings: { key: string; label: string }[];
  apiAlias: string;
}
interface Group {
  name: string;
  options: { id: string; name: string }[];
}

const SHEETS = categoryId('sheets');
const sheetParents = catalogue.filter((p) => p.seed.category.startsWith('sheets/'));

describe.each(databaseKinds)('product listing (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  const listing = (categoryIdParam: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    server.api.post<Listing>(`/product-listing/${categoryIdParam}`, body, { headers });

  it('lists one entry per parent, from the category and its descendants, with the cheapest variant price', async () => {
    const response = await listing(SHEETS, { limit: 100 });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      apiAlias: 'product_listing',
      entity: 'product',
      sorting: 'name-asc',
      total: sheetParents.length,
      page: 1,
      limit: 100,
    });
    const names = response.json.elements.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const pe = response.json.elements.find((p) => p.productNumber === 'PE300');
    const parent = catalogue.find((p) => p.number === 'PE300');
    const prices = parent?.variants.map((v) => v.gross) ?? [];
    expect(pe).toMatchObject({
      childCount: parent?.variants.length,
      calculatedCheapestPrice: { unitPrice: Math.min(...prices), hasRange: true },
      calculatedListingPrice: {
        from: { unitPrice: Math.min(...prices) },
        to: { unitPrice: Math.max(...prices) },
      },
    });
    const all = await listing(ROOT_CATEGORY_ID, { limit: 100 });
    expect(all.json.total).toBe(catalogue.length);
    const leaf = await listing(categoryId('sheets/pe'));
    expect(leaf.json.total).toBe(3);
  });

  it('pages with p and limit (default 24) and sorts by order', async () => {
    const second = await listing(ROOT_CATEGORY_ID, { p: 2, limit: 5, order: 'price-asc' });
    expect(second.json).toMatchObject({ page: 2, limit: 5, total: catalogue.length, sorting: 'price-asc' });
    const cheapest = [...catalogue]
      .map((p) => Math.min(...p.variants.map((v) => v.gross)))
      .sort((a, b) => a - b);
    expect(second.json.elements.map((p) => p.calculatedCheapestPrice.unitPrice)).toEqual(
      cheapest.slice(5, 10),
    );
    const byDefault = await server.api.get<Listing>(`/product-listing/${ROOT_CATEGORY_ID}`, {
      query: { order: 'name-desc' },
    });
    expect(byDefault.json.limit).toBe(24);
    expect(byDefault.json.elements).toHaveLength(Math.min(24, catalogue.length));
    expect(byDefault.json.elements[0]?.name).toBe('PVC-U sheet grey');
    expect(byDefault.json.availableSortings.map((s) => s.key)).toEqual([
      'topseller',
      'name-asc',
      'name-desc',
      'price-asc',
      'price-desc',
    ]);
  });

  it('filters by properties: OR within a group, AND across groups on one variant', async () => {
    const thin = [option('thickness', 10), option('thickness', 15)];
    const textured = option('surface', 'textured');
    const response = await listing(SHEETS, { properties: [...thin, textured].join('|'), limit: 100 });
    const expected = sheetParents.filter((p) =>
      p.variants.some((v) => thin.some((id) => v.optionIds.includes(id)) && v.optionIds.includes(textured)),
    );
    expect(response.json.elements.map((p) => p.productNumber).sort()).toEqual(
      expected.map((p) => p.number).sort(),
    );
    expect(response.json.total).toBe(expected.length);
    expect(response.json.currentFilters.properties.sort()).toEqual([...thin, textured].sort());
    const orOnly = await listing(SHEETS, { properties: thin.join('|'), limit: 100 });
    expect(orOnly.json.total).toBe(
      sheetParents.filter((p) => p.variants.some((v) => thin.some((id) => v.optionIds.includes(id)))).length,
    );
  });

  it('filters by price and reports the current filters', async () => {
    const response = await server.api.get<Listing>(`/product-listing/${SHEETS}`, {
      query: { 'min-price': '500', 'max-price': '600', limit: '100' },
    });
    const expected = sheetParents.filter((p) => p.variants.some((v) => v.gross >= 500 && v.gross <= 600));
    expect(response.json.total).toBe(expected.length);
    expect(response.json.currentFilters).toMatchObject({
      navigationId: SHEETS,
      price: { min: 500, max: 600 },
      manufacturer: [],
    });
  });

  it('aggregates properties as groups with options, the price range and the manufacturers of the whole category', async () => {
    const response = await listing(categoryId('sheets/pe'), { properties: option('thickness', 100) });
    const aggregations = response.json.aggregations as Record<string, Record<string, unknown>>;
    const groups = aggregations.properties?.entities as Group[];
    expect(groups.map((g) => g.name)).toEqual(['Thickness (mm)', 'Surface finish', 'Colour', 'Sheet format']);
    const peParents = catalogue.filter((p) => p.seed.category === 'sheets/pe');
    const sizes = new Set(peParents.flatMap((p) => p.seed.sizes.map(String)));
    expect(new Set(groups[0]?.options.map((o) => o.name))).toEqual(sizes);
    const prices = peParents.flatMap((p) => p.variants.map((v) => v.gross));
    expect(aggregations.price).toMatchObject({
      min: Math.min(...prices),
      max: Math.max(...prices),
      apiAlias: 'price_aggregation',
    });
    expect((aggregations.manufacturer?.entities as { name: string }[]).map((m) => m.name)).toEqual([
      'Nordplast Industries',
    ]);
    const none = await listing(SHEETS, { 'no-aggregations': true });
    expect(none.json.aggregations).toEqual([]);
  });

  it('aggregates over every listed parent of a category with several parents and manufacturers', async () => {
    const response = await listing(SHEETS, { limit: 1 });
    const aggregations = response.json.aggregations as Record<string, Record<string, unknown>>;
    const prices = sheetParents.flatMap((p) => p.variants.map((v) => v.gross));
    expect(aggregations.price).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
    const manufacturerIds = (aggregations.manufacturer?.entities as { id: string }[]).map((m) => m.id);
    expect(new Set(manufacturerIds)).toEqual(new Set(sheetParents.map((p) => p.manufacturerId)));
    const groups = aggregations.properties?.entities as Group[];
    const sizes = new Set(sheetParents.flatMap((p) => p.seed.sizes.map(String)));
    expect(new Set(groups.find((g) => g.name === 'Thickness (mm)')?.options.map((o) => o.name))).toEqual(
      sizes,
    );
  });

  it('answers in German and refuses unknown categories and sortings', async () => {
    const german = await listing(categoryId('sheets/pvc'), {}, { 'sw-language-id': GERMAN_LANGUAGE_ID });
    expect(german.json.elements.map((p) => p.name)).toEqual(['PVC-U Platte grau']);
    expect(german.json.availableSortings.find((s) => s.key === 'price-asc')?.label).toBe('Preis aufsteigend');
    const unknown = await server.api.post<{ errors: { code: string }[] }>(
      `/product-listing/${'a'.repeat(32)}`,
      {},
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0]?.code).toBe('PRODUCT__CATEGORY_NOT_FOUND');
    const badSort = await server.api.post<{ errors: { code: string }[] }>(`/product-listing/${SHEETS}`, {
      order: 'random',
    });
    expect(badSort.status).toBe(400);
    const tooMany = await server.api.post<{ errors: { code: string }[] }>(`/product-listing/${SHEETS}`, {
      limit: 101,
    });
    expect(tooMany.json.errors[0]?.code).toBe('FRAMEWORK__QUERY_LIMIT_EXCEEDED');
  });
});

describe.each(databaseKinds)('category, breadcrumb, cart and files (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('returns a category with description, media and breadcrumb, translated', async () => {
    const response = await server.api.get<{
      name: string;
      description: string;
      breadcrumb: string[];
      media: { url: string };
    }>(`/category/${categoryId('sheets/pe')}`, { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ name: 'PE', breadcrumb: ['Kunststoffe', 'Platten', 'PE'] });
    expect(response.json.description).toMatch(/^Polyethylen/);
    expect(response.json.media.url).toMatch(/\/media\/categories\/sheets-pe\.svg$/);
    const missing = await server.api.post(`/category/${'b'.repeat(32)}`, {});
    expect(missing.status).toBe(404);
  });

  it('returns the breadcrumb of a product below the navigation root', async () => {
    const pe = catalogue.find((p) => p.number === 'PE300');
    const response = await server.api.get<{ name: string; categoryId: string }[]>(
      `/breadcrumb/${pe?.variants[0]?.id}`,
    );
    expect(response.json.map((b) => b.name)).toEqual(['Sheets', 'PE']);
  });

  it('returns the empty cart of the context', async () => {
    const response = await server.api.get<{
      token: string;
      lineItems: unknown[];
      price: { totalPrice: number };
    }>('/checkout/cart');
    expect(response.json).toMatchObject({ lineItems: [], price: { totalPrice: 0 }, token: response.token });
    const viaPost = await server.app.inject({
      method: 'POST',
      url: '/store-api/checkout/cart',
      headers: { 'sw-access-key': server.options.accessKey },
    });
    expect(viaPost.json()).toMatchObject({ apiAlias: 'cart', lineItems: [] });
  });

  it('serves the documents as PDF downloads and the pictures as SVG', async () => {
    const pdf = await server.app.inject({
      method: 'GET',
      url: '/media/documents/pe-hd-300-datasheet-en.pdf',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="pe-hd-300-datasheet-en.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await server.app.inject({ method: 'GET', url: '/media/documents/pvc-u-fda-en.pdf' })).statusCode,
    ).toBe(404);
    const svg = await server.app.inject({ method: 'GET', url: '/media/swatches/black.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await server.app.inject({ method: 'GET', url: '/media/swatches/nope.svg' })).statusCode).toBe(
      404,
    );
    expect((await server.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('seeds the catalogue completely in both languages, with weights from density and stock gaps', async () => {
    const { db } = server.app;
    const count = async (table: 'product' | 'product_translation' | 'property_group_option_translation') =>
      Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const variants = catalogue.flatMap((p) => p.variants);
    expect(await count('product')).toBe(catalogue.length + variants.length);
    expect(variants.length).toBeGreaterThan(300);
    expect(await count('product_translation')).toBe(catalogue.length * 2);
    const languages = await db
      .selectFrom('property_group_option_translation')
      .select('language_id')
      .distinct()
      .execute();
    expect(languages).toHaveLength(2);
    const zero = await db
      .selectFrom('product')
      .select(db.fn.countAll().as('n'))
      .where('parent_id', 'is not', null)
      .where('stock', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(zero.n)).toBeGreaterThan(50);
    const tenMm = await db
      .selectFrom('product')
      .select('weight')
      .where('product_number', '=', 'PE300-010-SM-NAT-F3')
      .executeTakeFirst();
    expect(tenMm?.weight).toBe(19);
  });
});
