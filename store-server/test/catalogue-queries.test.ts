import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_CATEGORY_ID } from '../src/constants.js';
import { catalogue, parentByKey } from './support/catalogue.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Associations are batch-loaded: the number of SQL statements of a request does not grow with its page.

describe('query counts of the catalogue routes (sqlite)', () => {
  let server: TestServer;
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    server.app.db = server.app.db.withPlugin(counter);
  });
  afterAll(async () => server.close());

  const count = async (path: string, body: unknown) => {
    statements = 0;
    const response = await server.api.post(path, body);
    expect(response.status).toBe(200);
    return statements;
  };

  it('runs as many statements for a listing of 1 as of 24 products', async () => {
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
