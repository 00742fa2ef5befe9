import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_CATEGORY_ID } from '../src/constants.js';
import { catalogue, parentByKey } from './support/catalogue.js';
import { countStatements, type StatementCounter } from './support/statement-counter.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Associations are batch-loaded: the number of SQL statements of a request does not grow with its page.

describe('query counts of the catalogue routes (sqlite)', () => {
  let server: TestServer;
  let statements: StatementCounter;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    statements = countStatements(server);
  });
  afterAll(async () => server.close());

  const count = async (path: string, body: unknown) => {
    statements.reset();
    const response = await server.api.post(path, body);
    expect(response.status).toBe(200);
    return statements.count;
  };

  it('runs as many statements for a listing of 1 as of 24 products', async () => {
    // A first request keeps the sales channel for the current revision (one statement more, once).
    await count(`/product-listing/${ROOT_CATEGORY_ID}`, { limit: 2 });
    const one = await count(`/product-listing/${ROOT_CATEGORY_ID}`, {
      limit: 1,
      associations: { options: {}, manufacturer: {} },
    });
    const many = await count(`/product-listing/${ROOT_CATEGORY_ID}`, {
      limit: 24,
      associations: { options: {}, manufacturer: {} },
    });
    expect(one).toBeGreaterThan(5);
    expect(many).toBe(one);
  });

  it('runs as many statements for a search of 1 as of 100 variants with associations', async () => {
    const body = (limit: number) => ({
      filter: [{ type: 'equals', field: 'parentId', value: parentByKey('pe-hd-300').id }],
      associations: { options: { associations: { group: {} } }, properties: {}, media: {}, cover: {} },
      limit,
    });
    expect(await count('/product', body(100))).toBe(await count('/product', body(1)));
  });

  it('runs as many statements for the detail of a small and a large product', async () => {
    const small = catalogue.reduce((a, b) => (a.variants.length < b.variants.length ? a : b));
    const large = catalogue.reduce((a, b) => (a.variants.length > b.variants.length ? a : b));
    expect(await count(`/product/${large.id}`, {})).toBe(await count(`/product/${small.id}`, {}));
  });
});
