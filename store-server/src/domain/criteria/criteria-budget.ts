import type { ErrorDescription } from '../errors.js';
import { REQUEST_LIMITS } from '../limits.js';
import { criteriaErrors } from './criteria-errors.js';

// What one request's criteria may hold in total, counted while parsing, across filter, post-filter,
// aggregations and nested association criteria. Each limit is reported once, at the first part beyond it;
// the parser stops reading that kind of part there, so a hostile request costs no more than the limit.

export type BudgetKind =
  'aggregations' | 'filterNodes' | 'manyValuedFilters' | 'filterValues' | 'associations';

type Limits = Readonly<Record<BudgetKind, number>>;

const refusals: Record<BudgetKind, (pointer: string, limit: number) => ErrorDescription> = {
  aggregations: (pointer, limit) =>
    criteriaErrors.invalidAggregation(pointer, `A request may hold at most ${limit} aggregations.`, {
      limit,
    }),
  filterNodes: (pointer, limit) =>
    criteriaErrors.invalidFilter(pointer, `A request may hold at most ${limit} filters.`, { limit }),
  manyValuedFilters: (pointer, limit) =>
    criteriaErrors.invalidFilter(
      pointer,
      `A request may hold at most ${limit} filters on fields with many values (such as optionIds).`,
      { limit },
    ),
  filterValues: (pointer, limit) =>
    criteriaErrors.invalidFilter(
      pointer,
      `The filters of a request may hold at most ${limit} values together.`,
      { limit },
    ),
  associations: (pointer, limit) =>
    criteriaErrors.invalidParameter(pointer, `A request may load at most ${limit} associations.`, { limit }),
};

export class CriteriaBudget {
  private readonly used: Record<BudgetKind, number> = {
    aggregations: 0,
    filterNodes: 0,
    manyValuedFilters: 0,
    filterValues: 0,
    associations: 0,
  };

  constructor(
    private readonly errors: ErrorDescription[],
    private readonly limits: Limits = REQUEST_LIMITS,
  ) {}

  /** Takes `amount` of `kind`; false beyond the limit (and the first time an error at `pointer`). */
  take(kind: BudgetKind, pointer: string, amount = 1): boolean {
    const before = this.used[kind];
    const limit = this.limits[kind];
    this.used[kind] = before + amount;
    if (this.used[kind] <= limit) return true;
    if (before <= limit) this.errors.push(refusals[kind](pointer, limit));
    return false;
  }

  /** True once a part of this kind was refused: the parser reads no more of them. */
  exhausted(kind: BudgetKind): boolean {
    return this.used[kind] > this.limits[kind];
  }
}
