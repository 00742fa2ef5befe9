import { describe, expect, it } from 'vitest';
import { fixedWindowAttempt, type WindowState } from './rate-limiter.js';

describe('fixedWindowAttempt', () => {
  const run = (limit: number, times: number[]) => {
    let state: WindowState | undefined;
    return times.map((now) => {
      const decision = fixedWindowAttempt(state, now, limit, 60_000);
      state = decision.next;
      return decision.waitSeconds;
    });
  };

  it('allows the limit per window, then names the wait; a new window starts after 60 s', () => {
    expect(run(2, [0, 1000, 2000, 59_999, 60_000, 60_500, 61_000])).toEqual([0, 0, 58, 1, 0, 0, 59]);
  });

  it('does not count refused attempts', () => {
    const full = { start: 0, count: 2 };
    expect(fixedWindowAttempt(full, 5000, 2, 60_000)).toEqual({ next: full, waitSeconds: 55 });
  });

  it('is off with a limit of 0', () => {
    expect(
      run(
        0,
        Array.from({ length: 1000 }, (_, i) => i),
      ).every((wait) => wait === 0),
    ).toBe(true);
  });
});
