import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Aggregation } from '../domain/criteria/types.js';
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
    const buckets = rows.map((row) => ({
      key: String(row.key),
      count: Number(row.count),
      result: null,
      apiAlias: 'aggregation_bucket',
    }));
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
