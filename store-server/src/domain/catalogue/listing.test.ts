import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { REQUEST_LIMITS } from '../limits.js';
import { groupSelectedOptions, parseListingParams } from './listing.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);

describe('listing parameters', () => {
  it('defaults to page 1, 24 per page, name-asc and no filters', () => {
    expect(parseListingParams({})).toMatchObject({
      page: 1,
      limit: 24,
      sorting: { key: 'name-asc' },
      properties: [],
      minPrice: null,
      withAggregations: true,
    });
  });

  it('reads p, order, properties joined by |, prices and flags', () => {
    const params = parseListingParams({
      p: '3',
      order: 'price-desc',
      properties: `${A}|${B}|nope`,
      manufacturer: [C],
      'min-price': '10',
      'max-price': 99.5,
      'no-aggregations': 'true',
    });
    expect(params).toMatchObject({
      page: 3,
      sorting: { key: 'price-desc', field: 'cheapestPrice', order: 'DESC' },
      properties: [A, B],
      manufacturers: [C],
      minPrice: 10,
      maxPrice: 99.5,
      withAggregations: false,
    });
    expect(parseListingParams({ p: 0 }).page).toBe(1);
    expect(parseListingParams({ properties: A, 'property-filter': 'false' }).properties).toEqual([]);
  });

  it('refuses an unknown sorting', () => {
    expect(() => parseListingParams({ order: 'random' })).toThrow(StoreApiError);
  });

  it('groups selected options by property group', () => {
    const groupOf = new Map([
      [A, 'thickness'],
      [B, 'thickness'],
      [C, 'surface'],
    ]);
    expect(groupSelectedOptions([A, C, B, 'unknown'], groupOf)).toEqual([[A, B], [C]]);
  });
});

describe('listing id lists', () => {
  it('take up to REQUEST_LIMITS.listValues ids and refuse more with a pointer', () => {
    const limit = REQUEST_LIMITS.listValues;
    const ids = Array.from({ length: limit + 1 }, (_, i) => i.toString(16).padStart(32, '0'));
    expect(parseListingParams({ properties: ids.slice(1).join('|') }).properties).toHaveLength(limit);
    for (const name of ['properties', 'manufacturer']) {
      try {
        parseListingParams({ [name]: ids.join('|') });
        expect.unreachable();
      } catch (error) {
        expect((error as StoreApiError).toEnvelope().errors[0]).toMatchObject({
          status: '400',
          code: 'FRAMEWORK__INVALID_FILTER_QUERY',
          source: { pointer: `/${name}` },
        });
      }
    }
  });
});
