import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  DEFAULT_RETRY_POLICY,
  describeFailure,
  isDue,
  leaseUntil,
  retryDelayMs,
  type QueuedMailState,
} from './delivery-schedule.js';

const now = new Date('2026-12-01T10:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const open: QueuedMailState = {
  next_attempt_at: at(0),
  claimed_until: null,
  sent_at: null,
  gave_up_at: null,
};

describe('isDue', () => {
  it('is due when its attempt has come and nobody holds it', () => {
    expect(isDue(open, now)).toBe(true);
    expect(isDue({ ...open, next_attempt_at: at(-60_000) }, now)).toBe(true);
  });
  it('waits for its next attempt', () => {
    expect(isDue({ ...open, next_attempt_at: at(1) }, now)).toBe(false);
  });
  it('is not due while another instance holds a live claim, and is again once the claim ran out', () => {
    expect(isDue({ ...open, claimed_until: at(1) }, now)).toBe(false);
    expect(isDue({ ...open, claimed_until: at(0) }, now)).toBe(true);
    expect(isDue({ ...open, claimed_until: at(-1) }, now)).toBe(true);
  });
  it('never again once sent or given up', () => {
    expect(isDue({ ...open, sent_at: at(-1) }, now)).toBe(false);
    expect(isDue({ ...open, gave_up_at: at(-1) }, now)).toBe(false);
  });
});

describe('backoff', () => {
  it('waits 30 s after the first failure, doubling, at most an hour', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map((n) => retryDelayMs(n, DEFAULT_RETRY_POLICY) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });
  it('stays finite for absurd attempt counts', () => {
    expect(retryDelayMs(10_000, DEFAULT_RETRY_POLICY)).toBe(3_600_000);
    expect(retryDelayMs(0, DEFAULT_RETRY_POLICY)).toBe(30_000);
  });
  it('schedules the next attempt from now, and gives up after the last allowed attempt', () => {
    const policy = { maxAttempts: 3, firstRetryDelayMs: 1000, maxRetryDelayMs: 10_000 };
    expect(afterFailedAttempt(1, now, policy)).toEqual({ kind: 'retry', nextAttemptAt: at(1000) });
    expect(afterFailedAttempt(2, now, policy)).toEqual({ kind: 'retry', nextAttemptAt: at(2000) });
    expect(afterFailedAttempt(3, now, policy)).toEqual({ kind: 'give-up' });
    expect(afterFailedAttempt(4, now, policy)).toEqual({ kind: 'give-up' });
  });
  it('the default policy keeps trying for about a day', () => {
    let total = 0;
    for (let attempt = 1; attempt < DEFAULT_RETRY_POLICY.maxAttempts; attempt++) {
      total += retryDelayMs(attempt, DEFAULT_RETRY_POLICY);
    }
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});

describe('lease and failure text', () => {
  it('a lease ends leaseMs after now', () => {
    expect(leaseUntil(now, 300_000)).toBe(at(300_000));
  });
  it('keeps the message of an error, bounded', () => {
    expect(describeFailure(new Error('550 mailbox unavailable'))).toBe('550 mailbox unavailable');
    expect(describeFailure('plain')).toBe('plain');
    expect(describeFailure(new Error('x'.repeat(5000)))).toHaveLength(1001);
  });
});
