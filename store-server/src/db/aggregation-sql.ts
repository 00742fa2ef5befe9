import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Aggregation, HistogramInterval } from '../domain/criteria/types.js';
import { filterToSql, type SearchFields } from './criteria-sql.js';

// Runs parsed aggregations over a filtered query (without paging), one SQL statement each, and shapes the
// results as Shopware's StructEncoder does: an object keyed by aggregation name, each `<name>_aggregation`.
// A value source is `(owner, value)` pairs: the field's expression for scalar fields, the field's `values`
// select restricted to the matching owners for many-valued fields (option ids, categories…).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;
export type EntityLoader = (definition: string, ids: string[]) => Promise<unknown[]>;

/** Numbers stay numbers (PostgreSQL sends bigint and numeric as text); min/max of text fields stay text. */
const toNumber = (value: unknown): number | string | null => {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : String(value);
};

function valueSource(
  query: AnyQuery,
  fields: SearchFields,
  field: string,
  id: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const definition = fields[field];
  if (!definition) throw new Error(`Aggregation field "${field}" has no column mapping`);
  if (definition.many) {
    const owners = query.clearSelect().clearOrderBy().select(id.as('owner'));
    return sql`select x.owner as owner, x.value as value from (${definition.many.values}) x where x.owner in ${owners}`;
  }
  return sql`${query
    .clearSelect()
    .clearOrderBy()
    .select([id.as('owner'), definition.expression.as('value')])}`;
}

/**
 * Lets other requests in: a SQLite statement runs synchronously, and awaiting one resolved query after another
 * never returns to the event loop, so a request with many statements would hold it for all of them.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The start of the interval a date's prefix falls in, as Shopware's DateHistogram keys (`Y-m-d H:i:s`). */
