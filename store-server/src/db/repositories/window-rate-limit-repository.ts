import type { Kysely } from 'kysely';
import { fixedWindowAttempt } from '../../domain/cart/rate-limiter.js';
import type { Database } from '../schema.js';
import { lockRateLimitRow, saveRateLimitRow } from './rate-limit-row.js';

// Fixed-window limiter state in the rate_limit table (attempts = the window's count, last_attempt_at = its
// start), shared by all server instances on the database. Call it inside the transaction of the request's
// work (the cart's lock): the row is locked for the read-modify-write on PostgreSQL, SQLite's write
// transaction serialises it, and a refused request rolls back without counting.

export async function consumeWindowAttempt(
  trx: Kysely<Database>,
  limiter: string,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<number> {
  if (limit <= 0) return 0;
  const row = await lockRateLimitRow(trx, limiter, key);
  const decision = fixedWindowAttempt(
    { start: row.lastAttemptAt, count: row.attempts },
    now,
    limit,
    windowMs,
  );
  if (decision.waitSeconds === 0) {
    await saveRateLimitRow(trx, {
      id: row.id,
      attempts: decision.next.count,
      lastAttemptAt: decision.next.start,
    });
  }
  return decision.waitSeconds;
}
