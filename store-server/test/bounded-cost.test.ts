import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_CATEGORY_ID } from '../src/constants.js';
import { REQUEST_LIMITS as L } from '../src/domain/limits.js';
import { CartClient, randomToken, type CartJson, type ErrorBody } from './support/cart.js';
import { catalogue } from './support/catalogue.js';
import { errorCode, storeApi } from './support/http-store-api.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Issue 15, bounded cost: every request has a bounded cost and no criteria ever gives a 5xx, on either
// database. First the attacks found by probing the running server, then each limit of REQUEST_LIMITS: at the
// limit accepted, one beyond it refused with 400, the code and a pointer.

const hexId = (n: number) => n.toString(16).padStart(32, '0');
const list = <T>(length: number, item: (index: number) => T): T[] =>
  Array.from({ length }, (_, i) => item(i));
const notNested = (depth: number) => {
  let filter: unknown = { type: 'equals', field: 'active', value: true };
  for (let level = 1; level < depth; level += 1) filter = { type: 'not', queries: [filter] };
  return filter;
};
const childrenChain = (depth: number) => {
  let criteria: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1) criteria = { associations: { children: criteria } };
  return criteria;
};
const stats = (count: number) => list(count, (i) => ({ name: `s${i}`, type: 'stats', field: 'price' }));
const equalsActive = { type: 'equals', field: 'active', value: true };

const variants = catalogue.flatMap((parent) => parent.variants).filter((variant) => !variant.isCloseout);
const addItems = (from: number, count: number) =>
  list(count, (i) => ({ type: 'product', referencedId: variants[from + i]?.id, quantity: 1 }));

/** [name, path, body, expected status, expected code, expected pointer] */
type Attack = [string, string, unknown, number, string, string | undefined];

