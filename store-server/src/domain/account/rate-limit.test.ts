import { describe, expect, it } from 'vitest';
import { consumeAttempt, LOGIN_POLICY, RESET_PASSWORD_POLICY, type BackoffState } from './rate-limit.js';

function run(policy = LOGIN_POLICY, times: number[]) {
  let state: BackoffState | undefined;
  return times.map((now) => {
    const decision = consumeAttempt(policy, state, now);
    if (decision.accepted) state = decision.next;
    return decision.accepted ? 'ok' : decision.waitSeconds;
  });
}

describe('time_backoff rate limiting', () => {
  it('lets 10 logins through, then asks for 10 s since the last attempt', () => {
    const results = run(
      LOGIN_POLICY,
      Array.from({ length: 11 }, (_, i) => 1_000 + i * 100),
    );
    expect(results.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(results[10]).toBe(10);
  });

  it('accepts again once the interval has passed; refused attempts do not count', () => {
    const times = [...Array.from({ length: 10 }, (_, i) => i), 5_000, 10_008, 10_009];
    expect(run(LOGIN_POLICY, times).slice(10)).toEqual([6, 1, 'ok']);
  });

  it('uses the longer intervals of later tiers', () => {
    let state: BackoffState = { attempts: 15, lastAttemptAt: 0 };
    expect(consumeAttempt(LOGIN_POLICY, state, 1_000)).toEqual({ accepted: false, waitSeconds: 29 });
    state = { attempts: 20, lastAttemptAt: 0 };
    expect(consumeAttempt(LOGIN_POLICY, state, 1_000)).toEqual({ accepted: false, waitSeconds: 59 });
    expect(consumeAttempt(LOGIN_POLICY, state, 60_000).accepted).toBe(true);
  });

  it('forgets state after the reset period', () => {
    const state: BackoffState = { attempts: 30, lastAttemptAt: 0 };
    expect(consumeAttempt(LOGIN_POLICY, state, 24 * 60 * 60 * 1000 + 1)).toEqual({
      accepted: true,
      next: { attempts: 1, lastAttemptAt: 24 * 60 * 60 * 1000 + 1 },
    });
  });

  it('limits password recovery after 3 requests (30 s)', () => {
    expect(run(RESET_PASSWORD_POLICY, [0, 1, 2, 3])).toEqual(['ok', 'ok', 'ok', 30]);
  });
});
