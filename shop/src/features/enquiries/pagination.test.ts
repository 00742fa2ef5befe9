import { describe, expect, it } from 'vitest';
import { endMessageShown, nextPageParam } from './pagination';

describe('history pagination', () => {
  it('asks for the next page after a full page only', () => {
    expect(nextPageParam([1, 2, 3, 4, 5], 1, 5)).toBe(2);
    expect(nextPageParam([1, 2], 2, 5)).toBeUndefined();
    expect(nextPageParam([], 3, 5)).toBeUndefined();
  });

  it('shows the end message when a loaded-more page comes back short or empty', () => {
    expect(endMessageShown([[1, 2, 3, 4, 5]], 5)).toBe(false);
    expect(endMessageShown([[1, 2]], 5)).toBe(false);
    expect(endMessageShown([[1, 2, 3, 4, 5], [6]], 5)).toBe(true);
    expect(endMessageShown([[1, 2, 3, 4, 5], []], 5)).toBe(true);
    expect(
      endMessageShown(
        [
          [1, 2, 3, 4, 5],
          [6, 7, 8, 9, 10],
        ],
        5,
      ),
    ).toBe(false);
  });
});
