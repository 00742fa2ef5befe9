import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
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
