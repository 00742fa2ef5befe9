import { describe, expect, it } from 'vitest';
import { decideQuantity, quantityInformation, type PurchaseRules } from './quantity-rules.js';

const regular: PurchaseRules = {
  isCloseout: false,
  availableStock: 0,
  minPurchase: 1,
  maxPurchase: null,
  purchaseSteps: 1,
};
const product = { id: 'p1', name: 'PE sheet' };

describe('quantityInformation', () => {
  it('allows core.cart.maxQuantity (100) without stock limit for regular products', () => {
    expect(quantityInformation(regular)).toEqual({ minPurchase: 1, maxPurchase: 100, purchaseSteps: 1 });
  });

  it('limits closeout products to their available stock', () => {
    expect(quantityInformation({ ...regular, isCloseout: true, availableStock: 4 }).maxPurchase).toBe(4);
    expect(quantityInformation({ ...regular, isCloseout: true, availableStock: 0 }).maxPurchase).toBe(0);
  });

  it('snaps the maximum onto the purchase steps', () => {
    expect(
      quantityInformation({ ...regular, maxPurchase: 20, minPurchase: 2, purchaseSteps: 5 }).maxPurchase,
    ).toBe(17);
  });
});

describe('decideQuantity', () => {
  const info = { minPurchase: 1, maxPurchase: 5, purchaseSteps: 1 };

  it('keeps a quantity within the limits', () => {
    expect(decideQuantity(product, 3, info)).toEqual({ kind: 'keep', quantity: 3, error: null });
  });

  it('caps at the maximum with product-stock-reached (warning)', () => {
    const decision = decideQuantity(product, 9, info);
    expect(decision).toMatchObject({ kind: 'keep', quantity: 5 });
    expect(decision.error).toEqual({
      id: 'p1',
      name: 'PE sheet',
      quantity: 5,
      message: 'The product PE sheet is only available 5 times',
      code: 0,
      key: 'product-stock-reached' + 'p1',
      level: 10,
      messageKey: 'product-stock-reached',
    });
  });

  it('removes a product that cannot reach the minimum, with product-out-of-stock (error)', () => {
    const decision = decideQuantity(product, 1, { ...info, maxPurchase: 0 });
    expect(decision).toMatchObject({ kind: 'remove' });
    expect(decision.error).toMatchObject({ key: 'product-out-of-stockp1', level: 20, name: 'PE sheet' });
  });

  it('raises to the minimum and moves onto the steps', () => {
    const stepped = { minPurchase: 2, maxPurchase: 50, purchaseSteps: 4 };
    expect(decideQuantity(product, 1, stepped)).toMatchObject({
      quantity: 2,
      error: { messageKey: 'min-order-quantity', quantity: 2 },
    });
    expect(decideQuantity(product, 7, stepped)).toMatchObject({
      quantity: 6,
      error: { messageKey: 'purchase-steps-quantity', key: 'purchase-steps-quantityp1' },
    });
  });
});
