import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, TimeoutError, withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the value when the promise is in time', async () => {
    const result = withTimeout(Promise.resolve('chunk'), CHUNK_LOAD_TIMEOUT_MS);
    await expect(result).resolves.toBe('chunk');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a rejection through', async () => {
    await expect(withTimeout(Promise.reject(new Error('chunk failed')), 10)).rejects.toThrow('chunk failed');
  });

  it('rejects with a TimeoutError after 120000 ms', async () => {
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(TimeoutError));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });
});
