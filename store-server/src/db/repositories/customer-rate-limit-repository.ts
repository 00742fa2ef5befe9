import { PostgresAdapter, type Kysely } from 'kysely';
import { consumeAttempt, type BackoffDecision, type BackoffPolicy } from '../../domain/account/rate-limit.js';
import { sha256 } from '../../domain/account/text.js';
import type { Database } from '../schema.js';

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
  const id = sha256(`${limiter}:${key}`);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rate_limit')
      .values({ key: id, attempts: 0, last_attempt_at: new Date(0).toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    let select = trx.selectFrom('rate_limit').selectAll().where('key', '=', id);
    if (isPostgres(db)) select = select.forUpdate();
    const row = await select.executeTakeFirstOrThrow();
    const decision = consumeAttempt(
      policy,
      { attempts: row.attempts, lastAttemptAt: Date.parse(row.last_attempt_at) },
      now.getTime(),
    );
    if (decision.accepted) {
      await trx
        .updateTable('rate_limit')
        .set({
          attempts: decision.next.attempts,
          last_attempt_at: new Date(decision.next.lastAttemptAt).toISOString(),
        })
        .where('key', '=', id)
        .execute();
    }
    return decision;
  });
}

export async function resetRateLimit(db: Kysely<Database>, limiter: string, key: string): Promise<void> {
  await db
    .deleteFrom('rate_limit')
    .where('key', '=', sha256(`${limiter}:${key}`))
    .execute();
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
