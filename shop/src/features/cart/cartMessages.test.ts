import { describe, expect, it } from 'vitest';
import { cartErrorMessage, requestErrorMessage } from './cartMessages';

describe('cart error messages', () => {
  const entry = (messageKey: string, parameters: Record<string, unknown> = {}) => ({
    key: `${messageKey}x`,
    messageKey,
    level: 10,
    parameters,
  });

  it('maps Shopware message keys to texts of the cart namespace', () => {
    expect(cartErrorMessage(entry('product-stock-reached', { name: 'PE', quantity: 4 }))).toEqual({
      key: 'errors.stockReached',
      values: { name: 'PE', quantity: 4 },
    });
    expect(cartErrorMessage(entry('product-stock-reached'), 'PE sheet')).toEqual({
      key: 'errors.stockReachedPlain',
      values: { name: 'PE sheet' },
    });
    expect(cartErrorMessage(entry('product-out-of-stock', { name: 'PE' })).key).toBe('errors.outOfStock');
    expect(cartErrorMessage(entry('product-not-found')).key).toBe('errors.notFound');
    expect(cartErrorMessage(entry('min-order-quantity', { quantity: 5 })).key).toBe(
      'errors.minOrderQuantity',
    );
    expect(cartErrorMessage(entry('purchase-steps-quantity', { quantity: 6 })).key).toBe(
      'errors.purchaseSteps',
    );
    expect(cartErrorMessage(entry('shipping-method-blocked')).key).toBe('errors.unknown');
  });

  it('maps failed requests by error code', () => {
    const apiError = (code: string, status: number) =>
      Object.assign(new Error('x'), { status, details: { errors: [{ code }] } });
    expect(requestErrorMessage(apiError('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', 400)).key).toBe(
      'errors.invalidQuantity',
    );
    expect(requestErrorMessage(apiError('CHECKOUT__CART_LINE_ITEM_NOT_FOUND', 404)).key).toBe(
      'errors.lineNotFound',
    );
    expect(requestErrorMessage(new TypeError('Failed to fetch')).key).toBe('errors.requestFailed');
    expect(requestErrorMessage(apiError('CHECKOUT__CART_LINE_ITEM_LIMIT_EXCEEDED', 400)).key).toBe(
      'errors.cartFull',
    );
  });
});
