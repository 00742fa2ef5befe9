import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedule } from './scheduler.js';

const HOUR = 60 * 60 * 1000;

describe('schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then an interval after each run has ended', async () => {
    const run = vi.fn(() => Promise.resolve());
    const job = schedule({ intervalMs: HOUR, run, onError: () => undefined });
    await job.idle();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('goes on after a failed run and reports the error', async () => {
    const onError = vi.fn();
    const run = vi.fn(() => Promise.reject(new Error('database away')));
    const job = schedule({ intervalMs: HOUR, run, onError });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stop asks the run in flight to end and waits for it', async () => {
    let release: () => void = () => undefined;
    let askedToStop: (() => boolean) | undefined;
    const run = vi.fn(async (shouldStop: () => boolean) => {
      askedToStop = shouldStop;
      await new Promise<void>((resolve) => (release = resolve));
    });
    const job = schedule({ intervalMs: HOUR, run, onError: () => undefined });
    expect(askedToStop?.()).toBe(false);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(askedToStop?.()).toBe(true);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never waits longer than setTimeout can (an interval over 24.8 days would fire at once)', async () => {
    const run = vi.fn(() => Promise.resolve());
    const job = schedule({ intervalMs: 60 * 24 * HOUR, run, onError: () => undefined });
    await job.idle();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});
