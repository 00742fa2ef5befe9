import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// Every filter type, run as SQL on each database dialect, against the seeded countries.

interface SearchResult {
  elements: Array<{ iso: string }>;
  total: number;
}

describe.each(databaseKinds)('criteria filters in SQL (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  const isos = async (filter: unknown[], extra: Record<string, unknown> = {}) => {
    const response = await server.api.post<SearchResult>('/country', { filter, ...extra });
    expect(response.status).toBe(200);
    return response.json.elements.map((c) => c.iso);
  };

  it.each([
    [[{ type: 'equals', field: 'iso', value: 'AT' }], ['AT']],
    [[{ type: 'equals', field: 'isEu', value: false }], ['CH', 'GB']],
    [[{ type: 'equals', field: 'country.isEu', value: '1' }], ['DE', 'AT', 'FR', 'NL']],
    [[{ type: 'equalsAny', field: 'iso', value: 'FR|GB' }], ['GB', 'FR']],
    [[{ type: 'equalsAny', field: 'iso', value: ['CH', 'XX'] }], ['CH']],
    [[{ type: 'equalsAll', field: 'iso', value: ['CH', 'AT'] }], []],
    [[{ type: 'contains', field: 'name', value: 'LAN' }], ['CH', 'NL']],
    [[{ type: 'prefix', field: 'name', value: 'ger' }], ['DE']],
    [[{ type: 'suffix', field: 'iso3', value: 'RA' }], ['FR']],
    [[{ type: 'contains', field: 'name', value: '%' }], []],
    [[{ type: 'contains', field: 'name', value: '_' }], []],
    [[{ type: 'range', field: 'position', parameters: { gte: 2, lt: 4 } }], ['AT', 'CH']],
    [[{ type: 'since', field: 'position', value: 6 }], ['NL']],
    [
      [
        {
          type: 'not',
          operator: 'or',
          queries: [
            { type: 'equals', field: 'iso', value: 'DE' },
            { type: 'equals', field: 'isEu', value: true },
          ],
        },
      ],
      ['CH', 'GB'],
    ],
    [
      [
        {
          type: 'multi',
          operator: 'or',
          queries: [
            { type: 'equals', field: 'iso', value: 'DE' },
            { type: 'equals', field: 'iso', value: 'NL' },
          ],
        },
      ],
      ['DE', 'NL'],
    ],
    [[{ type: 'nor', queries: [{ type: 'equals', field: 'isEu', value: true }] }], ['CH', 'GB']],
    [[{ type: 'equals', field: 'name', value: null }], []],
  ])('%j', async (filter, expected) => {
    expect(await isos(filter)).toEqual(expected);
  });

  it('filters by ids and post-filter', async () => {
    const all = await server.api.post<{ elements: Array<{ id: string; iso: string }> }>('/country', {});
    const ids = all.json.elements.filter((c) => ['AT', 'NL'].includes(c.iso)).map((c) => c.id);
    expect(await isos([], { ids })).toEqual(['AT', 'NL']);
    expect(await isos([], { ids, 'post-filter': [{ type: 'equals', field: 'iso', value: 'NL' }] })).toEqual([
      'NL',
    ]);
  });

  it('counts next pages up to five pages ahead', async () => {
    const response = await server.api.post<SearchResult>('/country', {
      limit: 1,
      'total-count-mode': 'next-pages',
    });
    expect(response.json.total).toBe(6);
  });
});
