import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs, runWithRetry } from './transaction-retry.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const policy = { attempts: 4, baseDelayMs: 10, maxDelayMs: 50 };

describe('retryDelayMs', () => {
  it('is a random share of a bound that doubles per attempt, capped', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, policy, () => 0.999))).toEqual([
      9, 19, 39, 49, 49,
    ]);
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
    expect(retryDelayMs(2, policy, () => 0.5)).toBe(10);
  });

  it('keeps the default policy bounded: at most about 0.6 s of pauses', () => {
    const total = Array.from({ length: DEFAULT_RETRY_POLICY.attempts - 1 }, (_, index) =>
      retryDelayMs(index + 1, DEFAULT_RETRY_POLICY, () => 0.999),
    ).reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeLessThan(650);
  });
});

describe('runWithRetry', () => {
  const instant = { sleep: async () => {}, random: () => 0.5 };

  it('runs again after a deadlock until the work succeeds, pausing with jitter in between', async () => {
    const pauses: number[] = [];
    const seen: number[] = [];
    let runs = 0;
    const result = await runWithRetry(
      async () => {
        runs++;
        if (runs < 3) throw deadlock();
        return 'done';
      },
      policy,
      {
        ...instant,
        sleep: async (ms) => void pauses.push(ms),
        onRetry: (_error, attempt) => seen.push(attempt),
      },
    );
    expect([result, runs, seen, pauses]).toEqual(['done', 3, [1, 2], [5, 10]]);
  });

  it('gives up after the last attempt with the database error', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      throw deadlock();
    };
    await expect(runWithRetry(work, policy, instant)).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(policy.attempts);
  });

  it('does not run again after any other error', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    };
    await expect(runWithRetry(work, policy, instant)).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });
});
