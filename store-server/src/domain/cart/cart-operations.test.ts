import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import {
  addProducts,
  mergeCarts,
  parseStoredItems,
  removeItems,
  updateQuantities,
  type StoredLineItem,
} from './cart-operations.js';

const a = 'a'.repeat(32);
const b = 'b'.repeat(32);

describe('cart operations', () => {
  it('adds new products and raises the quantity of products already in the cart', () => {
    const once = addProducts([], [{ productId: a, quantity: 2 }]);
    expect(once).toEqual([{ id: a, referencedId: a, type: 'product', quantity: 2, label: null }]);
    const twice = addProducts(once, [
      { productId: a, quantity: 3 },
      { productId: b, quantity: 1 },
    ]);
    expect(twice.map((item) => [item.id, item.quantity])).toEqual([
      [a, 5],
      [b, 1],
    ]);
    expect(once[0]?.quantity).toBe(2);
  });

  it('updates and removes known lines, and refuses unknown ones with 404', () => {
    const items = addProducts([], [{ productId: a, quantity: 2 }]);
    expect(updateQuantities(items, [{ id: a, quantity: 7 }])[0]?.quantity).toBe(7);
    expect(updateQuantities(items, [{ id: a, quantity: null }])[0]?.quantity).toBe(2);
    expect(removeItems(items, [a])).toEqual([]);
    expect(() => updateQuantities(items, [{ id: b, quantity: 1 }])).toThrow(StoreApiError);
    expect(() => removeItems(items, [b])).toThrow(/Line item with identifier/);
  });

  it('reads stored lines defensively', () => {
    expect(parseStoredItems('not json')).toEqual([]);
    expect(parseStoredItems('[{"id":"x","quantity":2},{"nope":1}]')).toEqual([
      { id: 'x', referencedId: 'x', type: 'product', quantity: 2, label: null },
    ]);
  });
});

describe('mergeCarts', () => {
  const line = (id: string, quantity: number, label: string | null = null): StoredLineItem => ({
    id,
    referencedId: id,
    type: 'product',
    quantity,
    label,
  });

  it('adds the guest lines to the parked cart, summing a product in both', () => {
    expect(mergeCarts([line('a', 2, 'A'), line('b', 1)], [line('b', 3, 'B'), line('c', 1, 'C')])).toEqual([
      line('a', 2, 'A'),
      line('b', 4, 'B'),
      line('c', 1, 'C'),
    ]);
  });

  it('is the other cart when one is empty', () => {
    expect(mergeCarts([], [line('a', 1)])).toEqual([line('a', 1)]);
    expect(mergeCarts([line('a', 1)], [])).toEqual([line('a', 1)]);
  });
});

describe('the cart line limit', () => {
  const idOf = (n: number) => n.toString(16).padStart(32, '0');
  const lines = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: idOf(from + i),
      referencedId: idOf(from + i),
      type: 'product' as const,
      quantity: 1,
      label: null,
    }));

  it('takes new lines up to the limit and refuses the add that would pass it, as a whole', () => {
    const full = addProducts(lines(0, 2), [{ productId: idOf(2), quantity: 1 }], 3);
    expect(full).toHaveLength(3);
    expect(() => addProducts(full, [{ productId: idOf(3), quantity: 1 }], 3)).toThrow(
      expect.objectContaining({
        errors: [
          expect.objectContaining({ code: 'CHECKOUT__CART_LINE_ITEM_LIMIT_EXCEEDED', pointer: '/items' }),
        ],
      }),
    );
    // Products already in a full cart can still be added to.
    expect(addProducts(full, [{ productId: idOf(0), quantity: 4 }], 3)[0]?.quantity).toBe(5);
  });

  it('merges on login into at most the limit, leaving out the oldest lines only the parked cart had', () => {
    const merged = mergeCarts(lines(0, 3), lines(2, 2), 3);
    expect(merged.map((item) => item.id)).toEqual([idOf(1), idOf(2), idOf(3)]);
    expect(merged.find((item) => item.id === idOf(2))?.quantity).toBe(2);
  });
});
