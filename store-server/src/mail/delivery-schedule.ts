// The pure rules of the mail outbox's delivery: when a queued mail is due, how long an instance's claim on it
// lasts, and when a failed mail is tried again (exponential backoff) or given up. The repository's SQL
// (db/repositories/mail-queue-repository.ts) asks the same question as `isDue`; its test holds them together.

export interface RetryPolicy {
  /** Attempts in total before a mail is given up (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with every further one. */
  firstRetryDelayMs: number;
  /** The longest wait between two attempts. */
  maxRetryDelayMs: number;
}

/** 30 s, 1, 2, 4… minutes, at most an hour apart; 30 attempts last about a day. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 30,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
};

/**
 * How long a claim lasts. Longer than one SMTP conversation may take (the transport's timeouts in mailer.ts add
 * up to less), so that another instance takes a mail over only when its sender is gone.
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;

export interface QueuedMailState {
  next_attempt_at: string;
  claimed_until: string | null;
  sent_at: string | null;
  gave_up_at: string | null;
}

/** Due: not sent, not given up, its next attempt has come, and no live claim of any instance on it. */
export function isDue(mail: QueuedMailState, now: Date): boolean {
  const at = now.toISOString();
  return (
    mail.sent_at === null &&
    mail.gave_up_at === null &&
    mail.next_attempt_at <= at &&
    (mail.claimed_until === null || mail.claimed_until <= at)
  );
}

export function leaseUntil(now: Date, leaseMs: number): string {
  return new Date(now.getTime() + leaseMs).toISOString();
}

/** The wait after the `failedAttempts`-th failed attempt (1 = the first): first delay, doubling, capped. */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // 2^31 ms is 24 days: beyond any sensible cap, and it keeps the power finite.
  const delay = policy.firstRetryDelayMs * 2 ** Math.min(doublings, 31);
  return Math.min(delay, policy.maxRetryDelayMs);
}

export type FailureOutcome = { kind: 'retry'; nextAttemptAt: string } | { kind: 'give-up' };

/** What follows a failed attempt, given the number of attempts made so far (this one included). */
export function afterFailedAttempt(attempts: number, now: Date, policy: RetryPolicy): FailureOutcome {
  if (attempts >= policy.maxAttempts) return { kind: 'give-up' };
  return {
    kind: 'retry',
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, policy)).toISOString(),
  };
}

/** The error of a failed attempt as stored in last_error: its message, bounded. */
export function describeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
}
