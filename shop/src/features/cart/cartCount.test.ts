import { describe, expect, it } from 'vitest';
import { cartItemCount } from './cartCount';

describe('cartItemCount', () => {
  it('is 0 without a cart or line items', () => {
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount(undefined)).toBe(0);
    expect(cartItemCount({ lineItems: [] })).toBe(0);
  });

  it('sums the quantities of product line items only', () => {
    expect(
      cartItemCount({
        lineItems: [
          { type: 'product', quantity: 3 },
          { type: 'promotion', quantity: 1 },
          { type: 'product', quantity: 2 },
        ],
      }),
    ).toBe(5);
  });
});
