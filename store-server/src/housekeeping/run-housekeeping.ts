import type { Kysely } from 'kysely';
import {
  deleteFinishedRateLimits,
  deleteOldRecoveries,
  deleteOldSentMails,
  deleteStaleCarts,
  deleteStaleContexts,
  deleteStaleKlarnaSessions,
} from '../db/repositories/housekeeping-repository.js';
import type { Database } from '../db/schema.js';
import {
  rateLimitCutoff,
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
  const recoveries = recoveryCutoff(now);
  return {
    contexts: await inBatches(() => deleteStaleContexts(db, sessions, batchSize)),
    carts: await inBatches(() => deleteStaleCarts(db, sessions, batchSize)),
    klarnaSessions: await inBatches(() => deleteStaleKlarnaSessions(db, sessions, batchSize)),
    rateLimits: await inBatches(() => deleteFinishedRateLimits(db, rateLimits, batchSize)),
    recoveries: await inBatches(() => deleteOldRecoveries(db, recoveries, batchSize)),
    sentMails: await inBatches(() => deleteOldSentMails(db, sentMailCutoff(now), batchSize)),
  };
}
