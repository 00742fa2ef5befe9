import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { differsFromExcluded } from './upsert.js';

/** Rows per INSERT: well below SQLite's 32766 and PostgreSQL's 65535 bound parameters for our widest table. */
const MAX_PARAMETERS = 20_000;

/**
 * Multi-row insert-or-update by key columns, in chunks (SQLite and PostgreSQL: `on conflict … do update set
 * col = excluded.col`, only where a column differs). `created_at` and the `kept` columns are never overwritten.
 * For the catalogue's thousands of rows.
 */
export async function upsertMany<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  keys: readonly (keyof Database[T] & string)[],
  rows: Insertable<Database[T]>[],
  kept: readonly (keyof Database[T] & string)[] = [],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const updates = columns.filter(
    (c) => c !== 'created_at' && !keys.includes(c as never) && !kept.includes(c as never),
  );
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const insert = db.insertInto(table).values(chunk as never);
    await (
      updates.length === 0
        ? insert.onConflict((oc) => oc.columns(keys as never).doNothing())
        : insert.onConflict((oc) =>
            oc
              .columns(keys as never)
              .doUpdateSet(
                (eb) =>
                  Object.fromEntries(updates.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never,
              )
              .where(differsFromExcluded(table, updates)),
          )
    ).execute();
  }
}
