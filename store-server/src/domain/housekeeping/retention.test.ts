import { describe, expect, it } from 'vitest';
import { isRecoveryExpired, RECOVERY_HASH_LIFETIME_MS } from '../account/account-errors.js';
import { consumeAttempt, LOGIN_POLICY, RESET_PASSWORD_POLICY } from '../account/rate-limit.js';
import { CART_LINE_ITEM_ADD_WINDOW_MS, fixedWindowAttempt } from '../cart/rate-limiter.js';
import {
  FEW_ATTEMPTS,
  fewAttemptsCutoff,
  isRateLimitRowFinished,
  RATE_LIMIT_ROW_LIFETIME_MS,
  rateLimitCutoff,
  RECOVERY_ROW_RETENTION_MS,
  recoveryCutoff,
  sessionCutoff,
} from './retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session cut-off', () => {
  it('lies the retention in days before now', () => {
    const now = new Date('2026-11-24T06:00:00.000Z');
    expect(sessionCutoff(now, 120)).toBe('2026-07-27T06:00:00.000Z');
    expect(sessionCutoff(now, 0.5)).toBe('2026-11-23T18:00:00.000Z');
  });

  it('compares as text like the instants (updated strictly before it goes)', () => {
    const now = new Date('2026-11-24T06:00:00.000Z');
    const cutoff = sessionCutoff(now, 120);
    const justYounger = new Date(now.getTime() - 120 * DAY_MS + 1).toISOString();
    const justOlder = new Date(now.getTime() - 120 * DAY_MS - 1).toISOString();
    expect(justOlder < cutoff).toBe(true);
    expect(justYounger < cutoff).toBe(false);
    expect(cutoff < cutoff).toBe(false);
  });
});

describe('finished rate_limit rows', () => {
  it('last as long as the longest limiter remembers: the 24 h reset of the back-off policies', () => {
    expect(RATE_LIMIT_ROW_LIFETIME_MS).toBe(DAY_MS);
    expect(isRateLimitRowFinished(0, DAY_MS - 1)).toBe(false);
    expect(isRateLimitRowFinished(0, DAY_MS)).toBe(true);
    const now = new Date('2026-11-24T06:00:00.000Z');
    expect(rateLimitCutoff(now)).toBe('2026-11-23T06:00:00.000Z');
  });

  it('are treated by every back-off policy like a missing row, unfinished ones are not', () => {
    for (const policy of [LOGIN_POLICY, RESET_PASSWORD_POLICY]) {
      // A lockout: the last tier's count, its last accepted attempt at 0.
      const row = { attempts: 30, lastAttemptAt: 0 };
      const finishedAt = RATE_LIMIT_ROW_LIFETIME_MS;
      expect(isRateLimitRowFinished(row.lastAttemptAt, finishedAt)).toBe(true);
      expect(consumeAttempt(policy, row, finishedAt)).toEqual(consumeAttempt(policy, undefined, finishedAt));
      // A moment earlier the count still decides the next attempt's interval.
      const before = finishedAt - 1;
      expect(isRateLimitRowFinished(row.lastAttemptAt, before)).toBe(false);
      expect(consumeAttempt(policy, row, before)).not.toEqual(consumeAttempt(policy, undefined, before));
    }
  });

  it('are treated by the add-to-cart window like a missing row', () => {
    const row = { start: 0, count: 100 };
    const now = RATE_LIMIT_ROW_LIFETIME_MS;
    expect(fixedWindowAttempt(row, now, 100, CART_LINE_ITEM_ADD_WINDOW_MS)).toEqual(
      fixedWindowAttempt(undefined, now, 100, CART_LINE_ITEM_ADD_WINDOW_MS),
    );
    // A full window in force is not finished.
    expect(fixedWindowAttempt(row, 1_000, 100, CART_LINE_ITEM_ADD_WINDOW_MS).waitSeconds).toBeGreaterThan(0);
    expect(isRateLimitRowFinished(row.start, 1_000)).toBe(false);
  });
});

describe('recovery cut-off', () => {
  const now = new Date('2026-11-24T06:00:00.000Z');

  it('lies a week before now', () => {
    expect(RECOVERY_ROW_RETENTION_MS).toBe(7 * DAY_MS);
    expect(recoveryCutoff(now)).toBe('2026-11-17T06:00:00.000Z');
  });

  it('takes only hashes that expired long ago: a link within its validity is never deleted', () => {
    expect(RECOVERY_ROW_RETENTION_MS).toBeGreaterThan(RECOVERY_HASH_LIFETIME_MS);
    const cutoff = recoveryCutoff(now);
    const justOlder = new Date(Date.parse(cutoff) - 1).toISOString();
    expect(justOlder < cutoff).toBe(true);
    expect(isRecoveryExpired(justOlder, now)).toBe(true);
    // The youngest row that goes had already been expired for days when it went.
    const expiredAt = Date.parse(justOlder) + RECOVERY_HASH_LIFETIME_MS;
    expect(now.getTime() - expiredAt).toBeGreaterThan(6 * DAY_MS);
    // A row created at the cut-off stays.
    expect(cutoff < cutoff).toBe(false);
  });
});

describe('rate_limit rows with few attempts', () => {
  it('make no back-off wait, so they may go once the longest window is over', () => {
    expect(FEW_ATTEMPTS).toBe(3);
    for (const policy of [LOGIN_POLICY, RESET_PASSWORD_POLICY]) {
      const state = { attempts: FEW_ATTEMPTS - 1, lastAttemptAt: 0 };
      // The next attempt right away is accepted, as for a row that is not there.
      expect(consumeAttempt(policy, state, 1).accepted).toBe(true);
    }
    const now = new Date('2026-11-24T06:00:00.000Z');
    expect(fewAttemptsCutoff(now, 60 * 60 * 1000)).toBe('2026-11-24T05:00:00.000Z');
    // Never shorter than the add-to-cart window.
    expect(fewAttemptsCutoff(now, 1000)).toBe(
      new Date(now.getTime() - CART_LINE_ITEM_ADD_WINDOW_MS).toISOString(),
    );
  });
});
