import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { REQUEST_LIMITS } from '../limits.js';
import { parseAddItems, parseDeleteIds, parseUpdateItems } from './line-item-input.js';

const id = 'a'.repeat(32);
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof StoreApiError) return error.toEnvelope().errors[0];
    throw error;
  }
  throw new Error('did not throw');
};

describe('parseAddItems', () => {
  it('reads products by referencedId, or by id (Shopware Frontends), quantity 1 by default', () => {
    expect(
      parseAddItems({
        items: [
          { type: 'product', referencedId: id, quantity: 3 },
          { type: 'product', id },
        ],
      }),
    ).toEqual([
      { type: 'product', productId: id, quantity: 3 },
      { type: 'product', productId: id, quantity: 1 },
    ]);
    expect(parseAddItems({})).toEqual([]);
  });

  it('refuses quantities that are not positive integers', () => {
    const item = (quantity: unknown) => ({ items: [{ type: 'product', referencedId: id, quantity }] });
    expect(failure(() => parseAddItems(item(0)))).toMatchObject({
      status: '400',
      code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      detail: 'The quantity must be a positive integer. Given: "0"',
      source: { pointer: '/quantity' },
    });
    expect(failure(() => parseAddItems(item(-1)))).toMatchObject({
      code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
    });
    for (const bad of [1.5, '2', null, 1e300]) {
      expect(failure(() => parseAddItems(item(bad)))).toMatchObject({
        status: '400',
        code: 'VIOLATION::INVALID_TYPE_ERROR',
        source: { pointer: '/quantity' },
      });
    }
  });

  it('refuses a missing or malformed product id and a missing type', () => {
    expect(failure(() => parseAddItems({ items: [{ type: 'product', quantity: 1 }] }))).toMatchObject({
      code: 'VIOLATION::IS_BLANK_ERROR',
      source: { pointer: '/referencedId' },
    });
    expect(failure(() => parseAddItems({ items: [{ type: 'product', referencedId: 'x' }] }))).toMatchObject({
      code: 'FRAMEWORK__INVALID_UUID',
    });
    expect(failure(() => parseAddItems({ items: [{ referencedId: id }] }))).toMatchObject({
      code: 'VIOLATION::IS_BLANK_ERROR',
      source: { pointer: '/type' },
    });
    expect(failure(() => parseAddItems({ items: 'x' }))).toMatchObject({ status: '400' });
  });

  it('never lets a client set prices or add custom and credit lines', () => {
    for (const type of ['custom', 'credit']) {
      expect(failure(() => parseAddItems({ items: [{ type, referencedId: id }] }))).toMatchObject({
        status: '403',
        code: 'CHECKOUT__INSUFFICIENT_PERMISSION',
      });
    }
    const priced = { type: 'product', referencedId: id, priceDefinition: { price: 0.01 } };
    expect(failure(() => parseAddItems({ items: [priced] }))).toMatchObject({ status: '403' });
    expect(failure(() => parseAddItems({ items: [{ type: 'discount', referencedId: id }] }))).toMatchObject({
      status: '400',
      code: 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
    });
  });

  it('reads promotion codes', () => {
    expect(parseAddItems({ items: [{ type: 'promotion', referencedId: 'SAVE10' }] })).toEqual([
      { type: 'promotion', code: 'SAVE10' },
    ]);
  });
});

describe('parseUpdateItems and parseDeleteIds', () => {
  it('reads ids and quantities', () => {
    expect(parseUpdateItems({ items: [{ id, quantity: 2 }, { id }] })).toEqual([
      { id, quantity: 2 },
      { id, quantity: null },
    ]);
    expect(failure(() => parseUpdateItems({ items: [{ id, quantity: 0 }] }))).toMatchObject({
      code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
    });
  });

  it('takes ids from the body or the query, and requires one', () => {
    expect(parseDeleteIds({ ids: [id, id] }, {})).toEqual([id]);
    expect(parseDeleteIds(undefined, { 'ids[]': id })).toEqual([id]);
    expect(parseDeleteIds(undefined, { ids: [id] })).toEqual([id]);
    expect(failure(() => parseDeleteIds({}, {}))).toMatchObject({
      code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER',
    });
  });
});

describe('the number of items in one request', () => {
  const limit = REQUEST_LIMITS.lineItemsPerRequest;
  const items = (count: number) =>
    Array.from({ length: count }, () => ({ type: 'product', referencedId: id, quantity: 1 }));

  it('takes up to the limit and refuses more with a Count violation on the list', () => {
    expect(parseAddItems({ items: items(limit) })).toHaveLength(limit);
    for (const parse of [parseAddItems, parseUpdateItems])
      expect(failure(() => parse({ items: items(limit + 1) }))).toMatchObject({
        status: '400',
        code: 'VIOLATION::TOO_MANY_ERROR',
        source: { pointer: '/items' },
        meta: { parameters: { '{{ limit }}': limit, '{{ count }}': limit + 1 } },
      });
    const ids = Array.from({ length: limit + 1 }, () => id);
    expect(parseDeleteIds({ ids: ids.slice(1) }, {})).toEqual([id]);
    expect(failure(() => parseDeleteIds({ ids }, {}))).toMatchObject({
      code: 'VIOLATION::TOO_MANY_ERROR',
      source: { pointer: '/ids' },
    });
  });
});
