import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/types';
import { carriedLines } from './carriedLines';

describe('carriedLines', () => {
  it('carries every product line with its quantity, each product once', () => {
    const cart = {
      lineItems: [
        { id: 'a', type: 'product', referencedId: 'p1', quantity: 2 },
        { id: 'b', type: 'product', referencedId: 'p2', quantity: 5 },
        { id: 'c', type: 'product', referencedId: 'p1', quantity: 1 },
        { id: 'd', type: 'promotion', referencedId: 'SUMMER', quantity: 1 },
        { id: 'e', type: 'credit', quantity: 1 },
        { id: 'f', type: 'product', referencedId: '', quantity: 1 },
        { id: 'g', type: 'product', referencedId: 'p3', quantity: 0 },
      ],
    } as unknown as Cart;
    expect(carriedLines(cart)).toEqual([
      { referencedId: 'p1', quantity: 3 },
      { referencedId: 'p2', quantity: 5 },
    ]);
  });

  it('carries nothing from an empty or missing cart', () => {
    expect(carriedLines(null)).toEqual([]);
    expect(carriedLines({ lineItems: [] } as unknown as Cart)).toEqual([]);
  });
});
