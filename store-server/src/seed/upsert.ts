import type { ExpressionBuilder, Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Insert-or-update rows by their key columns (works on SQLite and PostgreSQL). `created_at` is never
 * overwritten, so reseeding keeps the original creation time; a row that already holds these values is not
 * written at all, so a reseed that finds everything as it was changes nothing.
 */
export async function upsert<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  keys: readonly (keyof Database[T] & string)[],
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (const row of rows) {
    const update = Object.fromEntries(
      Object.entries(row).filter(([column]) => column !== 'created_at' && !keys.includes(column as never)),
    );
    const insert = db.insertInto(table).values(row as never);
    await (
      Object.keys(update).length === 0
        ? insert.onConflict((oc) => oc.columns(keys as never).doNothing())
        : insert.onConflict((oc) =>
            oc
              .columns(keys as never)
              .doUpdateSet(update as never)
              .where(differsFromExcluded(table, Object.keys(update))),
          )
    ).execute();
  }
}

/**
 * The condition of an upsert's update: some of the columns differ from the row that was to be inserted
 * (null-safe, `is distinct from` on both databases).
 */
export function differsFromExcluded(table: string, columns: readonly string[]) {
  return (eb: ExpressionBuilder<never, never>) =>
    eb.or(
      columns.map((column) =>
        eb(eb.ref(`${table}.${column}` as never), 'is distinct from', eb.ref(`excluded.${column}` as never)),
      ),
    );
}
