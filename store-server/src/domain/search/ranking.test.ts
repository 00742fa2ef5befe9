import { describe, expect, it } from 'vitest';
import { matchScore, pickRepresentative, rankOrder, variantOnlyWords } from './ranking.js';

describe('search ranking', () => {
  const match = (exactNumber: boolean, onParent: boolean[]) => ({ groupId: 'g', exactNumber, onParent });

  it('puts an exact number first, then products whose own name holds more of the words', () => {
    const exact = matchScore(match(true, [false]));
    const twoOnName = matchScore(match(false, [true, true]));
    const oneOnName = matchScore(match(false, [true, false]));
    const onlyVariants = matchScore(match(false, [false, false]));
    expect(exact).toBeGreaterThan(twoOnName);
    expect(twoOnName).toBeGreaterThan(oneOnName);
    expect(oneOnName).toBeGreaterThan(onlyVariants);
  });

  it('orders by score, then name, then id', () => {
    const rank = new Map([
      ['a', 1],
      ['b', 5],
      ['c', 1],
    ]);
    const order = rankOrder(
      [
        { id: 'c', sort_name: 'alpha' },
        { id: 'a', sort_name: 'beta' },
        { id: 'b', sort_name: 'zeta' },
        { id: 'd', sort_name: 'alpha' },
      ],
      rank,
    );
    expect(order).toEqual(['b', 'c', 'a', 'd']);
  });

  it('lets a variant stand for its parent only for words the parent does not hold', () => {
    expect(variantOnlyWords(match(false, [true, false, true]))).toEqual([1]);
    expect(
      pickRepresentative([
        { productId: 'v2', productNumber: 'B', words: 1 },
        { productId: 'v1', productNumber: 'A', words: 1 },
        { productId: 'v3', productNumber: 'C', words: 2 },
      ]),
    ).toBe('v3');
    expect(
      pickRepresentative([
        { productId: 'v2', productNumber: 'B', words: 1 },
        { productId: 'v1', productNumber: 'A', words: 1 },
      ]),
    ).toBe('v1');
    expect(pickRepresentative([])).toBeNull();
  });
});
