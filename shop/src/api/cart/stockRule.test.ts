import { describe, expect, it } from 'vitest';
import {
  availability,
  checkCartQuantity,
  lineStockFacts,
  productStockFacts,
  quantityInCart,
  type StockFacts,
} from './stockRule';

const inStock: StockFacts = { stock: 12, isCloseout: false, maxPurchase: 100 };
const onDemand: StockFacts = { stock: 0, isCloseout: false, maxPurchase: 100 };
const closeoutSoldOut: StockFacts = { stock: 0, isCloseout: true, maxPurchase: 0 };
const closeoutInStock: StockFacts = { stock: 3, isCloseout: true, maxPurchase: 3 };

describe('availability', () => {
  it('shows the count of a variant in stock, closeout or not', () => {
    expect(availability(inStock)).toEqual({ kind: 'inStock', count: 12 });
    expect(availability(closeoutInStock)).toEqual({ kind: 'inStock', count: 3 });
  });

  it('offers new production for a variant without stock that is not a closeout', () => {
    expect(availability(onDemand)).toEqual({ kind: 'onDemand' });
    expect(availability({ stock: null, isCloseout: null, maxPurchase: null })).toEqual({ kind: 'onDemand' });
  });

  it('calls a closeout without stock not available (also below zero)', () => {
    expect(availability(closeoutSoldOut)).toEqual({ kind: 'unavailable' });
    expect(availability({ ...closeoutSoldOut, stock: -2 })).toEqual({ kind: 'unavailable' });
  });
});

describe('checkCartQuantity', () => {
  it('lets the cart hold up to the stock', () => {
    expect(checkCartQuantity(inStock, 12)).toBeNull();
  });

  it('refuses 12 in the cart and 1 more, as it refuses 13 at once', () => {
    expect(checkCartQuantity(inStock, 12 + 1, 12)).toEqual({ kind: 'aboveStock', count: 12, inCart: 12 });
    expect(checkCartQuantity(inStock, 13)).toEqual({ kind: 'aboveStock', count: 12, inCart: 0 });
  });

  it('lets a variant made on demand take any quantity up to the maximum purchase', () => {
    expect(checkCartQuantity(onDemand, 100, 40)).toBeNull();
    expect(checkCartQuantity(onDemand, 101, 40)).toEqual({ kind: 'aboveMax', max: 100, inCart: 40 });
  });

  it('limits a variant in stock by the maximum purchase too when that is lower', () => {
    expect(checkCartQuantity({ ...inStock, maxPurchase: 5 }, 6)).toEqual({
      kind: 'aboveMax',
      max: 5,
      inCart: 0,
    });
  });

  it('refuses any quantity of a sold-out closeout', () => {
    expect(checkCartQuantity(closeoutSoldOut, 1)).toEqual({ kind: 'unavailable' });
  });

  it('holds a closeout in stock to its stock', () => {
    expect(checkCartQuantity(closeoutInStock, 3, 2)).toBeNull();
    expect(checkCartQuantity(closeoutInStock, 4, 3)).toEqual({ kind: 'aboveStock', count: 3, inCart: 3 });
  });

  it('ignores a missing or zero maximum', () => {
    expect(checkCartQuantity({ ...onDemand, maxPurchase: null }, 5000)).toBeNull();
    expect(checkCartQuantity({ ...onDemand, maxPurchase: 0 }, 5000)).toBeNull();
  });
});

describe('the facts', () => {
  it('of a Store API product', () => {
    expect(productStockFacts({ availableStock: 4, isCloseout: true, calculatedMaxPurchase: 4 })).toEqual({
      stock: 4,
      isCloseout: true,
      maxPurchase: 4,
    });
  });

  it('of a Shopware cart line (payload.isCloseout, deliveryInformation.stock, quantityInformation)', () => {
    expect(
      lineStockFacts({
        payload: { isCloseout: true, productNumber: 'X' },
        deliveryInformation: { stock: 7 },
        quantityInformation: { maxPurchase: 7 },
      }),
    ).toEqual({ stock: 7, isCloseout: true, maxPurchase: 7 });
    expect(lineStockFacts({ payload: null })).toEqual({
      stock: undefined,
      isCloseout: false,
      maxPurchase: undefined,
    });
  });

  it('counts what the cart holds of a product, product lines only', () => {
    const cart = {
      lineItems: [
        { type: 'product', id: 'a', referencedId: 'a', quantity: 12 },
        { type: 'product', id: 'b', referencedId: 'b', quantity: 2 },
        { type: 'promotion', id: 'p', referencedId: 'a', quantity: 1 },
      ],
    };
    expect(quantityInCart(cart, 'a')).toBe(12);
    expect(quantityInCart(cart, 'c')).toBe(0);
    expect(quantityInCart(null, 'a')).toBe(0);
  });
});
