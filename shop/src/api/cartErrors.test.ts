import { describe, expect, it } from 'vitest';
import { blockingErrorsFor, cartErrorList, cartErrorsFor } from './errors';
import { lineA, PRODUCT_A, PRODUCT_B, stockReached, testCart } from '../test/testCart';

describe('cart errors', () => {
  it('reads the errors map keyed by message key plus id, and the empty array', () => {
    expect(cartErrorList(testCart([lineA()]))).toEqual([]);
    expect(cartErrorList(null)).toEqual([]);
    const [entry] = cartErrorList(testCart([lineA()], stockReached(PRODUCT_A, 'PE sheet', 4)));
    expect(entry).toEqual({
      key: `product-stock-reached${PRODUCT_A}`,
      messageKey: 'product-stock-reached',
      level: 10,
      id: PRODUCT_A,
      parameters: { name: 'PE sheet', quantity: 4 },
    });
  });

  it('finds the errors of one line by id or by key', () => {
    const cart = testCart([lineA()], {
      ...stockReached(PRODUCT_A, 'PE sheet', 4),
      [`product-not-found${PRODUCT_B}`]: {
        message: 'x',
        code: 0,
        key: `product-not-found${PRODUCT_B}`,
        level: 20,
        messageKey: 'product-not-found',
      },
    });
    expect(cartErrorsFor(cart, PRODUCT_A).map((e) => e.messageKey)).toEqual(['product-stock-reached']);
    expect(cartErrorsFor(cart, PRODUCT_B).map((e) => e.messageKey)).toEqual(['product-not-found']);
    expect(cartErrorsFor(cart, 'other')).toEqual([]);
  });

  it('blocks a change only for warnings or errors about the product', () => {
    expect(blockingErrorsFor(testCart([lineA()]), PRODUCT_A)).toEqual([]);
    expect(
      blockingErrorsFor(testCart([lineA()], stockReached(PRODUCT_A, 'PE sheet', 4)), PRODUCT_A),
    ).toHaveLength(1);
    expect(blockingErrorsFor(testCart([lineA()], stockReached(PRODUCT_B, 'PVC', 1)), PRODUCT_A)).toEqual([]);
    const notice = {
      [`cart-merged-hint${PRODUCT_A}`]: {
        id: PRODUCT_A,
        message: 'x',
        code: 0,
        key: `cart-merged-hint${PRODUCT_A}`,
        level: 0,
        messageKey: 'cart-merged-hint',
      },
    };
    expect(blockingErrorsFor(testCart([lineA()], notice), PRODUCT_A)).toEqual([]);
    expect(cartErrorsFor(testCart([lineA()], notice), PRODUCT_A)).toHaveLength(1);
  });
});
