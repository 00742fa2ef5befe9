import { productSeoPath } from '../src/domain/seo/seo-path.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, option, parentByKey, type ProductJson, type SearchResult } from './support/catalogue.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { categoryId } from '../src/seed/category-tree.js';

interface ErrorBody {
  errors: { code: string; status: string; source?: { pointer: string } }[];
}

describe.each(databaseKinds)('POST /product (%s)', (kind) => {
  let server: TestServer;
  const pe = parentByKey('pe-hd-300');
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  const search = (body: unknown) => server.api.post<SearchResult<ProductJson>>('/product', body);

  it('finds the variant of a parent with the chosen options, limit 1 (useProductConfigurator)', async () => {
    const wanted = pe.variants[5];
    const response = await search({
      filter: [
        { type: 'equals', field: 'parentId', value: pe.id },
        ...(wanted?.optionIds ?? []).map((id) => ({ type: 'equals', field: 'optionIds', value: id })),
      ],
      limit: 1,
      includes: { product: ['id', 'translated', 'productNumber', 'seoUrls'], seo_url: ['seoPathInfo'] },
      associations: { seoUrls: {} },
    });
    expect(response.status).toBe(200);
    expect(response.json.elements).toEqual([
      {
        id: wanted?.id,
        productNumber: wanted?.number,
        translated: expect.objectContaining({ name: 'PE-HD 300 sheet' }),
        // The variant's canonical SEO URL, as the configurator links to it.
        seoUrls: [
          { seoPathInfo: productSeoPath('PE-HD 300 sheet', wanted?.number ?? ''), apiAlias: 'seo_url' },
        ],
        apiAlias: 'product',
      },
    ]);
  });

  it('filters by equalsAny, range, contains, prefix, not and multi, sorts and pages with an exact total', async () => {
    const variants = pe.variants.filter((v) => v.gross >= 50 && v.gross <= 100);
    const response = await search({
      filter: [
        { type: 'equalsAny', field: 'parentId', value: [pe.id] },
        { type: 'range', field: 'price', parameters: { gte: 50, lte: 100 } },
        { type: 'prefix', field: 'productNumber', value: 'PE300-' },
        { type: 'not', queries: [{ type: 'contains', field: 'productNumber', value: '-XX-' }] },
        {
          type: 'multi',
          operator: 'or',
          queries: [
            { type: 'equals', field: 'active', value: true },
            { type: 'suffix', field: 'productNumber', value: 'F9' },
          ],
        },
      ],
      sort: [
        { field: 'price', order: 'DESC' },
        { field: 'productNumber', naturalSorting: true },
      ],
      limit: 5,
      page: 2,
      'total-count-mode': 'exact',
    });
    expect(response.json.total).toBe(variants.length);
    const prices = response.json.elements.map((p) => p.calculatedPrice.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const expected = [...variants]
      .sort((a, b) => b.gross - a.gross || a.number.localeCompare(b.number))
      .slice(5, 10);
    expect(response.json.elements.map((p) => p.productNumber)).toEqual(expected.map((v) => v.number));
  });

  it('filters many-valued fields: equalsAll options, categories (with descendants), properties', async () => {
    const both = [option('thickness', 10), option('surface', 'textured')];
    const response = await search({
      filter: [{ type: 'equalsAll', field: 'optionIds', value: both }],
      'total-count-mode': 'exact',
      limit: 100,
    });
    const expected = catalogue
      .flatMap((p) => p.variants)
      .filter((v) => both.every((id) => v.optionIds.includes(id)));
    expect(response.json.total).toBe(expected.length);
    const inPe = await search({
      filter: [
        { type: 'equals', field: 'categoryTree', value: categoryId('sheets/pe') },
        { type: 'equals', field: 'parentId', value: null },
      ],
      'total-count-mode': 'exact',
    });
    expect(inPe.json.elements.map((p) => p.name).sort()).toEqual(
      catalogue
        .filter((p) => p.seed.category === 'sheets/pe')
        .map((p) => p.name.en)
        .sort(),
    );
  });

  it('searches by term in name and product number, and loads ids', async () => {
    const byTerm = await search({
      term: 'ptfe rod',
      filter: [{ type: 'equals', field: 'parentId', value: null }],
    });
    expect(byTerm.json.elements.map((p) => p.productNumber)).toEqual(['PTFER']);
    const byIds = await search({ ids: [pe.id, pe.variants[0]?.id] });
    expect(byIds.json.elements.map((p) => p.id).sort()).toEqual([pe.id, pe.variants[0]?.id].sort());
  });

  it('loads associations on request: options with group, properties, media, manufacturer, children', async () => {
    const response = await search({
      ids: [pe.id],
      associations: {
        options: { associations: { group: {} } },
        properties: {},
        media: {},
        manufacturer: {},
        children: { limit: 100 },
      },
    });
    const [parent] = response.json.elements as (ProductJson & { children: ProductJson[] })[];
    expect(parent?.manufacturer?.name).toBe('Nordplast Industries');
    expect(parent?.media?.length).toBe(pe.seed.colours.length);
    // The association's own limit applies per product (Shopware), here 100 of the parent's variants.
    expect(parent?.children).toHaveLength(Math.min(100, pe.variants.length));
    expect(parent?.calculatedListingPrice.from.unitPrice).toBeLessThan(
      parent?.calculatedListingPrice.to.unitPrice ?? 0,
    );
    const variant = await search({ ids: [pe.variants[0]?.id], associations: { options: {} } });
    expect(variant.json.elements[0]?.options?.map((o) => o.group.name)).toEqual([
      'Thickness (mm)',
      'Surface finish',
      'Colour',
      'Sheet format',
    ]);
  });

  it('answers aggregations as an object keyed by name', async () => {
    const response = await search({
      filter: [{ type: 'equals', field: 'parentId', value: pe.id }],
      limit: 1,
      aggregations: [
        { name: 'price-stats', type: 'stats', field: 'price' },
        { name: 'max-stock', type: 'max', field: 'stock' },
        { name: 'thicknesses', type: 'terms', field: 'optionIds', limit: 200 },
        { name: 'makers', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' },
        {
          name: 'stocked',
          type: 'filter',
          filter: [{ type: 'range', field: 'stock', parameters: { gt: 0 } }],
          aggregation: { name: 'in-stock', type: 'count', field: 'id' },
        },
      ],
    });
    const aggregations = response.json.aggregations as Record<string, Record<string, unknown>>;
    const prices = pe.variants.map((v) => v.gross);
    expect(aggregations['price-stats']).toMatchObject({
      min: Math.min(...prices),
      max: Math.max(...prices),
      apiAlias: 'price-stats_aggregation',
    });
    expect(aggregations['max-stock']).toMatchObject({ max: Math.max(...pe.variants.map((v) => v.stock)) });
    const buckets = aggregations.thicknesses?.buckets as { key: string; count: number }[];
    expect(buckets.find((b) => b.key === option('thickness', 10))?.count).toBe(
      pe.variants.filter((v) => v.optionIds.includes(option('thickness', 10))).length,
    );
    // Variants inherit the manufacturer.
    expect((aggregations.makers?.entities as { name: string }[]).map((m) => m.name)).toEqual([
      'Nordplast Industries',
    ]);
    expect(aggregations['in-stock']).toMatchObject({ count: pe.variants.filter((v) => v.stock > 0).length });
  });

  it('refuses bad criteria with 400 and pointers, never SQL', async () => {
    const codes = async (body: unknown) => {
      const response = await server.api.post<ErrorBody>('/product', body);
      expect(response.status).toBe(400);
      return response.json.errors.map((e) => [e.code, e.source?.pointer]);
    };
    expect(await codes({ limit: 0 })).toEqual([['FRAMEWORK__INVALID_LIMIT_QUERY', '/limit']]);
    expect(await codes({ limit: 101 })).toEqual([['FRAMEWORK__QUERY_LIMIT_EXCEEDED', '/limit']]);
    expect(await codes({ page: 0 })).toEqual([['FRAMEWORK__INVALID_PAGE_QUERY', '/page']]);
    expect(await codes({ filter: [{ type: 'equals', field: 'password', value: 'x' }] })).toEqual([
      ['FRAMEWORK__UNMAPPED_FIELD', '/filter/0/field'],
    ]);
    expect(await codes({ sort: [{ field: 'name; drop table product' }] })).toEqual([
      ['FRAMEWORK__UNMAPPED_FIELD', '/sort/0/field'],
    ]);
    expect(await codes({ associations: { customer: {} } })).toEqual([
      ['FRAMEWORK__ASSOCIATION_NOT_FOUND', '/associations/customer'],
    ]);
    expect(await codes({ filter: [{ type: 'equals', field: 'stock', value: { gt: 1 } }] })).toEqual([
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/value'],
    ]);
    expect(await codes({ filter: [{ type: 'fuzzy', field: 'name', value: 'x' }] })).toEqual([
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/type'],
    ]);
    expect(await codes({ aggregations: [{ name: 'a?b', type: 'max', field: 'stock' }] })).toEqual([
      ['FRAMEWORK__INVALID_AGGREGATION_QUERY', '/aggregations/0/name'],
    ]);
    expect(
      await codes({
        aggregations: [{ name: 'e', type: 'entity', field: 'manufacturerId', definition: 'customer' }],
      }),
    ).toEqual([['FRAMEWORK__INVALID_AGGREGATION_QUERY', '/aggregations/0/definition']]);
    // SQL-ish values are data.
    const sqlish = await search({
      term: "' OR 1=1--",
      filter: [{ type: 'equals', field: 'productNumber', value: "x' or '1'='1" }],
    });
    expect(sqlish.json.elements).toEqual([]);
  });

  it('accepts GET with a compressed or bracketed criteria query', async () => {
    const response = await server.api.get<SearchResult<ProductJson>>('/product', {
      query: {
        'filter[0][type]': 'equals',
        'filter[0][field]': 'productNumber',
        'filter[0][value]': 'PTFE',
        limit: '1',
      },
    });
    expect(response.json.elements.map((p) => p.productNumber)).toEqual(['PTFE']);
  });
});
