import { describe, expect, it } from 'vitest';
import type { ErrorDescription } from '../errors.js';
import { CriteriaBudget } from './criteria-budget.js';

const limits = { aggregations: 2, filterNodes: 3, manyValuedFilters: 1, filterValues: 10, associations: 1 };

describe('CriteriaBudget', () => {
  it('takes up to the limit, then refuses, reporting the first part beyond it once', () => {
    const errors: ErrorDescription[] = [];
    const budget = new CriteriaBudget(errors, limits);
    expect(budget.take('aggregations', '/aggregations/0')).toBe(true);
    expect(budget.take('aggregations', '/aggregations/1')).toBe(true);
    expect(budget.exhausted('aggregations')).toBe(false);
    expect(budget.take('aggregations', '/aggregations/2')).toBe(false);
    expect(budget.take('aggregations', '/aggregations/3')).toBe(false);
    expect(budget.exhausted('aggregations')).toBe(true);
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'FRAMEWORK__INVALID_AGGREGATION_QUERY',
        pointer: '/aggregations/2',
        parameters: { limit: 2 },
      }),
    ]);
  });

  it('counts amounts, and each kind on its own', () => {
    const errors: ErrorDescription[] = [];
    const budget = new CriteriaBudget(errors, limits);
    expect(budget.take('filterValues', '/filter/0/value', 10)).toBe(true);
    expect(budget.take('filterNodes', '/filter/0')).toBe(true);
    expect(budget.take('filterValues', '/filter/1/value', 1)).toBe(false);
    expect(budget.take('associations', '/associations/a')).toBe(true);
    expect(budget.take('associations', '/associations/b')).toBe(false);
    expect(errors.map((e) => [e.code, e.pointer])).toEqual([
      ['FRAMEWORK__INVALID_FILTER_QUERY', '/filter/1/value'],
      ['FRAMEWORK__INVALID_CRITERIA_PARAMETER', '/associations/b'],
    ]);
  });
});
