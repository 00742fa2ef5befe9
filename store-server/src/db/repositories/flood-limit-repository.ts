import type { Kysely } from 'kysely';
import type { FloodCheck, FloodLimits } from '../../domain/floods/flood-limits.js';
import type { DatabaseConfig } from '../connect.js';
import type { Database } from '../schema.js';
import { runWriteTransaction } from '../write-transaction.js';
import { rateLimitId } from './rate-limit-row.js';
import { consumeWindowAttempt } from './window-rate-limit-repository.js';

// The flood limits' counters (domain/floods/flood-limits.ts) in the rate_limit table: one fixed window per limit
// and key, shared by every instance on the database, deleted by the housekeeping a day after their last use.

/**
 * Consumes one attempt of every check inside the caller's transaction: ONE upsert per counter
 * (window-rate-limit-repository.ts; it was a read and a write before, three statements with the row's
 * creation). Returns 0, or the longest wait (seconds) when any counter is full: then the caller rolls its
 * transaction back (throws), which takes every count of the request back, so it is all or none. Rows are
 * written in the order of their ids, so that two requests never wait for each other crosswise.
 */
export async function consumeFloodChecks(
  trx: Kysely<Database>,
  limits: FloodLimits,
  checks: readonly FloodCheck[],
  now: number,
): Promise<number> {
  const active = checks
    .filter((check) => limits[check.name].limit > 0)
    .sort((a, b) => rateLimitId(a.name, a.key).localeCompare(rateLimitId(b.name, b.key)));
  let wait = 0;
  for (const check of active) {
    const { limit, windowSeconds } = limits[check.name];
    const checkWait = await consumeWindowAttempt(
      trx,
      check.name,
      check.key,
      limit,
      windowSeconds * 1000,
      now,
    );
    wait = Math.max(wait, checkWait);
  }
  return wait;
}

class Refused extends Error {
  constructor(readonly waitSeconds: number) {
    super('flood limit');
  }
}

/**
 * The same as its own short transaction, before the request's work (on SQLite sharing a commit with the write
 * transactions queued with it, write-transaction.ts). A refusal rolls back, so that a refused request leaves
 * no new row either: the rows an address can create are bounded by its own limit.
 */
export async function consumeFloodLimits(
  db: Kysely<Database>,
  kind: DatabaseConfig['kind'],
  limits: FloodLimits,
  checks: readonly FloodCheck[],
  now: number,
): Promise<number> {
  try {
    await runWriteTransaction(db, kind, async (trx) => {
      const wait = await consumeFloodChecks(trx, limits, checks, now);
      if (wait > 0) throw new Refused(wait);
    });
    return 0;
  } catch (error) {
    if (error instanceof Refused) return error.waitSeconds;
    throw error;
  }
}

/**
 * The mails of `messages` their recipients may still receive (`mail-recipient`: a few an hour per address),
 * each counted, inside the transaction that queues them. The caller queues only these and answers as it would
 * have anyway, so the answer does not tell whether a mail went out. A mail over the cap is counted too (nothing
 * rolls it back): its window's start stays, so every later decision and the row's clean-up are the same.
 */
export async function mailsWithinRecipientCap<Mail extends { to: string }>(
  trx: Kysely<Database>,
  limits: FloodLimits,
  messages: readonly Mail[],
  now: Date,
): Promise<Mail[]> {
  const allowed: Mail[] = [];
  for (const message of messages) {
    const checks = [{ name: 'mail-recipient' as const, key: message.to.trim().toLowerCase() }];
    if ((await consumeFloodChecks(trx, limits, checks, now.getTime())) === 0) allowed.push(message);
  }
  return allowed;
}
