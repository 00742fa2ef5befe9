import type { ErrorDescription } from '../errors.js';
import { criteriaErrors } from './criteria-errors.js';
import { FilterParser, resolveField } from './parse-filter.js';
import type { Aggregation, CriteriaDefinition, MetricType, Sorting } from './types.js';

// Aggregations after Shopware's AggregationParser: a list of {name, type, field, …}. Names may not contain
// `?` or `:` (CVE-2024-42357), fields come from the route's allowlist, and entity aggregations name one of
// the definitions the route can load.

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const METRICS = new Set<MetricType>(['avg', 'min', 'max', 'sum', 'stats', 'count']);

export function parseAggregations(
  raw: Json,
  definition: CriteriaDefinition,
  pointer: string,
  errors: ErrorDescription[],
): Aggregation[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.push(criteriaErrors.invalidAggregation(pointer, 'The aggregations parameter has to be a list.'));
    return [];
  }
  const names = new Set<string>();
  return raw.flatMap((item, index) => {
    const aggregation = parseAggregation(item, definition, `${pointer}/${index}`, errors);
    if (!aggregation) return [];
    if (names.has(aggregation.name)) {
      errors.push(
        criteriaErrors.invalidAggregation(
          `${pointer}/${index}/name`,
          `The aggregation name ${aggregation.name} is used twice.`,
        ),
      );
      return [];
    }
    names.add(aggregation.name);
    return [aggregation];
  });
}

function parseAggregation(
  raw: Json,
  definition: CriteriaDefinition,
  pointer: string,
  errors: ErrorDescription[],
): Aggregation | undefined {
  if (!isRecord(raw)) {
    errors.push(criteriaErrors.invalidAggregation(pointer, 'An aggregation has to be an object.'));
    return undefined;
  }
  const name = raw.name;
  if (typeof name !== 'string' || name.trim() === '') {
    errors.push(criteriaErrors.invalidAggregation(`${pointer}/name`, 'The aggregation should have a name.'));
    return undefined;
  }
  if (/[?:]/.test(name)) {
    errors.push(
      criteriaErrors.invalidAggregation(
        `${pointer}/name`,
        'The aggregation name should not contain a question mark or colon.',
      ),
    );
    return undefined;
  }
  const type = raw.type;
  if (type === 'filter') {
    const filters = new FilterParser(definition, errors).parseList(raw.filter, `${pointer}/filter`);
    const inner = parseAggregation(raw.aggregation, definition, `${pointer}/aggregation`, errors);
    return inner ? { name, type: 'filter', filters, aggregation: inner } : undefined;
  }
  const field = resolveField(raw.field, definition);
  if (
    typeof type !== 'string' ||
    !(METRICS.has(type as MetricType) || type === 'terms' || type === 'entity')
  ) {
    errors.push(
      criteriaErrors.invalidAggregation(
        `${pointer}/type`,
        `The aggregation type ${String(type)} is not supported.`,
      ),
    );
    return undefined;
  }
  if (!field) {
    errors.push(criteriaErrors.unmappedField(`${pointer}/field`, String(raw.field), definition.entity));
    return undefined;
  }
  if (type === 'entity') {
    const target = raw.definition;
    if (typeof target !== 'string' || !(definition.entityAggregations ?? {})[field.field]?.includes(target)) {
      errors.push(
        criteriaErrors.invalidAggregation(
          `${pointer}/definition`,
          `The entity aggregation over ${field.field} can not load ${String(target)}.`,
        ),
      );
      return undefined;
    }
    return { name, type, field: field.field, definition: target };
  }
  if (type === 'terms') {
    const limit = raw.limit === undefined || raw.limit === null ? null : Number(raw.limit);
    if (limit !== null && (!Number.isInteger(limit) || limit < 1)) {
      errors.push(
        criteriaErrors.invalidAggregation(
          `${pointer}/limit`,
          'The limit of a terms aggregation must be a positive integer.',
        ),
      );
      return undefined;
    }
    let sort: Sorting | null = null;
    if (isRecord(raw.sort)) {
      const order =
        typeof raw.sort.order === 'string' && raw.sort.order.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
      sort = { field: raw.sort.field === '_count' ? '_count' : field.field, order, naturalSorting: false };
    }
    return { name, type, field: field.field, limit, sort };
  }
  return { name, type: type as MetricType, field: field.field };
}
