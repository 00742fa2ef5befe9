import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../limits.js';
import { filterValueProblem } from './filter-values.js';
import type { FieldType, Scalar } from './types.js';

const codeOf = (value: Scalar, type: FieldType, text = false) =>
  filterValueProblem(value, 'f', type, '/filter/0/value', text)?.code;

describe('filterValueProblem', () => {
  it.each<[FieldType, Scalar[]]>([
    ['id', ['0123456789abcdef0123456789abcdef', null]],
    ['number', [0, -1.5, 1e3, '12', ' 3.25 ', '-4', '1e3', null]],
    ['boolean', [true, false, 0, 1, '0', '1', 'true', 'false', null]],
    ['date', ['2026-11-25', '2026-11-25T10:00:00Z', '2026-11-25 10:00:00.000+01:00', null]],
    ['string', ['anything', 5, true, '', null]],
  ])('accepts valid values of a %s field', (type, values) => {
    for (const value of values) expect(codeOf(value, type)).toBeUndefined();
  });

  it('refuses an id that is no UUID with Shopware’s FRAMEWORK__INVALID_UUID', () => {
    for (const value of ['not-a-uuid', '0123456789ABCDEF0123456789ABCDEF', 5, true])
      expect(codeOf(value, 'id')).toBe('FRAMEWORK__INVALID_UUID');
    expect(filterValueProblem('x', 'id', 'id', '/filter/2/value')).toMatchObject({
      pointer: '/filter/2/value',
      detail: 'Value is not a valid UUID: x',
    });
  });

  it.each<[FieldType, Scalar[]]>([
    ['number', ['abc', '', '1,5', '0x10', true, Infinity, '1e999']],
    ['boolean', ['abc', 2, 'yes', '']],
    ['date', ['abc', 20261125, '2026-13-45', '25.11.2026', true]],
  ])('refuses values that are no %s', (type, values) => {
    for (const value of values) expect(codeOf(value, type)).toBe('FRAMEWORK__INVALID_FILTER_QUERY');
  });

  it('takes anything as text in contains/prefix/suffix, but nothing beyond the length limit', () => {
    expect(codeOf('abc', 'number', true)).toBeUndefined();
    const limit = REQUEST_LIMITS.valueLength;
    expect(codeOf('x'.repeat(limit), 'string')).toBeUndefined();
    expect(codeOf('x'.repeat(limit + 1), 'string')).toBe('FRAMEWORK__INVALID_FILTER_QUERY');
    expect(codeOf('x'.repeat(limit + 1), 'id')).toBe('FRAMEWORK__INVALID_FILTER_QUERY');
  });
});
