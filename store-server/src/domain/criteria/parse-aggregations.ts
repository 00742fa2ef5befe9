import type { ErrorDescription } from '../errors.js';
import type { CriteriaBudget } from './criteria-budget.js';
import { criteriaErrors } from './criteria-errors.js';
import { FilterParser, resolveField } from './parse-filter.js';
import { REQUEST_LIMITS } from '../limits.js';
import type {
  Aggregation,
  CriteriaDefinition,
  FieldType,
  HistogramInterval,
  MetricType,
  RangeBucket,
  Sorting,
} from './types.js';
import { isJsonObject } from '../json-object.js';

// Aggregations after Shopware's AggregationParser: a list of {name, type, field, …}. Names may not contain
// `?` or `:` (CVE-2024-42357), fields come from the route's allowlist, and entity aggregations name one of
// the definitions the route can load. Each aggregation (a filter aggregation's inner one too) counts against the
// request's budget, and a metric needs a field it can compute: avg, sum and stats numbers only, min and max
// no booleans (PostgreSQL has no min(boolean)), as the types of Shopware's fields allow.

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> => isJsonObject(value);

const HISTOGRAM_INTERVALS = new Set<HistogramInterval>([
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
]);

const bound = (value: Json): number | null | undefined =>
  value === undefined || value === null
    ? null
    : typeof value === 'number' && Number.isFinite(value)
      ? value
      : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : undefined;

/** Shopware's RangeAggregation: ranges of a number field, `from` inclusive, `to` exclusive, keyed `from-to`. */
function parseRange(
  name: string,
  raw: Record<string, Json>,
  field: { field: string; type: FieldType },
  pointer: string,
  errors: ErrorDescription[],
): Aggregation | undefined {
  if (field.type !== 'number') {
    errors.push(
      criteriaErrors.invalidAggregation(
        `${pointer}/field`,
        `The range aggregation needs a number field, ${field.field} is a ${field.type}.`,
        { field: field.field },
      ),
    );
    return undefined;
  }
  if (!Array.isArray(raw.ranges) || raw.ranges.length > REQUEST_LIMITS.aggregationBuckets) {
    errors.push(
      criteriaErrors.invalidAggregation(
        `${pointer}/ranges`,
        `The range aggregation needs a list of at most ${REQUEST_LIMITS.aggregationBuckets} ranges.`,
      ),
    );
    return undefined;
  }
  const ranges: RangeBucket[] = [];
  for (const [index, item] of raw.ranges.entries()) {
    const from = isRecord(item) ? bound(item.from) : undefined;
    const to = isRecord(item) ? bound(item.to) : undefined;
    if (!isRecord(item) || from === undefined || to === undefined) {
      errors.push(
        criteriaErrors.invalidAggregation(
          `${pointer}/ranges/${index}`,
          'A range has a numeric from, to, or both, and an optional key.',
        ),
      );
      return undefined;
    }
    const key =
      typeof item.key === 'string' && item.key !== ''
        ? item.key.slice(0, 100)
        : `${from ?? '*'}-${to ?? '*'}`;
    ranges.push({ key, from, to });
  }
  return { name, type: 'range', field: field.field, ranges };
}

const METRICS = new Set<MetricType>(['avg', 'min', 'max', 'sum', 'stats', 'count']);

/** The field types each metric can compute; count takes any field. */
const METRIC_FIELD_TYPES: Record<MetricType, ReadonlySet<FieldType>> = {
  avg: new Set(['number']),
  sum: new Set(['number']),
  stats: new Set(['number']),
  min: new Set(['number', 'string', 'date', 'id']),
  max: new Set(['number', 'string', 'date', 'id']),
  count: new Set(['number', 'string', 'date', 'id', 'boolean']),
};

