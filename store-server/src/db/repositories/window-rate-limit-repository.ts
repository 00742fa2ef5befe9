import type { Kysely } from 'kysely';
import { preparedSql, runPrepared } from '../prepared.js';
import type { Database } from '../schema.js';
import { rateLimitId } from './rate-limit-row.js';

// Fixed-window limiter state in the rate_limit table (attempts = the window's count, last_attempt_at = its
// start), shared by all server instances on the database. One attempt is ONE upsert: it creates the row, counts
// the attempt in the current window or starts a new window when the stored one has ended (last_attempt_at at or
// before now - window; ISO texts of toISOString compare as their times), and returns the window it counted in.
// The upsert takes the row's lock on PostgreSQL, and SQLite's write transaction serialises it. An attempt over
// the limit is counted too: the caller refuses the request and rolls its transaction back (the cart's), so a
// refused request leaves no count.

const countAttempt = preparedSql({
  name: 'window_rate_limit_count',
  sqlite: `insert into rate_limit (key, attempts, last_attempt_at) values (?, 1, ?)
    on conflict (key) do update set
      attempts = case when rate_limit.last_attempt_at <= ? then 1 else rate_limit.attempts + 1 end,
      last_attempt_at = case when rate_limit.last_attempt_at <= ? then excluded.last_attempt_at
        else rate_limit.last_attempt_at end
    returning attempts, last_attempt_at`,
  postgres: `insert into rate_limit (key, attempts, last_attempt_at) values ($1, 1, $2)
    on conflict (key) do update set
      attempts = case when rate_limit.last_attempt_at <= $3 then 1 else rate_limit.attempts + 1 end,
      last_attempt_at = case when rate_limit.last_attempt_at <= $4 then excluded.last_attempt_at
        else rate_limit.last_attempt_at end
    returning attempts, last_attempt_at`,
});

/**
 * Counts one attempt of `key` (inside the caller's transaction): 0 when within the limit, else the seconds until
 * the window ends; then the caller must roll back (throw), which takes the count back. A limit of 0 is off.
 */
export async function consumeWindowAttempt(
  trx: Kysely<Database>,
  limiter: string,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<number> {
  if (limit <= 0) return 0;
  const stamp = new Date(now).toISOString();
  const ended = new Date(now - windowMs).toISOString();
  const id = rateLimitId(limiter, key);
  const { rows } = await runPrepared<{ attempts: number; last_attempt_at: string }>(
    trx as Kysely<unknown>,
    countAttempt,
    [id, stamp, ended, ended],
  );
  const row = rows[0];
  if (!row || Number(row.attempts) <= limit) return 0;
  const start = Date.parse(row.last_attempt_at);
  return Math.max(1, Math.ceil((start + windowMs - now) / 1000));
}
