import type { Criteria, Filter, Scalar } from './types.js';

// Criteria inside an association (`associations: {media: {limit: 1, sort: [...], filter: [...]}}`) applied to
// the entities loaded for one owner, as Shopware reads a to-many association with its own criteria: filters,
// sortings, then page and limit when the request set a limit (without one, all of them). The fields come from
// the association's allowlist (parse-criteria), the values from the answer's JSON.

type Json = Record<string, unknown>;

function valueAt(entity: Json, path: string): unknown {
  let value: unknown = entity;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Json)[part];
  }
  return value;
}

function same(value: unknown, wanted: Scalar): boolean {
  if (wanted === null) return value === null || value === undefined;
  if (typeof value === 'boolean')
    return value === (wanted === true || wanted === 1 || wanted === '1' || wanted === 'true');
  if (typeof value === 'number') return value === Number(wanted);
  return String(value) === String(wanted);
}

export function matchesFilter(entity: Json, filter: Filter): boolean {
  switch (filter.type) {
    case 'equals':
      return same(valueAt(entity, filter.field), filter.value);
    case 'equalsAny':
      return filter.values.some((value) => same(valueAt(entity, filter.field), value));
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const value = valueAt(entity, filter.field);
      if (value === null || value === undefined) return false;
      const text = String(value).toLowerCase();
      const wanted = filter.value.toLowerCase();
      return filter.type === 'contains'
        ? text.includes(wanted)
        : filter.type === 'prefix'
          ? text.startsWith(wanted)
          : text.endsWith(wanted);
    }
    case 'range': {
      const value = valueAt(entity, filter.field);
      if (value === null || value === undefined) return false;
      const compare = (bound: number | string) =>
        typeof value === 'number'
          ? value - Number(bound)
          : String(value) < String(bound)
            ? -1
            : String(value) > String(bound)
              ? 1
              : 0;
      const { gte, gt, lte, lt } = filter.parameters;
      return (
        (gte === undefined || compare(gte) >= 0) &&
        (gt === undefined || compare(gt) > 0) &&
        (lte === undefined || compare(lte) <= 0) &&
        (lt === undefined || compare(lt) < 0)
      );
    }
    case 'multi':
    case 'not': {
      const results = filter.queries.map((query) => matchesFilter(entity, query));
      const combined =
        results.length === 0
          ? true
          : filter.operator === 'or'
            ? results.some(Boolean)
            : results.every(Boolean);
      return filter.type === 'not' ? !combined : combined;
    }
  }
}

function compareValues(a: unknown, b: unknown, natural: boolean): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  if (natural && left.length !== right.length) return left.length - right.length;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The entities of one owner's to-many association after the association's own criteria. */
export function applyAssociationCriteria<T extends Json>(
  entities: readonly T[],
  criteria: Criteria | undefined,
): T[] {
  if (!criteria) return [...entities];
  const filters = [...criteria.filters, ...criteria.postFilters];
  let result = entities.filter(
    (entity) =>
      filters.every((filter) => matchesFilter(entity, filter)) &&
      (criteria.ids === null || criteria.ids.includes(String(entity.id))),
  );
  if (criteria.sort.length > 0)
    result = [...result].sort((a, b) => {
      for (const sorting of criteria.sort) {
        const order = compareValues(
          valueAt(a, sorting.field),
          valueAt(b, sorting.field),
          sorting.naturalSorting,
        );
        if (order !== 0) return sorting.order === 'DESC' ? -order : order;
      }
      return 0;
    });
  if (criteria.limited) {
    const offset = (criteria.page - 1) * criteria.limit;
    result = result.slice(offset, offset + criteria.limit);
  }
  return result;
}