export function parseAggregations(
  raw: Json,
  definition: CriteriaDefinition,
  pointer: string,
  errors: ErrorDescription[],
  budget: CriteriaBudget,
): Aggregation[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.push(criteriaErrors.invalidAggregation(pointer, 'The aggregations parameter has to be a list.'));
    return [];
  }
  const names = new Set<string>();
  const aggregations: Aggregation[] = [];
  for (const [index, item] of raw.entries()) {
    if (budget.exhausted('aggregations')) break;
    const aggregation = parseAggregation(item, definition, `${pointer}/${index}`, errors, budget);
    if (!aggregation) continue;
    if (names.has(aggregation.name)) {
      errors.push(
        criteriaErrors.invalidAggregation(
          `${pointer}/${index}/name`,
          `The aggregation name ${aggregation.name} is used twice.`,
        ),
      );
      continue;
    }
    names.add(aggregation.name);
    aggregations.push(aggregation);
  }
  return aggregations;
}

function parseAggregation(
  raw: Json,
  definition: CriteriaDefinition,
  pointer: string,
  errors: ErrorDescription[],
  budget: CriteriaBudget,
): Aggregation | undefined {
  if (!budget.take('aggregations', pointer)) return undefined;
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
    const filters = new FilterParser(definition, errors, budget).parseList(raw.filter, `${pointer}/filter`);
    const inner = parseAggregation(raw.aggregation, definition, `${pointer}/aggregation`, errors, budget);
    return inner ? { name, type: 'filter', filters, aggregation: inner } : undefined;
  }
  const field = resolveField(raw.field, definition);
  if (
    typeof type !== 'string' ||
    !(
      METRICS.has(type as MetricType) ||
      type === 'terms' ||
      type === 'entity' ||
      type === 'range' ||
      type === 'histogram'
    )
  ) {
    errors.push(
      criteriaErrors.invalidAggregation(
        `${pointer}/type`,
        `The aggregation type ${String(type).slice(0, 100)} is not supported.`,
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
    if (limit !== null && (!Number.isSafeInteger(limit) || limit < 1)) {
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
    let aggregation: Aggregation | null = null;
    if (raw.aggregation !== undefined && raw.aggregation !== null) {
      // One statement per bucket: the buckets are bounded (the limit, at most REQUEST_LIMITS.aggregationBuckets).
      if (limit !== null && limit > REQUEST_LIMITS.aggregationBuckets) {
        errors.push(
          criteriaErrors.invalidAggregation(
            `${pointer}/limit`,
            `A terms aggregation with a sub-aggregation may have at most ${REQUEST_LIMITS.aggregationBuckets} buckets.`,
            { limit: REQUEST_LIMITS.aggregationBuckets },
          ),
        );
        return undefined;
      }
      const inner = parseAggregation(raw.aggregation, definition, `${pointer}/aggregation`, errors, budget);
      if (!inner) return undefined;
      aggregation = inner;
    }
    return { name, type, field: field.field, limit, sort, aggregation };
  }
  if (type === 'range') return parseRange(name, raw, field, pointer, errors);
  if (type === 'histogram') {
    if (field.type !== 'date') {
      errors.push(
        criteriaErrors.invalidAggregation(
          `${pointer}/field`,
          `The histogram aggregation needs a date field, ${field.field} is a ${field.type}.`,
          { field: field.field },
        ),
      );
      return undefined;
    }
    const interval = raw.interval;
    if (typeof interval !== 'string' || !HISTOGRAM_INTERVALS.has(interval as HistogramInterval)) {
      errors.push(
        criteriaErrors.invalidAggregation(
          `${pointer}/interval`,
          `The histogram interval has to be one of ${[...HISTOGRAM_INTERVALS].join(', ')}.`,
        ),
      );
      return undefined;
    }
    const format = typeof raw.format === 'string' && raw.format.length <= 100 ? raw.format : null;
    return { name, type, field: field.field, interval: interval as HistogramInterval, format };
  }
  const metric = type as MetricType;
  if (!METRIC_FIELD_TYPES[metric].has(field.type)) {
    errors.push(
      criteriaErrors.invalidAggregation(
        `${pointer}/field`,
        `The ${metric} aggregation can not be computed over the ${field.type} field ${field.field}.`,
        { field: field.field },
      ),
    );
    return undefined;
  }
  return { name, type: metric, field: field.field };
}
