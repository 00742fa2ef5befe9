import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { REQUEST_LIMITS } from '../limits.js';
import { parseCriteria } from './parse-criteria.js';
import type { CriteriaDefinition } from './types.js';

const locale: CriteriaDefinition = {
  entity: 'locale',
  fields: { id: 'id', code: 'string' },
  associations: {},
};
const language: CriteriaDefinition = {
  entity: 'language',
  fields: { id: 'id', name: 'string', active: 'boolean', 'translationCode.code': 'string' },
  associations: { translationCode: locale },
};

function errorsOf(input: unknown) {
  try {
    parseCriteria(input, language);
  } catch (error) {
    if (error instanceof StoreApiError) return error.toEnvelope().errors;
    throw error;
  }
  throw new Error('expected a StoreApiError');
}

describe('parseCriteria', () => {
  it('defaults to page 1, limit 100, no total count', () => {
    expect(parseCriteria(undefined, language)).toMatchObject({
      page: 1,
      limit: 100,
      filters: [],
      totalCountMode: 'none',
    });
  });

  it('parses page, limit, ids, term and total-count-mode (also numeric strings and numbers)', () => {
    const ids = ['0123456789abcdef0123456789abcdef'];
    const criteria = parseCriteria(
      { page: '2', limit: 10, ids: ids.join('|'), term: ' pe ', 'total-count-mode': 1 },
      language,
    );
    expect(criteria).toMatchObject({ page: 2, limit: 10, ids, term: 'pe', totalCountMode: 'exact' });
  });

  it('parses filters, strips the entity prefix and rewrites equalsAll, nand and string lists', () => {
    const criteria = parseCriteria(
      {
        filter: [
          { type: 'equals', field: 'language.active', value: true },
          { type: 'equalsAny', field: 'translationCode.code', value: 'en-GB|de-DE' },
          { type: 'equalsAll', field: 'name', value: ['a'] },
          { type: 'nand', queries: [{ type: 'contains', field: 'name', value: 'x' }] },
          {
            type: 'multi',
            operator: 'OR',
            queries: [{ type: 'range', field: 'name', parameters: { gte: 'a' } }],
          },
        ],
      },
      language,
    );
    expect(criteria.filters).toEqual([
      { type: 'equals', field: 'active', value: true },
      { type: 'equalsAny', field: 'translationCode.code', values: ['en-GB', 'de-DE'] },
      { type: 'multi', operator: 'and', queries: [{ type: 'equals', field: 'name', value: 'a' }] },
      { type: 'not', operator: 'and', queries: [{ type: 'contains', field: 'name', value: 'x' }] },
      {
        type: 'multi',
        operator: 'or',
        queries: [{ type: 'range', field: 'name', parameters: { gte: 'a' } }],
      },
    ]);
  });

  it('refuses unknown fields with a pointer and never echoes them into anything but the message', () => {
    const errors = errorsOf({ filter: [{ type: 'equals', field: 'name; DROP TABLE language', value: 1 }] });
    expect(errors).toEqual([
      expect.objectContaining({
        status: '400',
        code: 'FRAMEWORK__UNMAPPED_FIELD',
        source: { pointer: '/filter/0/field' },
      }),
    ]);
  });

  it('reports every problem at once, with pointers', () => {
    const errors = errorsOf({
      limit: 0,
      page: 'x',
      filter: [{ field: 'name' }, { type: 'equals', field: 'name' }, { type: 'fuzzy', field: 'name' }],
      sort: [{ field: 'secret' }],
      associations: { customer: {} },
    });
    expect(errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
      ['FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/1/value'],
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/2/type'],
      ['FRAMEWORK__UNMAPPED_FIELD', '/sort/0/field'],
      ['FRAMEWORK__ASSOCIATION_NOT_FOUND', '/associations/customer'],
    ]);
  });

  it('refuses limits above the store maximum and non-list filters', () => {
    expect(errorsOf({ limit: 101 })[0]?.code).toBe('FRAMEWORK__QUERY_LIMIT_EXCEEDED');
    expect(errorsOf({ filter: { type: 'equals' } })[0]?.source).toEqual({ pointer: '/filter' });
    expect(errorsOf({ filter: [{ type: 'equals', field: 'name', value: { a: 1 } }] })[0]?.code).toBe(
      'FRAMEWORK__INVALID_FILTER_QUERY',
    );
    expect(errorsOf({ ids: ['nope'] })[0]?.code).toBe('FRAMEWORK__INVALID_UUID');
    expect(errorsOf({ 'total-count-mode': 'all' })[0]?.source).toEqual({ pointer: '/total-count-mode' });
  });

  it('parses nested association criteria against the association definition', () => {
    const criteria = parseCriteria(
      { associations: { translationCode: { filter: [{ type: 'equals', field: 'code', value: 'x' }] } } },
      language,
    );
    expect(criteria.associations.translationCode?.filters).toEqual([
      { type: 'equals', field: 'code', value: 'x' },
    ]);
    expect(
      errorsOf({
        associations: { translationCode: { filter: [{ type: 'equals', field: 'name', value: 'x' }] } },
      })[0]?.source,
    ).toEqual({
      pointer: '/associations/translationCode/filter/0/field',
    });
  });

  it('parses sort (also the GET shorthand) and includes keyed by apiAlias', () => {
    expect(parseCriteria({ sort: [{ field: 'name', order: 'desc' }] }, language).sort).toEqual([
      { field: 'name', order: 'DESC', naturalSorting: false },
    ]);
    expect(parseCriteria({ sort: '-name,id' }, language).sort.map((s) => [s.field, s.order])).toEqual([
      ['name', 'DESC'],
      ['id', 'ASC'],
    ]);
    expect(parseCriteria({ includes: { language: ['id', 'name'] } }, language).includes).toEqual({
      language: ['id', 'name'],
    });
    expect(errorsOf({ includes: { language: [1] } })[0]?.source).toEqual({ pointer: '/includes/language' });
  });
});

