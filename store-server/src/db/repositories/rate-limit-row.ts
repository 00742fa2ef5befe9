import { PostgresAdapter, type Kysely } from 'kysely';
import { sha256 } from '../../domain/account/text.js';
import type { Database } from '../schema.js';

// One row of the rate_limit table, shared by every limiter (login back-off, add-to-cart window) and by all server
// instances on the database. The limiter's name and the client's key are stored hashed.

export interface RateLimitRow {
  id: string;
  attempts: number;
  /** Milliseconds since the epoch (the epoch itself for a new row). */
  lastAttemptAt: number;
}

export const rateLimitId = (limiter: string, key: string): string => sha256(`${limiter}:${key}`);

/**
 * The row of `limiter` and `key` inside the caller's transaction, created when missing and locked for the
 * read-modify-write on PostgreSQL (SQLite's write transaction serialises it).
 */
export async function lockRateLimitRow(
  trx: Kysely<Database>,
  limiter: string,
  key: string,
): Promise<RateLimitRow> {
  const id = rateLimitId(limiter, key);
  await trx
    .insertInto('rate_limit')
    .values({ key: id, attempts: 0, last_attempt_at: new Date(0).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  let select = trx.selectFrom('rate_limit').selectAll().where('key', '=', id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) select = select.forUpdate();
  const row = await select.executeTakeFirstOrThrow();
  return { id, attempts: row.attempts, lastAttemptAt: Date.parse(row.last_attempt_at) };
}

export async function saveRateLimitRow(trx: Kysely<Database>, row: RateLimitRow): Promise<void> {
  await trx
    .updateTable('rate_limit')
    .set({ attempts: row.attempts, last_attempt_at: new Date(row.lastAttemptAt).toISOString() })
    .where('key', '=', row.id)
    .execute();
}
