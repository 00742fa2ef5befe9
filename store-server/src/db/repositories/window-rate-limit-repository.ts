import type { Kysely } from 'kysely';
import { fixedWindowAttempt } from '../../domain/cart/rate-limiter.js';
import { sha256 } from '../../domain/account/text.js';
import type { Database } from '../schema.js';

// Fixed-window limiter state in the rate_limit table (attempts = the window's count, last_attempt_at = its
// start), shared by all server instances on the database. Call it inside the transaction of the request's
// work (the cart's lock): the row is locked for the read-modify-write on PostgreSQL, SQLite's write
// transaction serialises it, and a refused request rolls back without counting.

export async function consumeWindowAttempt(
  trx: Kysely<Database>,
  kind: 'sqlite' | 'postgres',
  limiter: string,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<number> {
  if (limit <= 0) return 0;
  const id = sha256(`${limiter}:${key}`);
  await trx
    .insertInto('rate_limit')
    .values({ key: id, attempts: 0, last_attempt_at: new Date(0).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  let select = trx.selectFrom('rate_limit').selectAll().where('key', '=', id);
  if (kind === 'postgres') select = select.forUpdate();
  const row = await select.executeTakeFirstOrThrow();
  const decision = fixedWindowAttempt(
    { start: Date.parse(row.last_attempt_at), count: row.attempts },
    now,
    limit,
    windowMs,
  );
  if (decision.waitSeconds === 0) {
    await trx
      .updateTable('rate_limit')
      .set({ attempts: decision.next.count, last_attempt_at: new Date(decision.next.start).toISOString() })
      .where('key', '=', id)
      .execute();
  }
  return decision.waitSeconds;
}
