import type { Kysely } from 'kysely';
import { consumeAttempt, type BackoffDecision, type BackoffPolicy } from '../../domain/account/rate-limit.js';
import type { Database } from '../schema.js';
import { lockRateLimitRow, rateLimitId, saveRateLimitRow } from './rate-limit-row.js';

// Rate-limiter state in the database, so that several server instances on one PostgreSQL share it. Each
// consume is its own short transaction (the attempt counts even when the request then fails); in PostgreSQL
// the row is locked for the read-modify-write, SQLite serialises transactions anyway.

export async function consumeRateLimit(
  db: Kysely<Database>,
  policy: BackoffPolicy,
  limiter: string,
  key: string,
  now: Date,
): Promise<BackoffDecision> {
  return db.transaction().execute(async (trx) => {
    const row = await lockRateLimitRow(trx, limiter, key);
    const decision = consumeAttempt(policy, row, now.getTime());
    if (decision.accepted) await saveRateLimitRow(trx, { id: row.id, ...decision.next });
    return decision;
  });
}

export async function resetRateLimit(db: Kysely<Database>, limiter: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', '=', rateLimitId(limiter, key)).execute();
}
