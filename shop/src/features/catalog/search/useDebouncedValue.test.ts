import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the value once it stayed the same for the delay (one request per pause in typing)', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: 'p' },
    });
    expect(result.current).toBe('p');
    rerender({ value: 'pe' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 'pe ' });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe('p'); // still typing
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('pe ');
  });
});
