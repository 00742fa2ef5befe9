import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, parentByKey, type ProductJson, type SearchResult } from './support/catalogue.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { sql } from 'kysely';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { refreshSearchIndex } from '../src/db/repositories/search-index-repository.js';
import { hits } from '../src/db/repositories/search-repository.js';

// POST|GET /search and /search-suggest from outside: Shopware's answers (ProductListingResult, score sorting,
// the missing-term error), matching by number, name and option names in the request's language, the ranking,
// and the listing filters on a search.

interface ListingJson extends SearchResult<ProductJson> {
  apiAlias: string;
  sorting: string;
  currentFilters: Record<string, unknown>;
  availableSortings: { key: string; label: string }[];
}
interface ErrorBody {
  errors: { code: string; status: string; detail: string; source?: { pointer: string } }[];
}

describe.each(databaseKinds)('product search (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.api.post<ListingJson>('/search', body, { headers });
  const german = { 'sw-language-id': GERMAN_LANGUAGE_ID };
  const pe = parentByKey('pe-hd-300');

  it('answers a product listing sorted by score, with the listing aggregations and the search echoed', async () => {
    const response = await search({ search: 'PE-HD' });
    expect(response.status).toBe(200);
    const json = response.json;
    expect(json.apiAlias).toBe('product_listing');
    expect(json.sorting).toBe('score');
    expect(json.availableSortings.map((s) => s.key)).toContain('score');
    expect(json.currentFilters).toMatchObject({ search: 'PE-HD', rating: null, 'shipping-free': false });
    expect(Object.keys(json.aggregations).sort()).toEqual(
      ['manufacturer', 'price', 'properties', 'rating', 'shipping-free'].sort(),
    );
    const expected = catalogue.filter((p) => /pe-hd/i.test(p.name.en)).map((p) => p.id);
    expect(json.total).toBe(expected.length);
    expect(json.elements.map((p) => p.parentId ?? p.id).sort()).toEqual([...expected].sort());
  });

  it('requires a search term: 400 FRAMEWORK__MISSING_REQUEST_PARAMETER at /search', async () => {
    for (const body of [{}, { search: '' }, { search: '   ' }, { search: '!!' }]) {
      const response = await server.api.post<ErrorBody>('/search', body);
      expect(response.status).toBe(400);
      expect(response.json.errors[0]).toMatchObject({
        code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER',
        source: { pointer: '/search' },
      });
    }
    const suggest = await server.api.get<ErrorBody>('/search-suggest');
    expect(suggest.status).toBe(400);
    expect(suggest.json.errors[0]?.code).toBe('FRAMEWORK__MISSING_REQUEST_PARAMETER');
  });

  it('finds a variant by its exact number first, and shows that variant', async () => {
    const variant = pe.variants[3]!;
    const response = await search({ search: variant.number.toLowerCase() });
    expect(response.json.elements[0]?.id).toBe(variant.id);
    expect(response.json.total).toBe(1);
  });

  it('finds by the beginning of a number, a word of the name, and options in the request language', async () => {
    const byNumber = await search({ search: pe.number });
    expect(byNumber.json.elements[0]?.parentId ?? byNumber.json.elements[0]?.id).toBe(pe.id);
    const black = await search({ search: 'PE-HD 300 sheet black' });
    expect(black.json.elements.length).toBeGreaterThan(0);
    const first = black.json.elements[0]!;
    expect(first.parentId).toBe(pe.id);
    const blackVariant = pe.variants.find((v) => v.id === first.id);
    expect(blackVariant?.colour).toBe('black');
    const schwarz = await search({ search: 'PE-HD 300 Platte schwarz' }, german);
    expect(schwarz.json.elements[0]?.id).toBe(first.id);
    // The German word is not an English one.
    const wrongLanguage = await search({ search: 'Platte schwarz' });
    expect(wrongLanguage.json.total).toBe(0);
    const platte = await search({ search: 'Platte' }, german);
    expect(platte.json.total).toBeGreaterThan(0);
  });

  it('ranks name matches above option matches, and sorts by name on request', async () => {
    const response = await search({ search: 'natural', limit: 100 });
    expect(response.json.total).toBeGreaterThan(0);
    const byName = await search({ search: 'sheet', order: 'name-desc', limit: 100 });
    const names = byName.json.elements.map((p) => p.translated.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('applies listing filters and pages on a search', async () => {
    const all = await search({ search: 'sheet', limit: 100 });
    const page2 = await search({ search: 'sheet', limit: 2, p: 2 });
    expect(page2.json.total).toBe(all.json.total);
    expect(page2.json.elements.map((p) => p.id)).toEqual(all.json.elements.slice(2, 4).map((p) => p.id));
    const shippingFree = await search({ search: 'sheet', 'shipping-free': true });
    expect(shippingFree.json.total).toBe(0);
    expect(shippingFree.json.currentFilters['shipping-free']).toBe(true);
    const rated = await search({ search: 'sheet', rating: 3 });
    expect(rated.json.total).toBe(0);
    expect(rated.json.currentFilters.rating).toBe(3);
  });

  it('suggests ten products by default, without the listing aggregations, also by GET', async () => {
    const response = await server.api.post<ListingJson>('/search-suggest', { search: 'sheet' });
    expect(response.status).toBe(200);
    expect(response.json.limit).toBe(10);
    expect(response.json.elements.length).toBeLessThanOrEqual(10);
    expect(response.json.aggregations).toEqual([]);
    const byGet = await server.api.get<ListingJson>('/search-suggest', { query: { search: 'sheet' } });
    expect(byGet.json.elements.map((p) => p.id)).toEqual(response.json.elements.map((p) => p.id));
    const asked = await server.api.post<ListingJson>('/search-suggest', {
      search: 'sheet',
      aggregations: [{ name: 'count', type: 'count', field: 'id' }],
    });
    expect(Object.keys(asked.json.aggregations)).toEqual(['count']);
  });
});

describe.each(databaseKinds)('the search index (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('is filled by the seed: one document per visible product and language', async () => {
    const documents = await server.app.db
      .selectFrom('product_search_document')
      .select(server.app.db.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const products = catalogue.reduce((sum, parent) => sum + 1 + parent.variants.length, 0);
    expect(Number(documents.n)).toBe(products * 2);
  });

  it('looks words up in the full-text index, not by scanning the documents', async () => {
    const db = server.app.db;
    const word = hits(db, GERMAN_LANGUAGE_ID, 'schwarz', 'options');
    if (kind === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`explain query plan ${word}`.execute(db);
      const plan = rows.map((row) => row.detail).join('\n');
      expect(plan).toMatch(/SCAN s VIRTUAL TABLE INDEX \d+:M/);
      expect(plan).toMatch(/SEARCH d USING INTEGER PRIMARY KEY/);
      expect(plan).not.toMatch(/SCAN d\b/);
    } else {
      // The test catalogue is small enough for a sequential scan to be cheaper; the plan shows that the GIN
      // index answers the query once the planner has to use an index (the large catalogue picks it anyway).
      await sql`analyze product_search_document`.execute(db);
      await db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${word}`.execute(connection);
        await sql`reset enable_seqscan`.execute(connection);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Bitmap Index Scan on product_search_document_options/);
      });
    }
  });

  it('writes nothing when the catalogue did not change, and follows a change', async () => {
    const db = server.app.db;
    expect(await refreshSearchIndex(db)).toBe(0);
    const pe = parentByKey('pe-hd-300');
    await db
      .updateTable('product_translation')
      .set({ name: 'Zebra-Testplatte' })
      .where('product_id', '=', pe.id)
      .where('language_id', '=', GERMAN_LANGUAGE_ID)
      .execute();
    expect(await refreshSearchIndex(db)).toBe(1);
    const found = await server.api.post<ListingJson>(
      '/search',
      { search: 'zebra' },
      { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } },
    );
    expect(found.json.elements.map((p) => p.id)).toEqual([pe.id]);
    await db
      .updateTable('product_translation')
      .set({ name: pe.name.de })
      .where('product_id', '=', pe.id)
      .where('language_id', '=', GERMAN_LANGUAGE_ID)
      .execute();
    expect(await refreshSearchIndex(db)).toBe(1);
  });
});
