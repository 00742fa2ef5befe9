import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Insert-or-update rows by their key columns (works on SQLite and PostgreSQL). `created_at` is never
 * overwritten, so reseeding keeps the original creation time.
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
        : insert.onConflict((oc) => oc.columns(keys as never).doUpdateSet(update as never))
    ).execute();
  }
}