describe('parseCriteria limits (REQUEST_LIMITS)', () => {
  const L = REQUEST_LIMITS;
  const id = (n: number) => n.toString(16).padStart(32, '0');
  const equals = { type: 'equals', field: 'active', value: true };
  const nested = (depth: number) => {
    let filter: unknown = equals;
    for (let level = 1; level < depth; level += 1) filter = { type: 'not', queries: [filter] };
    return filter;
  };
  const chain = (depth: number) => {
    let criteria: Record<string, unknown> = {};
    for (let level = 0; level < depth; level += 1) criteria = { associations: { self: criteria } };
    return criteria;
  };
  const selfish: CriteriaDefinition = { entity: 'language', fields: language.fields, associations: {} };
  Object.assign(selfish, { associations: { self: selfish } });
  const accepts = (input: unknown, definition = language) =>
    expect(() => parseCriteria(input, definition)).not.toThrow();
  const refusal = (input: unknown, definition = language) => {
    try {
      parseCriteria(input, definition);
    } catch (error) {
      return (error as StoreApiError).toEnvelope().errors[0];
    }
    throw new Error('expected a refusal');
  };

  it.each<[string, (n: number) => unknown, number, string, string, CriteriaDefinition?]>([
    [
      'aggregations',
      (n) => ({
        aggregations: Array.from({ length: n }, (_, i) => ({ name: `a${i}`, type: 'count', field: 'id' })),
      }),
      L.aggregations,
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      `/aggregations/${L.aggregations}`,
    ],
    [
      'filter nodes',
      (n) => ({ filter: Array.from({ length: n }, () => equals) }),
      L.filterNodes,
      'FRAMEWORK__INVALID_FILTER_QUERY',
      `/filter/${L.filterNodes}`,
    ],
    [
      'filter depth',
      (n) => ({ filter: [nested(n)] }),
      L.filterDepth,
      'FRAMEWORK__INVALID_FILTER_QUERY',
      `/filter/0${'/queries/0'.repeat(L.filterDepth)}`,
    ],
    [
      'equalsAny values',
      (n) => ({
        filter: [{ type: 'equalsAny', field: 'id', value: Array.from({ length: n }, (_, i) => id(i)) }],
      }),
      L.listValues,
      'FRAMEWORK__INVALID_FILTER_QUERY',
      '/filter/0/value',
    ],
    [
      'filter values together',
      (n) => ({
        filter: Array.from({ length: Math.ceil(n / L.listValues) }, (_, f) => ({
          type: 'equalsAny',
          field: 'name',
          value: Array.from({ length: Math.min(L.listValues, n - f * L.listValues) }, (_, i) => `v${i}`),
        })),
      }),
      L.filterValues,
      'FRAMEWORK__INVALID_FILTER_QUERY',
      `/filter/${L.filterValues / L.listValues}/value`,
    ],
    [
      'ids',
      (n) => ({ ids: Array.from({ length: n }, (_, i) => id(i)) }),
      L.listValues,
      'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
      '/ids',
    ],
    [
      'value length',
      (n) => ({ filter: [{ type: 'contains', field: 'name', value: 'x'.repeat(n) }] }),
      L.valueLength,
      'FRAMEWORK__INVALID_FILTER_QUERY',
      '/filter/0/value',
    ],
    [
      'term length',
      (n) => ({ term: 'x'.repeat(n) }),
      L.termLength,
      'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
      '/term',
    ],
    [
      'sortings',
      (n) => ({ sort: Array.from({ length: n }, () => ({ field: 'name' })) }),
      L.sortings,
      'FRAMEWORK__INVALID_SORT_QUERY',
      '/sort',
    ],
    [
      'page × limit',
      (n) => ({ limit: 100, page: n / 100 }),
      L.resultWindow,
      'FRAMEWORK__INVALID_PAGE_QUERY',
      '/page',
    ],
    [
      'includes',
      (n) => ({ includes: { language: Array.from({ length: n - 1 }, (_, i) => `f${i}`) } }),
      L.includeFields,
      'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
      '/includes',
    ],
    [
      'association depth',
      (n) => chain(n),
      L.associationDepth,
      'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
      `${'/associations/self'.repeat(L.associationDepth)}/associations`,
      selfish,
    ],
  ])('%s: %d accepted, one more refused', (_name, build, limit, code, pointer, definition = language) => {
    accepts(build(limit), definition);
    expect(refusal(build(limit + (limit === L.resultWindow ? 100 : 1)), definition)).toMatchObject({
      status: '400',
      code,
      source: { pointer },
    });
  });

  it('counts filters on many-valued fields on their own', () => {
    const withOptions: CriteriaDefinition = {
      ...language,
      fields: { ...language.fields, optionIds: 'id' },
      manyValued: new Set(['optionIds']),
    };
    const options = (n: number) => ({
      filter: Array.from({ length: n }, (_, i) => ({ type: 'equals', field: 'optionIds', value: id(i) })),
    });
    accepts(options(L.manyValuedFilters), withOptions);
    expect(refusal(options(L.manyValuedFilters + 1), withOptions)).toMatchObject({
      code: 'FRAMEWORK__INVALID_FILTER_QUERY',
      source: { pointer: `/filter/${L.manyValuedFilters}` },
    });
  });

  it('refuses a page that is no safe integer instead of computing with it', () => {
    expect(refusal({ page: 1e20 })?.code).toBe('FRAMEWORK__INVALID_PAGE_QUERY');
  });

  it('stops reading at the limit: a hostile list costs no more than the limit', () => {
    const errors = (() => {
      try {
        parseCriteria({ filter: Array.from({ length: 50_000 }, () => ({ type: 'nope' })) }, language);
      } catch (error) {
        return (error as StoreApiError).toEnvelope().errors;
      }
      return [];
    })();
    expect(errors).toHaveLength(L.filterNodes + 1);
  });

  it('checks filter values and metric fields against the field type', () => {
    expect(refusal({ filter: [{ type: 'equals', field: 'id', value: 'not-a-uuid' }] })).toMatchObject({
      code: 'FRAMEWORK__INVALID_UUID',
      source: { pointer: '/filter/0/value' },
    });
    expect(refusal({ filter: [{ type: 'equals', field: 'active', value: 'abc' }] })?.code).toBe(
      'FRAMEWORK__INVALID_FILTER_QUERY',
    );
    expect(refusal({ aggregations: [{ name: 'a', type: 'avg', field: 'name' }] })).toMatchObject({
      code: 'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      source: { pointer: '/aggregations/0/field' },
    });
    accepts({ aggregations: [{ name: 'a', type: 'max', field: 'name' }] });
  });
});
