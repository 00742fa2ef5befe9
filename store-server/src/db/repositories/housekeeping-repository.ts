import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../schema.js';

// The deletes of the housekeeping, one bounded batch each (one short statement, so no long lock on a big
// table). Each returns how many rows it deleted; a caller repeats it until a batch comes back short. They are
// idempotent, so several instances may run them at once. The age condition is repeated on the deleted rows
// themselves: on PostgreSQL a row written by a request while the batch waited for its lock is checked again
// and kept (the subquery alone would pick it from the statement's snapshot).

type Table = keyof Database & string;
type Stale<T extends Table> = (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;

/** Deletes up to `batchSize` rows of `table` (keyed by `key`) for which `stale` holds; returns how many. */
async function deleteStaleBatch<T extends Table>(
  db: Kysely<Database>,
  table: T,
  key: string,
  stale: Stale<T>,
  batchSize: number,
): Promise<number> {
  const batch = db
    .selectFrom(table as Table)
    .select(sql.ref(key).as('key'))
    .where(stale as Stale<Table>)
    .limit(batchSize);
  const result = await db
    .deleteFrom(table as Table)
    .where(stale as Stale<Table>)
    .where(sql.ref(key), 'in', batch)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions (contexts) not updated since `cutoff`. Their customers, addresses and orders stay. */
export const deleteStaleContexts = (db: Kysely<Database>, cutoff: string, batchSize: number) =>
  deleteStaleBatch(db, 'sales_channel_context', 'token', (eb) => eb('updated_at', '<', cutoff), batchSize);

/**
 * Carts not updated since `cutoff` whose token has no session updated since then either. A cart without any
 * session is normal (a token gets a cart before, or without, storing a context; a logged-out customer's cart
 * is parked under a token no client holds), so that alone is never a reason: like Shopware, a cart goes by its
 * age, and a parked cart is kept for the whole retention since its last update.
 */
export const deleteStaleCarts = (db: Kysely<Database>, cutoff: string, batchSize: number) =>
  deleteStaleBatch(
    db,
    'cart',
    'token',
    (eb) =>
      eb.and([
        eb('cart.updated_at', '<', cutoff),
        eb.not(eb.exists(contextUsedSince(eb, 'cart.token', cutoff))),
      ]),
    batchSize,
  );

/** rate_limit rows whose last attempt lies at or before `cutoff` (see domain/housekeeping/retention.ts). */
export const deleteFinishedRateLimits = (db: Kysely<Database>, cutoff: string, batchSize: number) =>
  deleteStaleBatch(db, 'rate_limit', 'key', (eb) => eb('last_attempt_at', '<=', cutoff), batchSize);

/** rate_limit rows with fewer than `fewAttempts` attempts whose last lies at or before `cutoff` (retention.ts). */
export const deleteFewAttemptRateLimits = (
  db: Kysely<Database>,
  cutoff: string,
  fewAttempts: number,
  batchSize: number,
) =>
  deleteStaleBatch(
    db,
    'rate_limit',
    'key',
    (eb) => eb.and([eb('last_attempt_at', '<=', cutoff), eb('attempts', '<', fewAttempts)]),
    batchSize,
  );

/**
 * klarna_context_session rows nobody will read again. A row holds the Klarna session id of a context token so
 * that the token's next POST /klarna/session/start updates that session instead of creating another one
 * (payment/klarna/session.ts); placing the order needs only the SDK's authorization token, and deletes the row
 * (place-order.ts). Only a logged-in session places an order, and a logged-in session is a stored context
 * (every login moves the session to a new token). So a row goes when
 * - no context of its token has been updated since `cutoff`: the session is gone (moved on at login or logout,
 *   or deleted as abandoned; a token that never had one cannot order before a login, which moves the session
 *   to another token), or about to go in this round; or
 * - it was itself last written before `cutoff`, however busy its session: Klarna forgets a session after 48 h,
 *   so the next start would replace it anyway.
 * At worst a deleted row makes a later start create a fresh Klarna session; it never fails an order.
 * No index: the first condition needs a look at each row anyway, and the rule keeps the table to the Klarna
 * checkouts of live sessions.
 */
export const deleteStaleKlarnaSessions = (db: Kysely<Database>, cutoff: string, batchSize: number) =>
  deleteStaleBatch(
    db,
    'klarna_context_session',
    'context_token',
    (eb) =>
      eb.or([
        eb('klarna_context_session.updated_at', '<', cutoff),
        eb.not(eb.exists(contextUsedSince(eb, 'klarna_context_session.context_token', cutoff))),
      ]),
    batchSize,
  );

/** customer_recovery rows created before `cutoff`, used or not (see recoveryCutoff). */
export const deleteOldRecoveries = (db: Kysely<Database>, cutoff: string, batchSize: number) =>
  deleteStaleBatch(db, 'customer_recovery', 'hash', (eb) => eb('created_at', '<', cutoff), batchSize);

/** Mails of the outbox sent before `cutoff`; unsent ones (due, retrying or given up) stay. */
export const deleteOldSentMails = (db: Kysely<Database>, cutoff: string, batchSize: number) =>
  deleteStaleBatch(
    db,
    'mail_queue',
    'id',
    (eb) => eb.and([eb('sent_at', 'is not', null), eb('sent_at', '<', cutoff)]),
    batchSize,
  );

/** Desk tokens past their expiry (revoked ones are kept until then, to recognise a reused refresh token). */
export const deleteExpiredDeskTokens = (db: Kysely<Database>, now: string, batchSize: number) =>
  deleteStaleBatch(db, 'desk_token', 'id', (eb) => eb('expires_at', '<', now), batchSize);

/** The context of the token in `tokenColumn`, if it was updated since `cutoff` (its session is in use). */
function contextUsedSince<T extends Table>(
  eb: ExpressionBuilder<Database, T>,
  tokenColumn: string,
  cutoff: string,
) {
  return eb
    .selectFrom('sales_channel_context')
    .select(sql.ref<string>('sales_channel_context.token').as('token'))
    .where(sql.ref('sales_channel_context.token'), '=', sql.ref<string>(tokenColumn))
    .where(sql.ref('sales_channel_context.updated_at'), '>=', cutoff);
}
