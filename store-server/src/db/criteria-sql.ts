import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Criteria, FieldType, Filter, Scalar } from '../domain/criteria/types.js';

// Turns parsed criteria into SQL. Field names were already checked against the route's allowlist by the
// parser; here every field is looked up in the repository's column map, and values are always bound
// parameters. Identifiers never come from the request.

export interface SearchField {
  type: FieldType;
  /** The SQL expression of the field, written by the repository (e.g. coalesce of two translations). */
  expression: RawBuilder<unknown>;
  /**
   * A many-valued field (e.g. a product's optionIds): `expression` names the value column of a related table,
   * `exists` wraps a condition on it into a correlated `exists (…)`, and `values` selects `(owner, value)`
   * pairs for aggregations. Such fields filter and aggregate, but do not sort.
   */
  many?: {
    exists: (condition: RawBuilder<SqlBool>) => RawBuilder<SqlBool>;
    values: RawBuilder<unknown>;
  };
}
export type SearchFields = Readonly<Record<string, SearchField>>;

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

function bindable(value: Scalar, type: FieldType): string | number | null {
  if (value === null) return null;
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
  if (type === 'number') return typeof value === 'number' ? value : Number(value);
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function field(fields: SearchFields, name: string): SearchField {
  const found = fields[name];
  if (!found) throw new Error(`Criteria field "${name}" has no column mapping`);
  return found;
}

export function filterToSql(filter: Filter, fields: SearchFields): RawBuilder<SqlBool> {
  if (filter.type !== 'multi' && filter.type !== 'not') {
    const many = field(fields, filter.field).many;
    if (many) return many.exists(leafToSql(filter, fields));
  }
  return leafToSql(filter, fields);
}

function leafToSql(filter: Filter, fields: SearchFields): RawBuilder<SqlBool> {
  switch (filter.type) {
    case 'equals': {
      const { expression, type } = field(fields, filter.field);
      const value = bindable(filter.value, type);
      return value === null ? sql<SqlBool>`${expression} is null` : sql<SqlBool>`${expression} = ${value}`;
    }
    case 'equalsAny': {
      const { expression, type } = field(fields, filter.field);
      const values = filter.values.map((v) => bindable(v, type)).filter((v) => v !== null);
      const withNull = filter.values.some((v) => v === null);
      const inList = values.length > 0 ? sql<SqlBool>`${expression} in (${sql.join(values)})` : FALSE;
      return withNull ? sql<SqlBool>`(${inList} or ${expression} is null)` : inList;
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const { expression } = field(fields, filter.field);
      const text = escapeLike(filter.value.toLowerCase());
      const pattern =
        filter.type === 'contains' ? `%${text}%` : filter.type === 'prefix' ? `${text}%` : `%${text}`;
      return sql<SqlBool>`lower(cast(${expression} as text)) like ${pattern} escape '\\'`;
    }
    case 'range': {
      const { expression, type } = field(fields, filter.field);
      const operators = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const;
      const parts = Object.entries(filter.parameters).map(([key, value]) => {
        const operator = operators[key as keyof typeof operators];
        return sql<SqlBool>`${expression} ${sql.raw(operator)} ${bindable(value, type)}`;
      });
      return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : TRUE;
    }
    case 'multi':
    case 'not': {
      const inner = combine(
        filter.queries.map((query) => filterToSql(query, fields)),
        filter.operator,
      );
      return filter.type === 'not' ? sql<SqlBool>`not ${inner}` : inner;
    }
  }
}

function combine(parts: RawBuilder<SqlBool>[], operator: 'and' | 'or'): RawBuilder<SqlBool> {
  if (parts.length === 0) return TRUE;
  return sql<SqlBool>`(${sql.join(parts, operator === 'or' ? sql` or ` : sql` and `)})`;
}

/** The filters, post-filters and ids of the criteria as one condition. */
export function criteriaCondition(criteria: Criteria, fields: SearchFields): RawBuilder<SqlBool> {
  const parts = [...criteria.filters, ...criteria.postFilters].map((filter) => filterToSql(filter, fields));
  if (criteria.ids !== null) {
    parts.push(filterToSql({ type: 'equalsAny', field: 'id', values: criteria.ids }, fields));
  }
  return combine(parts, 'and');
}

export function applySorting<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  criteria: Criteria,
  fields: SearchFields,
  fallback: readonly RawBuilder<unknown>[],
): SelectQueryBuilder<DB, TB, O> {
  let sorted = query;
  for (const sorting of criteria.sort) {
    const { expression, many } = field(fields, sorting.field);
    // A many-valued field has no single value to sort by (Shopware sorts by an arbitrary one): ignored.
    if (many) continue;
    const direction = sorting.order === 'DESC' ? sql`desc` : sql`asc`;
    // naturalSorting as Shopware's CriteriaQueryBuilder: by length first ("F9" before "F10"), then the value.
    if (sorting.naturalSorting)
      sorted = sorted.orderBy(sql`length(cast(${expression} as text)) ${direction}`);
    sorted = sorted.orderBy(sql`${expression} ${direction}`);
  }
  for (const expression of fallback) sorted = sorted.orderBy(expression);
  return sorted;
}

export interface SearchPage<O> {
  rows: O[];
  total: number;
}

/**
 * Runs a search: condition, sorting, paging and the total as `total-count-mode` asks
 * (none: the number of rows on this page; exact: a count; next-pages: as far as the next five pages reach).
 */
export async function searchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  criteria: Criteria,
  fields: SearchFields,
  fallbackOrder: readonly RawBuilder<unknown>[],
): Promise<SearchPage<O>> {
  let filtered = query.where(criteriaCondition(criteria, fields));
  const grouping = (criteria.grouping ?? []).map((name) => field(fields, name));
  if (grouping.length > 0) {
    // One row per group: the one with the least id among the matching rows of that group.
    const id = field(fields, 'id').expression;
    const firsts = filtered
      .clearSelect()
      .clearOrderBy()
      .select(sql`min(${id})`.as('first'))
      .groupBy(grouping.map((group) => group.expression) as never);
    filtered = filtered.where(sql<SqlBool>`${id} in (${firsts})`);
  }
  const offset = (criteria.page - 1) * criteria.limit;
  const rows = await applySorting(filtered, criteria, fields, fallbackOrder)
    .limit(criteria.limit)
    .offset(offset)
    .execute();
  if (criteria.totalCountMode === 'none') return { rows, total: rows.length };
  // The count is a second statement: other requests get their turn between the two (see aggregation-sql.ts).
  await new Promise((resolve) => setImmediate(resolve));
  const counted = await filtered
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst();
  const exact = Number((counted as { total?: number | string } | undefined)?.total ?? 0);
  if (criteria.totalCountMode === 'exact') return { rows, total: exact };
  return { rows, total: Math.min(exact, offset + criteria.limit * 5 + 1) };
}
