import type { Kysely } from 'kysely';
import {
  deleteExpiredDeskTokens,
  deleteFewAttemptRateLimits,
  deleteFinishedRateLimits,
  deleteOldRecoveries,
  deleteOldSentMails,
  deleteStaleCarts,
  deleteStaleContexts,
  deleteStaleKlarnaSessions,
} from '../db/repositories/housekeeping-repository.js';
import type { Database } from '../db/schema.js';
import { DEFAULT_FLOOD_LIMITS, longestWindowMs } from '../domain/floods/flood-limits.js';
import {
  rateLimitCutoff,
  fewAttemptsCutoff,
  FEW_ATTEMPTS,
  recoveryCutoff,
  sentMailCutoff,
  sessionCutoff,
} from '../domain/housekeeping/retention.js';

// One round of housekeeping: abandoned sessions, then carts nobody can come back to, the Klarna sessions of
// sessions that are gone, finished rate-limit rows, old password-recovery hashes and mails sent a week ago, each
// in batches until a batch comes back short. Orders, customers (guests included) and addresses are never touched.

/** Rows per delete: a few milliseconds of work, so requests waiting for the database barely notice. */
export const HOUSEKEEPING_BATCH_SIZE = 500;

export interface HousekeepingSettings {
  sessionRetentionDays: number;
  /** The longest flood-limit window in force (ms; default: the defaults'), see retention.ts fewAttemptsCutoff. */
  longestRateLimitWindowMs?: number;
  batchSize?: number;
  /** Asked between batches: a server that is stopping ends the round early (the rest waits for the next one). */
  shouldStop?: () => boolean;
}

export interface HousekeepingResult {
  contexts: number;
  carts: number;
  klarnaSessions: number;
  rateLimits: number;
  recoveries: number;
  sentMails: number;
  /** The owner desk's expired bearer tokens. */
  deskTokens: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function runHousekeeping(
  db: Kysely<Database>,
  now: Date,
  settings: HousekeepingSettings,
): Promise<HousekeepingResult> {
  const batchSize = settings.batchSize ?? HOUSEKEEPING_BATCH_SIZE;
  const shouldStop = settings.shouldStop ?? (() => false);
  const inBatches = async (deleteBatch: () => Promise<number>): Promise<number> => {
    let total = 0;
    while (!shouldStop()) {
      const deleted = await deleteBatch();
      total += deleted;
      if (deleted < batchSize) break;
      // Requests queued for the connection (SQLite has one per process) go first.
      await nextTurn();
    }
    return total;
  };
  const sessions = sessionCutoff(now, settings.sessionRetentionDays);
  const rateLimits = rateLimitCutoff(now);
  const fewAttempts = fewAttemptsCutoff(
    now,
    settings.longestRateLimitWindowMs ?? longestWindowMs(DEFAULT_FLOOD_LIMITS),
  );
  const recoveries = recoveryCutoff(now);
  return {
    contexts: await inBatches(() => deleteStaleContexts(db, sessions, batchSize)),
    carts: await inBatches(() => deleteStaleCarts(db, sessions, batchSize)),
    klarnaSessions: await inBatches(() => deleteStaleKlarnaSessions(db, sessions, batchSize)),
    rateLimits:
      (await inBatches(() => deleteFinishedRateLimits(db, rateLimits, batchSize))) +
      (await inBatches(() => deleteFewAttemptRateLimits(db, fewAttempts, FEW_ATTEMPTS, batchSize))),
    recoveries: await inBatches(() => deleteOldRecoveries(db, recoveries, batchSize)),
    sentMails: await inBatches(() => deleteOldSentMails(db, sentMailCutoff(now), batchSize)),
    deskTokens: await inBatches(() => deleteExpiredDeskTokens(db, now.toISOString(), batchSize)),
  };
}
