import type { Kysely, Selectable } from 'kysely';
import type { Database, Db } from '../schema.js';

/** A row of a table, as read. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;

/** The column values a row must have: each one a `column = value` condition. */
export type RowMatch<T extends keyof Database> = { [C in keyof Row<T>]?: Row<T>[C] };

/** The table and column names come from the caller's (typed) arguments, which Kysely cannot follow. */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The row of `table` whose columns equal all of `match` (the first one, should several), or undefined. Every
 * condition given is applied: a condition whose value is undefined is an error, never a dropped condition (a
 * lookup scoped to an owner must stay scoped).
 */
export function findRow<T extends keyof Database & string>(
  db: Db,
  table: T,
  match: RowMatch<T>,
): Promise<Row<T> | undefined> {
  let query = (db as unknown as LooseDb).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(match)) {
    if (value === undefined) throw new Error(`findRow(${table}): no value for ${column}`);
    query = query.where(column, '=', value);
  }
  return query.executeTakeFirst() as Promise<Row<T> | undefined>;
}
