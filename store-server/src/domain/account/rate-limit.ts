// Shopware's time_backoff rate-limit policy (RateLimiter/Policy/TimeBackoff.php), as pure functions.
// The first min(limit) attempts are free; after that an attempt is accepted only when the interval of its tier
// has passed since the previous accepted attempt. Refused attempts are not counted. State older than `resetMs`
// is forgotten.

export interface BackoffTier {
  limit: number;
  intervalMs: number;
}
export interface BackoffPolicy {
  tiers: readonly BackoffTier[];
  resetMs: number;
}
export interface BackoffState {
  attempts: number;
  lastAttemptAt: number;
}
export type BackoffDecision =
  { accepted: true; next: BackoffState } | { accepted: false; waitSeconds: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** shopware.yaml `login` (also guest_login, oauth): 10 / 10 s, 15 / 30 s, 20 / 60 s, reset after 24 hours. */
export const LOGIN_POLICY: BackoffPolicy = {
  tiers: [
    { limit: 10, intervalMs: 10_000 },
    { limit: 15, intervalMs: 30_000 },
    { limit: 20, intervalMs: 60_000 },
  ],
  resetMs: DAY_MS,
};

/** shopware.yaml `reset_password`: 3 / 30 s, 5 / 60 s, 10 / 90 s, reset after 24 hours. */
export const RESET_PASSWORD_POLICY: BackoffPolicy = {
  tiers: [
    { limit: 3, intervalMs: 30_000 },
    { limit: 5, intervalMs: 60_000 },
    { limit: 10, intervalMs: 90_000 },
  ],
  resetMs: DAY_MS,
};

/** The interval an attempt with this (1-based) number must wait after the previous one; 0 if free. */
export function requiredIntervalMs(policy: BackoffPolicy, attemptNumber: number): number {
  let interval = 0;
  for (const tier of policy.tiers) {
    if (attemptNumber > tier.limit) interval = tier.intervalMs;
  }
  return interval;
}

export function consumeAttempt(
  policy: BackoffPolicy,
  state: BackoffState | undefined,
  now: number,
): BackoffDecision {
  const current =
    state && now - state.lastAttemptAt < policy.resetMs ? state : { attempts: 0, lastAttemptAt: 0 };
  const attemptNumber = current.attempts + 1;
  const interval = requiredIntervalMs(policy, attemptNumber);
  const availableAt = current.lastAttemptAt + interval;
  if (interval > 0 && now < availableAt) {
    return { accepted: false, waitSeconds: Math.max(1, Math.ceil((availableAt - now) / 1000)) };
  }
  return { accepted: true, next: { attempts: attemptNumber, lastAttemptAt: now } };
}
