import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, parentByKey, type ProductJson, type SearchResult } from './support/catalogue.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { categoryId } from '../src/seed/category-tree.js';

// The criteria breadth of issue 18 from outside, on /product and /product-listing: naturalSorting, range,
// histogram and terms aggregations with a sub-aggregation, total-count-mode by number, and the listing's rating
// and shipping-free filters and aggregations.

type Aggregations = Record<string, Record<string, unknown>>;
interface ListingJson extends SearchResult<ProductJson> {
  currentFilters: Record<string, unknown>;
}
interface ErrorBody {
  errors: { code: string; source?: { pointer: string } }[];
}

describe.each(databaseKinds)('criteria breadth (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());
  const pe = parentByKey('pe-hd-300');

  it('sorts naturally by length, then value (Shopware: LENGTH(field), field)', async () => {
    const parents = catalogue.map((p) => p.number);
    const response = await server.api.post<SearchResult<ProductJson>>('/product', {
      filter: [{ type: 'equals', field: 'parentId', value: null }],
      sort: [{ field: 'productNumber', order: 'ASC', naturalSorting: true }],
      limit: 100,
    });
    const expected = [...parents].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    expect(response.json.elements.map((p) => p.productNumber)).toEqual(expected);
  });

  it('answers range aggregations keyed by range, from inclusive and to exclusive', async () => {
    const response = await server.api.post<{ aggregations: Aggregations }>('/product', {
      filter: [{ type: 'equals', field: 'parentId', value: pe.id }],
      limit: 1,
      aggregations: [
        {
          name: 'prices',
          type: 'range',
          field: 'price',
          ranges: [{ to: 50 }, { from: 50, to: 100 }, { from: 100, key: 'dear' }],
        },
      ],
    });
    const count = (test: (gross: number) => boolean) => pe.variants.filter((v) => test(v.gross)).length;
    expect(response.json.aggregations.prices).toEqual({
      name: 'prices',
      ranges: {
        '*-50': count((g) => g < 50),
        '50-100': count((g) => g >= 50 && g < 100),
        dear: count((g) => g >= 100),
      },
      apiAlias: 'prices_aggregation',
    });
  });

  it('answers histogram aggregations over dates and terms with a sub-aggregation per bucket', async () => {
    const response = await server.api.post<{ aggregations: Aggregations }>('/product', {
      filter: [{ type: 'equals', field: 'parentId', value: pe.id }],
      limit: 1,
      aggregations: [
        { name: 'created', type: 'histogram', field: 'createdAt', interval: 'month' },
        {
          name: 'byStock',
          type: 'terms',
          field: 'available',
          aggregation: { name: 'cheapest', type: 'min', field: 'price' },
        },
      ],
    });
    const created = response.json.aggregations.created as { buckets: { key: string; count: number }[] };
    expect(created.buckets).toHaveLength(1);
    expect(created.buckets[0]?.key).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    expect(created.buckets[0]?.count).toBe(pe.variants.length);
    const byStock = response.json.aggregations.byStock as {
      buckets: { key: string; count: number; result: { min: number } }[];
    };
    for (const bucket of byStock.buckets) {
      const inBucket = pe.variants.filter((v) => (v.available ? '1' : '0') === bucket.key);
      expect(bucket.count).toBe(inBucket.length);
      expect(bucket.result.min).toBe(Math.min(...inBucket.map((v) => v.gross)));
    }
  });

  it('refuses bad range and histogram aggregations and too many sub-aggregated buckets', async () => {
    const bad = [
      { name: 'r', type: 'range', field: 'productNumber', ranges: [] },
      { name: 'r', type: 'range', field: 'price', ranges: [{ from: 'x' }] },
      { name: 'h', type: 'histogram', field: 'price', interval: 'day' },
      { name: 'h', type: 'histogram', field: 'createdAt', interval: 'fortnight' },
      {
        name: 't',
        type: 'terms',
        field: 'available',
        limit: 1000,
        aggregation: { name: 'c', type: 'count', field: 'id' },
      },
    ];
    for (const aggregation of bad) {
      const response = await server.api.post<ErrorBody>('/product', { aggregations: [aggregation] });
      expect(response.status, JSON.stringify(aggregation)).toBe(400);
      expect(response.json.errors[0]?.code).toBe('FRAMEWORK__INVALID_AGGREGATION_QUERY');
    }
  });

  it('answers only the asked fields with id, apiAlias and their translations (partial data loading)', async () => {
    const response = await server.api.post<SearchResult<Record<string, unknown>>>('/product', {
      filter: [{ type: 'equals', field: 'parentId', value: pe.id }],
      limit: 3,
      fields: ['productNumber', 'name', 'cover.media.url'],
    });
    expect(response.status).toBe(200);
    expect(response.json.elements).toHaveLength(3);
    for (const element of response.json.elements)
      expect(Object.keys(element).sort()).toEqual(
        ['apiAlias', 'cover', 'id', 'name', 'productNumber', 'translated'].sort(),
      );
    const search = await server.api.post<SearchResult<Record<string, unknown>>>('/search', {
      search: 'PE-HD',
      fields: ['productNumber'],
    });
    expect(Object.keys(search.json.elements[0] ?? {}).sort()).toEqual([
      'apiAlias',
      'id',
      'productNumber',
      'translated',
    ]);
    const bad = await server.api.post<ErrorBody>('/product', { fields: [1, {}] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0]?.source?.pointer).toBe('/fields');
  });

  it('groups by a field: one result per value, the first by id', async () => {
    const response = await server.api.post<SearchResult<ProductJson>>('/product', {
      filter: [{ type: 'equalsAny', field: 'parentId', value: catalogue.slice(0, 3).map((p) => p.id) }],
      grouping: ['parentId'],
      limit: 10,
      'total-count-mode': 'exact',
    });
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(3);
    const expected = catalogue.slice(0, 3).map((p) => [...p.variants.map((v) => v.id)].sort()[0]);
    expect(response.json.elements.map((p) => p.id).sort()).toEqual([...expected].sort());
    const many = await server.api.post<ErrorBody>('/product', { grouping: ['optionIds'] });
    expect(many.status).toBe(400);
    expect(many.json.errors[0]?.source?.pointer).toBe('/grouping/0');
  });

  it('applies criteria inside associations: filter, sort and limit per product', async () => {
    const variant = pe.variants[0]!;
    const body = (options: Record<string, unknown>, media: Record<string, unknown> = {}) => ({
      ids: [variant.id],
      associations: { options, media },
    });
    type WithLists = ProductJson & {
      options: { id: string; groupId: string; position: number }[];
      media: { position: number }[];
    };
    const all = await server.api.post<SearchResult<WithLists>>('/product', body({}));
    const options = all.json.elements[0]!.options;
    expect(options).toHaveLength(variant.optionIds.length);
    const sorted = await server.api.post<SearchResult<WithLists>>(
      '/product',
      body({ sort: [{ field: 'groupId', order: 'DESC' }], limit: 2 }, { limit: 1 }),
    );
    const expected = [...options].sort((a, b) => (a.groupId < b.groupId ? 1 : -1)).slice(0, 2);
    expect(sorted.json.elements[0]!.options.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    expect(sorted.json.elements[0]!.media.length).toBeLessThanOrEqual(1);
    const filtered = await server.api.post<SearchResult<WithLists>>(
      '/product',
      body({ filter: [{ type: 'equals', field: 'id', value: options[1]!.id }] }),
    );
    expect(filtered.json.elements[0]!.options.map((o) => o.id)).toEqual([options[1]!.id]);
  });

  it('takes total-count-mode as a number (2: next pages)', async () => {
    const response = await server.api.post<SearchResult<ProductJson>>('/product', {
      filter: [{ type: 'equals', field: 'parentId', value: pe.id }],
      limit: 2,
      'total-count-mode': 2,
    });
    expect(response.json.total).toBe(Math.min(pe.variants.length, 2 * 5 + 1));
  });

  it('lists rating and shipping-free aggregations and applies their filters in the category listing', async () => {
    const listing = (body: Record<string, unknown>) =>
      server.api.post<ListingJson>(`/product-listing/${categoryId('sheets')}`, body);
    const plain = await listing({});
    expect(plain.json.aggregations).toMatchObject({
      rating: { max: null, apiAlias: 'rating_aggregation' },
      'shipping-free': { max: null, apiAlias: 'shipping-free_aggregation' },
    });
    expect(plain.json.currentFilters).toMatchObject({ rating: null, 'shipping-free': false });
    expect(plain.json.total).toBeGreaterThan(0);
    // The catalogue has neither ratings nor shipping-free products: both filters leave nothing.
    const rated = await listing({ rating: '4' });
    expect(rated.json.total).toBe(0);
    expect(rated.json.currentFilters.rating).toBe(4);
    const free = await listing({ 'shipping-free': true });
    expect(free.json.total).toBe(0);
    expect(free.json.currentFilters['shipping-free']).toBe(true);
    // Switched off, as Shopware's *-filter flags do.
    const off = await listing({ 'shipping-free': true, 'shipping-free-filter': false });
    expect(off.json.total).toBe(plain.json.total);
    const asked = await listing({ aggregations: [{ name: 'n', type: 'count', field: 'id' }] });
    expect((asked.json.aggregations as Aggregations).n).toEqual({
      name: 'n',
      count: plain.json.total,
      apiAlias: 'n_aggregation',
    });
  });
});
