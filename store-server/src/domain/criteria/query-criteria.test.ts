import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { criteriaFromQuery, decodeCompressedCriteria, splitBrackets } from './query-criteria.js';

const encode = (value: unknown) =>
  gzipSync(Buffer.from(JSON.stringify(value)))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('criteria from a query string', () => {
  it('decodes _criteria = base64url(gzip(json))', () => {
    const criteria = { limit: 5, filter: [{ type: 'equals', field: 'active', value: true }] };
    expect(decodeCompressedCriteria(encode(criteria))).toEqual(criteria);
    expect(criteriaFromQuery({ _criteria: encode(criteria), page: '2' })).toEqual({ ...criteria, page: '2' });
  });

  it('refuses a broken _criteria with 400', () => {
    expect(() => decodeCompressedCriteria('not-gzip')).toThrow(StoreApiError);
  });

  it('reads JSON-encoded values and PHP-style brackets', () => {
    expect(criteriaFromQuery({ includes: '{"language":["id"]}', limit: '3' })).toEqual({
      includes: { language: ['id'] },
      limit: '3',
    });
    expect(
      criteriaFromQuery({
        'filter[0][type]': 'equals',
        'filter[0][field]': 'name',
        'filter[0][value]': 'x',
        'ids[]': ['a', 'b'],
      }),
    ).toEqual({ filter: [{ type: 'equals', field: 'name', value: 'x' }], ids: ['a', 'b'] });
  });

  it('ignores prototype-polluting keys', () => {
    const result = criteriaFromQuery({ '__proto__[polluted]': 'yes', 'a[__proto__][x]': '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result).toEqual({ a: {} });
  });

  it('splits bracket keys', () => {
    expect(splitBrackets('filter[0][type]')).toEqual(['filter', '0', 'type']);
    expect(splitBrackets('ids[]')).toEqual(['ids', '']);
    expect(splitBrackets('plain')).toEqual(['plain']);
  });
});