export function histogramKey(prefix: string, interval: HistogramInterval): string {
  const [datePart = '', timePart = ''] = prefix.split(/[T ]/);
  const [year = '1970', month = '01', day = '01'] = datePart.split('-');
  const [hour = '00', minute = '00'] = timePart.split(':');
  const two = (n: number) => String(n).padStart(2, '0');
  switch (interval) {
    case 'year':
      return `${year}-01-01 00:00:00`;
    case 'quarter':
      return `${year}-${two(Math.floor((Number(month) - 1) / 3) * 3 + 1)}-01 00:00:00`;
    case 'month':
      return `${year}-${month}-01 00:00:00`;
    case 'week': {
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
      return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} 00:00:00`;
    }
    case 'day':
      return `${year}-${month}-${day} 00:00:00`;
    case 'hour':
      return `${year}-${month}-${day} ${hour}:00:00`;
    case 'minute':
      return `${year}-${month}-${day} ${hour}:${minute}:00`;
  }
}

export async function runAggregations<DB>(
  db: Kysely<DB>,
  query: AnyQuery,
  aggregations: readonly Aggregation[],
  fields: SearchFields,
  id: RawBuilder<unknown>,
  loadEntities: EntityLoader,
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const aggregation of aggregations) {
    await yieldToEventLoop();
    const [name, value] = await runOne(db, query, aggregation, fields, id, loadEntities);
    result[name] = value;
  }
  return result;
}

async function runOne<DB>(
  db: Kysely<DB>,
  query: AnyQuery,
  aggregation: Aggregation,
  fields: SearchFields,
  id: RawBuilder<unknown>,
  loadEntities: EntityLoader,
): Promise<[string, unknown]> {
  if (aggregation.type === 'filter') {
    const filtered = aggregation.filters.reduce((q, filter) => q.where(filterToSql(filter, fields)), query);
    return runOne(db, filtered, aggregation.aggregation, fields, id, loadEntities);
  }
  const source = valueSource(query, fields, aggregation.field, id);
  const { name } = aggregation;
  const alias = `${name}_aggregation`;
  if (aggregation.type === 'terms' || aggregation.type === 'entity') {
    const limit =
      aggregation.type === 'terms' && aggregation.limit !== null ? sql`limit ${aggregation.limit}` : sql``;
    const byCount = aggregation.type === 'terms' && aggregation.sort?.field === '_count';
    const direction =
      aggregation.type === 'terms' && aggregation.sort?.order === 'DESC' ? sql`desc` : sql`asc`;
    const order = byCount ? sql`order by count ${direction}, key asc` : sql`order by key ${direction}`;
    const { rows } = await sql<{
      key: unknown;
      count: unknown;
    }>`select s.value as key, count(distinct s.owner) as count
      from (${source}) s where s.value is not null group by s.value ${order} ${limit}`.execute(db);
    if (aggregation.type === 'entity') {
      const entities = await loadEntities(
        aggregation.definition,
        rows.map((row) => String(row.key)),
      );
      return [name, { name, entities, apiAlias: alias }];
    }
    const buckets = [];
    for (const row of rows) {
      const key = String(row.key);
      let result: unknown = null;
      if (aggregation.type === 'terms' && aggregation.aggregation) {
        // Shopware's bucket result: the sub-aggregation over the bucket's rows (the parser bounds the buckets).
        await yieldToEventLoop();
        const inBucket = query.where(
          filterToSql({ type: 'equals', field: aggregation.field, value: key }, fields),
        );
        [, result] = await runOne(db, inBucket, aggregation.aggregation, fields, id, loadEntities);
      }
      buckets.push({ key, count: Number(row.count), result, apiAlias: 'aggregation_bucket' });
    }
    return [name, { name, buckets, apiAlias: alias }];
  }
  if (aggregation.type === 'range') {
    if (aggregation.ranges.length === 0) return [name, { name, ranges: {}, apiAlias: alias }];
    const counts = aggregation.ranges.map((range, index) => {
      const parts = [
        ...(range.from !== null ? [sql`s.value >= ${range.from}`] : []),
        ...(range.to !== null ? [sql`s.value < ${range.to}`] : []),
      ];
      const condition = parts.length > 0 ? sql.join(parts, sql` and `) : sql`s.value is not null`;
      return sql`sum(case when ${condition} then 1 else 0 end) as ${sql.ref(`r${index}`)}`;
    });
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${sql.join(counts)} from (${source}) s`.execute(db);
    const row = rows[0] ?? {};
    const ranges: Record<string, number> = {};
    aggregation.ranges.forEach((range, index) => {
      ranges[range.key] = Number(row[`r${index}`] ?? 0);
    });
    return [name, { name, ranges, apiAlias: alias }];
  }
  if (aggregation.type === 'histogram') {
    // Dates are ISO text: grouped by their leading characters in SQL, then folded into weeks and quarters here.
    const length = { minute: 16, hour: 13, day: 10, week: 10, month: 7, quarter: 7, year: 4 }[
      aggregation.interval
    ];
    const { rows } = await sql<{
      key: string;
      count: unknown;
    }>`select substr(cast(s.value as text), 1, ${length}) as key,
      count(*) as count from (${source}) s where s.value is not null group by 1 order by 1`.execute(db);
    const counts = new Map<string, number>();
    for (const row of rows) {
      const key = histogramKey(String(row.key), aggregation.interval);
      counts.set(key, (counts.get(key) ?? 0) + Number(row.count));
    }
    const buckets = [...counts.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, count]) => ({ key, count, result: null, apiAlias: 'aggregation_bucket' }));
    return [name, { name, buckets, apiAlias: alias }];
  }
  // Only the functions asked for: avg and sum exist for numbers only (PostgreSQL refuses them on text).
  const functions = aggregation.type === 'stats' ? ['min', 'max', 'avg', 'sum'] : [aggregation.type];
  const selections = functions.map((fn) => sql`${sql.raw(fn)}(s.value) as ${sql.raw(fn)}`);
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${sql.join(selections)} from (${source}) s`.execute(db);
  const row = rows[0] ?? {};
  const metric = (key: 'min' | 'max' | 'avg' | 'sum' | 'count') => toNumber(row[key]);
  switch (aggregation.type) {
    case 'stats':
      return [
        name,
        {
          name,
          min: metric('min'),
          max: metric('max'),
          avg: metric('avg'),
          sum: metric('sum'),
          apiAlias: alias,
        },
      ];
    case 'count':
      return [name, { name, count: metric('count') ?? 0, apiAlias: alias }];
    default:
      return [name, { name, [aggregation.type]: metric(aggregation.type), apiAlias: alias }];
  }
}
