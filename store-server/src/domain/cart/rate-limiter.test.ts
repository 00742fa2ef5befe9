import { describe, expect, it } from 'vitest';
import { fixedWindowLimiter } from './rate-limiter.js';

describe('fixedWindowLimiter', () => {
  it('allows the limit per window and key, then names the wait', () => {
    const limiter = fixedWindowLimiter(2, 60_000);
    expect(limiter.attempt('p-1.2.3.4', 0)).toBe(0);
    expect(limiter.attempt('p-1.2.3.4', 1000)).toBe(0);
    expect(limiter.attempt('p-1.2.3.4', 2000)).toBe(58);
    expect(limiter.attempt('q-1.2.3.4', 2000)).toBe(0);
    expect(limiter.attempt('p-1.2.3.4', 60_000)).toBe(0);
  });

  it('is off with a limit of 0', () => {
    const limiter = fixedWindowLimiter(0, 60_000);
    for (let i = 0; i < 1000; i += 1) expect(limiter.attempt('k', i)).toBe(0);
  });
});
