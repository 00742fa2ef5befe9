import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { storedAttachments, type MailMessage } from '../../domain/mail-message.js';
import type { Database, MailQueueTable, Db } from '../schema.js';
import { databaseKindOf, runWriteTransaction } from '../write-transaction.js';
import { insertRows } from '../prepared-insert.js';

// The mail outbox's rows (0010-mail-queue). Mails are enqueued inside the caller's business transaction; the
// delivery worker claims due rows with a lease, sends them outside any transaction and records the outcome.
// Claiming is one short transaction: on PostgreSQL the due rows are selected FOR UPDATE SKIP LOCKED, so that
// two instances claiming at the same moment take different rows instead of waiting for each other (and the
// lease then keeps the rows theirs after the commit); on SQLite the transaction holds the write lock. The claim
// and the records of each delivery are write transactions of write-transaction.ts: on SQLite they share their
// commits with the shop's other writes (a commit of its own per delivered mail stalled every request for its
// fsync, two per enquiry).

export type QueuedMail = Selectable<MailQueueTable>;

const newId = () => randomUUID().replace(/-/g, '');

/** Due: the SQL of delivery-schedule.ts `isDue`. */
const due = (at: string) => (eb: ExpressionBuilder<Database, 'mail_queue'>) =>
  eb.and([
    eb('sent_at', 'is', null),
    eb('gave_up_at', 'is', null),
    eb('next_attempt_at', '<=', at),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]),
  ]);

/** Queues rendered mails, due at once. Call it with the transaction of the business write they belong to. */
export async function enqueueMails(db: Db, messages: readonly MailMessage[], now: Date): Promise<void> {
  if (messages.length === 0) return;
  const at = now.toISOString();
  await insertRows(
    db,
    'mail_queue',
    messages.map((message) => ({
      id: newId(),
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      attachments: storedAttachments(message.attachments),
      created_at: at,
      attempts: 0,
      next_attempt_at: at,
    })),
    false,
  );
}

/**
 * Claims up to `limit` due mails, oldest due first, until `leaseUntil`, and counts the attempt (a claim is an
 * attempt: a mail whose sender died mid-send still moves towards giving up).
 */
export function claimDueMails(
  db: Kysely<Database>,
  claim: { now: Date; leaseUntil: string; limit: number },
): Promise<QueuedMail[]> {
  return runWriteTransaction(db, databaseKindOf(db), async (trx) => {
    let select = trx
      .selectFrom('mail_queue')
      .select('id')
      .where(due(claim.now.toISOString()))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(claim.limit);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) select = select.forUpdate().skipLocked();
    const ids = (await select.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable('mail_queue')
      .set((eb) => ({ claimed_until: claim.leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .returningAll()
      .execute();
  });
}

/** Whether any mail is due now (nothing claimed it, or its claim ran out). */
export async function hasDueMail(db: Db, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('mail_queue')
    .select('id')
    .where(due(now.toISOString()))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a delivery. A mail delivered is sent, whoever's claim it was under. */
export async function markMailSent(db: Db, id: string, now: Date): Promise<void> {
  await runWriteTransaction(db, databaseKindOf(db), (trx) =>
    trx
      .updateTable('mail_queue')
      .set({ sent_at: now.toISOString(), claimed_until: null, last_error: null })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .execute(),
  );
}

/**
 * Records a failed attempt under the claim `lease`: the next attempt's time, or that it was given up. False when
 * the claim is no longer ours (it ran out and another instance took the mail over, or it was sent meanwhile).
 */
export async function markMailFailed(
  db: Db,
  failure: { id: string; lease: string; error: string; nextAttemptAt: string | null; now: Date },
): Promise<boolean> {
  const result = await runWriteTransaction(db, databaseKindOf(db), (trx) =>
    trx
      .updateTable('mail_queue')
      .set({
        last_error: failure.error,
        claimed_until: null,
        ...(failure.nextAttemptAt === null
          ? { gave_up_at: failure.now.toISOString() }
          : { next_attempt_at: failure.nextAttemptAt }),
      })
      .where('id', '=', failure.id)
      .where('claimed_until', '=', failure.lease)
      .where('sent_at', 'is', null)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/** The mails not sent yet (waiting for an attempt, or given up), oldest first, without their bodies. */
export function listUnsentMails(db: Db) {
  return db
    .selectFrom('mail_queue')
    .select([
      'id',
      'recipient',
      'subject',
      'created_at',
      'attempts',
      'next_attempt_at',
      'last_error',
      'gave_up_at',
    ])
    .where('sent_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many mails were sent since `since` (the housekeeping deletes them a week after sending). */
export async function countSentMailsSince(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('sent_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Queues given-up mails again (all of them, or the one with `id`), due now with a fresh count of attempts; the
 * delivery worker of any running instance sends them at its next poll. Returns how many were queued again.
 */
export async function retryGivenUpMails(db: Db, now: Date, id?: string): Promise<number> {
  let update = db
    .updateTable('mail_queue')
    .set({ gave_up_at: null, claimed_until: null, attempts: 0, next_attempt_at: now.toISOString() })
    .where('gave_up_at', 'is not', null)
    .where('sent_at', 'is', null);
  if (id !== undefined) update = update.where('id', '=', id);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