const ATTACKS: Attack[] = [
  [
    '20,000 stats aggregations',
    '/product',
    { aggregations: stats(20_000) },
    400,
    'FRAMEWORK__INVALID_AGGREGATION_QUERY',
    `/aggregations/${L.aggregations}`,
  ],
  [
    '4,000 terms aggregations',
    '/product',
    { aggregations: list(4_000, (i) => ({ name: `t${i}`, type: 'terms', field: 'propertyIds' })) },
    400,
    'FRAMEWORK__INVALID_AGGREGATION_QUERY',
    `/aggregations/${L.aggregations}`,
  ],
  [
    '100,000 short ids in equalsAny',
    '/product',
    { filter: [{ type: 'equalsAny', field: 'id', value: list(100_000, (i) => i.toString(36)) }] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  [
    'not nested 1,000 deep',
    '/product',
    { filter: [notNested(1_000)] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `/filter/0${'/queries/0'.repeat(L.filterDepth)}`,
  ],
  [
    'not nested 2,000 deep',
    '/product',
    { filter: [notNested(2_000)] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `/filter/0${'/queries/0'.repeat(L.filterDepth)}`,
  ],
  [
    'a 60,000-character contains',
    '/product',
    { filter: [{ type: 'contains', field: 'name', value: 'x'.repeat(60_000) }] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  [
    'a 1 MB term',
    '/product',
    { term: 'x'.repeat(1_000_000) },
    400,
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    '/term',
  ],
  [
    'a 1 MB equals value',
    '/product',
    { filter: [{ type: 'equals', field: 'name', value: 'x'.repeat(1_000_000) }] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  ['page 1e20', '/product', { page: 1e20 }, 400, 'FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
  ['page 1e15', '/product', { page: 1e15 }, 400, 'FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
  [
    'listing page 1e20',
    `/product-listing/${ROOT_CATEGORY_ID}`,
    { p: 1e20 },
    400,
    'FRAMEWORK__INVALID_PAGE_QUERY',
    '/page',
  ],
  [
    "range on stock with 'abc'",
    '/product',
    { filter: [{ type: 'range', field: 'stock', parameters: { gte: 'abc' } }] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/parameters/gte',
  ],
  [
    "equals on stock with 'abc'",
    '/product',
    { filter: [{ type: 'equals', field: 'stock', value: 'abc' }] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  [
    "equals on active with 'abc'",
    '/product',
    { filter: [{ type: 'equals', field: 'active', value: 'abc' }] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  [
    "since on createdAt with 'abc'",
    '/product',
    { filter: [{ type: 'since', field: 'createdAt', value: 'abc' }] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  [
    'avg on name',
    '/product',
    { aggregations: [{ name: 'a', type: 'avg', field: 'name' }] },
    400,
    'FRAMEWORK__INVALID_AGGREGATION_QUERY',
    '/aggregations/0/field',
  ],
  [
    'stats on name',
    '/product',
    { aggregations: [{ name: 'a', type: 'stats', field: 'name' }] },
    400,
    'FRAMEWORK__INVALID_AGGREGATION_QUERY',
    '/aggregations/0/field',
  ],
  [
    "equals on id with 'not-a-uuid'",
    '/product',
    { filter: [{ type: 'equals', field: 'id', value: 'not-a-uuid' }] },
    400,
    'FRAMEWORK__INVALID_UUID',
    '/filter/0/value',
  ],
  [
    "equalsAny on parentId with 'x'",
    '/product',
    { filter: [{ type: 'equalsAny', field: 'parentId', value: [hexId(1), 'x'] }] },
    400,
    'FRAMEWORK__INVALID_UUID',
    '/filter/0/value',
  ],
  [
    '50,000 sortings',
    '/product',
    { sort: list(50_000, () => ({ field: 'name' })) },
    400,
    'FRAMEWORK__INVALID_SORT_QUERY',
    '/sort',
  ],
  [
    'associations 2,000 deep',
    '/product',
    childrenChain(2_000),
    400,
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    `${'/associations/children'.repeat(L.associationDepth)}/associations`,
  ],
  [
    '50,000 include fields',
    '/product',
    { includes: { product: list(50_000, (i) => `f${i}`) } },
    400,
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    '/includes',
  ],
  [
    'a filter aggregation nested 2,000 deep',
    '/product',
    { aggregations: [nestedFilterAggregation(2_000)] },
    400,
    'FRAMEWORK__INVALID_AGGREGATION_QUERY',
    `/aggregations/0${'/aggregation'.repeat(L.aggregations)}`,
  ],
  [
    'a listing post-filter nested 2,000 deep (a cached read)',
    `/product-listing/${ROOT_CATEGORY_ID}`,
    { 'post-filter': [notNested(2_000)] },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `/post-filter/0${'/queries/0'.repeat(L.filterDepth)}`,
  ],
  [
    'product detail associations 2,000 deep (a cached read)',
    `/product/${catalogue[0]?.id}`,
    childrenChain(2_000),
    400,
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    `${'/associations/children'.repeat(L.associationDepth)}/associations`,
  ],
  [
    '30,000 listing properties',
    `/product-listing/${ROOT_CATEGORY_ID}`,
    { properties: list(30_000, hexId).join('|') },
    400,
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/properties',
  ],
  [
    '15,000 line items in one add',
    '/checkout/cart/line-item',
    { items: list(15_000, () => ({ type: 'product', id: variants[0]?.id })) },
    400,
    'VIOLATION::TOO_MANY_ERROR',
    '/items',
  ],
];

function nestedFilterAggregation(depth: number): unknown {
  let aggregation: unknown = { name: 'inner', type: 'count', field: 'id' };
  for (let level = 1; level < depth; level += 1)
    aggregation = { name: `f${level}`, type: 'filter', filter: [equalsActive], aggregation };
  return aggregation;
}

/** [name, path, body at the limit, body one beyond, code, pointer] */
type Limit = [string, string, unknown, unknown, string, string];

const ids = (count: number) => list(count, hexId);
const LIMITS: Limit[] = [
  [
    'aggregations',
    '/product',
    { aggregations: stats(L.aggregations) },
    { aggregations: stats(L.aggregations + 1) },
    'FRAMEWORK__INVALID_AGGREGATION_QUERY',
    `/aggregations/${L.aggregations}`,
  ],
  [
    'filter nodes',
    '/product',
    { filter: list(L.filterNodes, () => equalsActive) },
    { filter: list(L.filterNodes + 1, () => equalsActive) },
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `/filter/${L.filterNodes}`,
  ],
  [
    'filters on many-valued fields',
    '/product',
    { filter: list(L.manyValuedFilters, (i) => ({ type: 'equals', field: 'optionIds', value: hexId(i) })) },
    {
      filter: list(L.manyValuedFilters + 1, (i) => ({ type: 'equals', field: 'optionIds', value: hexId(i) })),
    },
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `/filter/${L.manyValuedFilters}`,
  ],
  [
    'filter depth',
    '/product',
    { filter: [notNested(L.filterDepth)] },
    { filter: [notNested(L.filterDepth + 1)] },
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `/filter/0${'/queries/0'.repeat(L.filterDepth)}`,
  ],
  [
    'values in equalsAny',
    '/product',
    { filter: [{ type: 'equalsAny', field: 'id', value: ids(L.listValues) }] },
    { filter: [{ type: 'equalsAny', field: 'id', value: ids(L.listValues + 1) }] },
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  [
    'filter values together',
    '/product',
    {
      filter: list(L.filterValues / L.listValues, () => ({
        type: 'equalsAny',
        field: 'id',
        value: ids(L.listValues),
      })),
    },
    {
      filter: [
        ...list(L.filterValues / L.listValues, () => ({
          type: 'equalsAny',
          field: 'id',
          value: ids(L.listValues),
        })),
        { type: 'equals', field: 'id', value: hexId(1) },
      ],
    },
    'FRAMEWORK__INVALID_FILTER_QUERY',
    `/filter/${L.filterValues / L.listValues}/value`,
  ],
  [
    'ids',
    '/product',
    { ids: ids(L.listValues) },
    { ids: ids(L.listValues + 1) },
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    '/ids',
  ],
  [
    'contains length',
    '/product',
    { filter: [{ type: 'contains', field: 'name', value: 'x'.repeat(L.valueLength) }] },
    { filter: [{ type: 'contains', field: 'name', value: 'x'.repeat(L.valueLength + 1) }] },
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/filter/0/value',
  ],
  [
    'term length',
    '/product',
    { term: 'x'.repeat(L.termLength) },
    { term: 'x'.repeat(L.termLength + 1) },
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    '/term',
  ],
  [
    'sortings',
    '/product',
    { sort: list(L.sortings, () => ({ field: 'name' })) },
    { sort: list(L.sortings + 1, () => ({ field: 'name' })) },
    'FRAMEWORK__INVALID_SORT_QUERY',
    '/sort',
  ],
  [
    'page × limit',
    '/product',
    { limit: 100, page: L.resultWindow / 100 },
    { limit: 100, page: L.resultWindow / 100 + 1 },
    'FRAMEWORK__INVALID_PAGE_QUERY',
    '/page',
  ],
  [
    'page × limit (listing)',
    `/product-listing/${ROOT_CATEGORY_ID}`,
    { limit: 100, p: L.resultWindow / 100 },
    { limit: 100, p: L.resultWindow / 100 + 1 },
    'FRAMEWORK__INVALID_PAGE_QUERY',
    '/page',
  ],
  [
    'association depth',
    '/product',
    childrenChain(L.associationDepth),
    childrenChain(L.associationDepth + 1),
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    `${'/associations/children'.repeat(L.associationDepth)}/associations`,
  ],
  [
    'includes',
    '/product',
    { includes: { product: list(L.includeFields - 1, (i) => `f${i}`) } },
    { includes: { product: list(L.includeFields, (i) => `f${i}`) } },
    'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
    '/includes',
  ],
  [
    'listing properties',
    `/product-listing/${ROOT_CATEGORY_ID}`,
    { properties: ids(L.listValues).join('|') },
    { properties: ids(L.listValues + 1).join('|') },
    'FRAMEWORK__INVALID_FILTER_QUERY',
    '/properties',
  ],
  [
    'line items per add',
    '/checkout/cart/line-item',
    { items: addItems(0, L.lineItemsPerRequest) },
    { items: addItems(0, L.lineItemsPerRequest + 1) },
    'VIOLATION::TOO_MANY_ERROR',
    '/items',
  ],
];

describe.each(databaseKinds)('bounded cost (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  /** Every request in a fresh context (the cart ones start empty). */
  const send = (path: string, body: unknown) =>
    server.api.post<ErrorBody>(path, body, { headers: { 'sw-context-token': randomToken() } });

  it.each(ATTACKS)(
    '%s: refused with 400 before any work',
    async (_name, path, body, status, code, pointer) => {
      const started = Date.now();
      const response = await send(path, body);
      expect(response.status).toBe(status);
      expect(response.json.errors[0]).toMatchObject({ status: String(status), code, source: { pointer } });
      // Refused while parsing: milliseconds, not the seconds the probes took (generous for a loaded machine).
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it.each(LIMITS)(
    '%s: at the limit accepted, beyond it refused',
    async (_name, path, atLimit, beyond, code, pointer) => {
      const accepted = await send(path, atLimit);
      expect(accepted.status, JSON.stringify(accepted.json).slice(0, 300)).toBe(200);
      const refused = await send(path, beyond);
      expect(refused.status).toBe(400);
      expect(refused.json.errors[0]).toMatchObject({ status: '400', code, source: { pointer } });
    },
  );

  it('valid typed filters still answer: numeric strings, booleans as 0/1, ISO dates, null', async () => {
    const response = await send('/product', {
      filter: [
        { type: 'range', field: 'stock', parameters: { gte: '0' } },
        { type: 'equals', field: 'active', value: 1 },
        { type: 'since', field: 'createdAt', value: '2000-01-01' },
        { type: 'equalsAny', field: 'parentId', value: [null] },
      ],
      aggregations: [
        { name: 'max-name', type: 'max', field: 'name' },
        { name: 'avg-stock', type: 'avg', field: 'stock' },
      ],
      limit: 1,
    });
    expect(response.status).toBe(200);
  });

  it(`a cart holds at most ${L.cartLines} lines; products in it can still be added to`, async () => {
    const cart = new CartClient(server.api, randomToken());
    const full = await cart.add(addItems(0, L.cartLines));
    expect(full.status).toBe(200);
    expect(full.json.lineItems).toHaveLength(L.cartLines);
    const refused = await cart.add<ErrorBody>(addItems(L.cartLines, 1));
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0]).toMatchObject({
      code: 'CHECKOUT__CART_LINE_ITEM_LIMIT_EXCEEDED',
      source: { pointer: '/items' },
    });
    const more = await cart.add<CartJson>(addItems(0, 1));
    expect(more.status).toBe(200);
    expect((await cart.get()).json.lineItems).toHaveLength(L.cartLines);
  });
});

describe.each(databaseKinds)('bounded cost over HTTP, with other requests waiting (%s)', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // The first answer compiles the schema checks of the client: not part of what is measured.
    await storeApi(baseUrl, 'GET', '/context');
  });
  afterAll(async () => server.close());

  /** GET /context again and again while `during` runs: how long each took (the server runs in this process). */
  async function contextTimesDuring(during: Promise<unknown>): Promise<number[]> {
    let done = false;
    void during.finally(() => (done = true));
    const times: number[] = [];
    do {
      const started = performance.now();
      const answer = await storeApi(baseUrl, 'GET', '/context');
      expect(answer.status).toBe(200);
      times.push(performance.now() - started);
      await sleep(5);
    } while (!done);
    return times;
  }

  it('a 20,000-aggregation request is refused in milliseconds and GET /context answers meanwhile', async () => {
    const started = performance.now();
    const attack = storeApi(baseUrl, 'POST', '/product', { aggregations: stats(20_000) });
    const times = await contextTimesDuring(attack);
    const answer = await attack;
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('FRAMEWORK__INVALID_AGGREGATION_QUERY');
    // Generous bounds for a loaded machine (the whole suite runs in parallel); unbounded, this request took
    // 33 s with nothing else answered.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(Math.max(...times)).toBeLessThan(5_000);
  });

  it('a request at the limits lets GET /context in between its statements', async () => {
    const costliest = {
      filter: [
        {
          type: 'multi',
          operator: 'or',
          queries: list(L.manyValuedFilters, () => ({
            type: 'contains',
            field: 'propertyIds',
            value: 'x',
          })),
        },
      ],
      aggregations: stats(L.aggregations),
      'total-count-mode': 'exact',
    };
    const started = performance.now();
    const heavy = storeApi(baseUrl, 'POST', '/product', costliest);
    const times = await contextTimesDuring(heavy);
    expect((await heavy).status).toBe(200);
    const duration = performance.now() - started;
    // Its 22 statements yield to the event loop in between: several answers while it runs, none waiting for
    // all of it (without the yields one GET waited for the whole request, a second one came after it).
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...times)).toBeLessThan(duration * 0.75);
  });
});
