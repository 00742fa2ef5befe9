import { LOGIN_POLICY, RESET_PASSWORD_POLICY } from '../account/rate-limit.js';
import { CART_LINE_ITEM_ADD_WINDOW_MS } from '../cart/rate-limiter.js';
import { MAX_WINDOW_SECONDS } from '../floods/flood-limits.js';

// When stored rows carry no more information, as pure functions of the clock. Timestamps are stored as ISO
// strings of one format (Date#toISOString), which compare like the instants they name, so the cut-offs are too.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shopware's `sales_channel_context.expire_days` and `cart.expire_days`. */
export const DEFAULT_SESSION_RETENTION_DAYS = 120;
/** How often a server runs the housekeeping (HOUSEKEEPING_INTERVAL_MINUTES); 0 turns it off. */
export const DEFAULT_HOUSEKEEPING_INTERVAL_MINUTES = 60;

/**
 * The instant before which a session (context) or cart counts as abandoned: one not updated for more than
 * `retentionDays` days, i.e. updated strictly before the cut-off, may go. The Klarna session of a context token
 * goes by the same cut-off (deleteStaleKlarnaSessions).
 */
export function sessionCutoff(now: Date, retentionDays: number): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

/**
 * How long a rate_limit row may still matter after its last attempt, whichever limiter wrote it. The row does not
 * say (its key is a hash of limiter and client): a login or recovery back-off counts its attempts until its reset
 * period has passed (24 h; before that the count decides the next attempt's interval, even when no lockout is in
 * force), an add-to-cart or flood-limit window until the window has ended (last_attempt_at is the window's
 * start; RATE_LIMITS allows windows up to MAX_WINDOW_SECONDS). So the longest of them decides.
 */
export const RATE_LIMIT_ROW_LIFETIME_MS = Math.max(
  LOGIN_POLICY.resetMs,
  RESET_PASSWORD_POLICY.resetMs,
  CART_LINE_ITEM_ADD_WINDOW_MS,
  MAX_WINDOW_SECONDS * 1000,
);

/**
 * A rate_limit row is finished when every limiter would treat it like a missing one: `consumeAttempt` forgets
 * state with `now - lastAttemptAt >= resetMs`, `fixedWindowAttempt` starts a new window with `now - start >=
 * windowMs`.
 */
export function isRateLimitRowFinished(lastAttemptAt: number, now: number): boolean {
  return now - lastAttemptAt >= RATE_LIMIT_ROW_LIFETIME_MS;
}

/** The same rule as a cut-off: rows whose last_attempt_at is at or before it are finished. */
export function rateLimitCutoff(now: Date): string {
  return new Date(now.getTime() - RATE_LIMIT_ROW_LIFETIME_MS).toISOString();
}

/**
 * Rows with fewer attempts than this may go as soon as the longest window is over: the back-offs' first tier
 * is free (3 for reset_password, 10 for login), so such a row makes no back-off wait; forgetting it gives at
 * most two more free attempts for that email and address, while the per-email flood limits still count. This
 * is what a flood of new emails leaves (one row per email with one attempt): it goes within the hour instead of
 * a day.
 */
export const FEW_ATTEMPTS = Math.min(LOGIN_POLICY.tiers[0]!.limit, RESET_PASSWORD_POLICY.tiers[0]!.limit);

/** The cut-off of rows with fewer than FEW_ATTEMPTS attempts, given the longest window in force (ms). */
export function fewAttemptsCutoff(now: Date, longestWindowMs: number): string {
  return new Date(now.getTime() - Math.max(longestWindowMs, CART_LINE_ITEM_ADD_WINDOW_MS)).toISOString();
}

/**
 * How long a customer_recovery row is kept after its creation. The hash is valid for two hours and once; the
 * reset (recovery-password-confirm) answers 410 for an unknown, used or expired hash alike, so a deleted row
 * changes nothing there. customer-recovery-is-expired does tell them apart: an unused hash answers `{isExpired}`,
 * an unknown or used one 404 (our shop shows the same "link no longer valid, request a new one" page for all
 * three; another storefront may say "expired"). A week keeps that answer for a mail opened late, far beyond the
 * link's validity; after that the link answers like one never issued, which says less, never more, and is what a
 * used link answers already. Only the creation time decides, so one index serves the delete (migration 0012).
 */
export const RECOVERY_ROW_RETENTION_MS = 7 * DAY_MS;

/** Rows created strictly before it go: long expired (retention.test.ts), so a link that still works stays. */
export function recoveryCutoff(now: Date): string {
  return new Date(now.getTime() - RECOVERY_ROW_RETENTION_MS).toISOString();
}

/**
 * How long a sent mail stays in the outbox (mail_queue) after it was sent: long enough to look up what went out
 * when a customer asks, short enough that the table holds days, not years. Unsent mails (due, waiting for a retry
 * or given up) are never deleted: they are what the outbox is for.
 */
export const SENT_MAIL_RETENTION_MS = 7 * DAY_MS;

/** Mails sent strictly before it go. */
export function sentMailCutoff(now: Date): string {
  return new Date(now.getTime() - SENT_MAIL_RETENTION_MS).toISOString();
}
