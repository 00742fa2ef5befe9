import { isRetryableTransactionError } from './database-errors.js';

// A transaction that PostgreSQL aborted as a deadlock (40P01) or serialization failure (40001) was rolled back
// completely: running it again is what PostgreSQL's manual asks of the application. RetryingKysely (connect.ts)
// runs every `db.transaction().execute(work)` through runWithRetry, so that a shopper never sees such an abort.

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The first pause's upper bound; it doubles with every further attempt, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Up to 6 runs; the pauses before runs 2…6 are at most 20, 40, 80, 160, 320 ms (0.6 s in all). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 6, baseDelayMs: 20, maxDelayMs: 500 };

/**
 * The pause before run `attempt + 1` after `attempt` failed runs: "full jitter", a random share of an
 * exponentially growing bound, so that the transactions that collided do not collide again in step.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const bound = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * bound);
}

export interface RetryHooks {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told of every abort that is retried (attempt = the failed run's number, from 1). */
  onRetry?: (error: unknown, attempt: number) => void;
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `work` until it succeeds, fails with another error, or has failed `policy.attempts` times with a
 * retryable one (that last error is thrown). `work` must be a whole transaction, safe to run again: everything
 * it does outside the database must happen after it returns.
 */
export async function runWithRetry<T>(
  work: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  hooks: RetryHooks = {},
): Promise<T> {
  const { sleep = pause, random = Math.random, onRetry } = hooks;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryableTransactionError(error)) throw error;
      onRetry?.(error, attempt);
      await sleep(retryDelayMs(attempt, policy, random));
    }
  }
}
