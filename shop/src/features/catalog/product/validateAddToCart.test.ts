import { describe, expect, it } from 'vitest';
import { validateAddToCart, type AddToCartInput } from './validateAddToCart';

const chosen: AddToCartInput = {
  hasVariants: true,
  variantChosen: true,
  quantity: 1,
  availableStock: 10,
  isCloseout: false,
  calculatedMaxPurchase: 100,
};

describe('validateAddToCart', () => {
  it('asks for a variant first when a product with variants has none chosen', () => {
    expect(validateAddToCart({ ...chosen, variantChosen: false, quantity: 1000 })).toEqual([
      { key: 'validation.chooseVariant' },
    ]);
  });

  it('needs no variant for a product without variants', () => {
    expect(validateAddToCart({ ...chosen, hasVariants: false, variantChosen: false })).toEqual([]);
  });

  it('accepts a quantity up to the available stock', () => {
    expect(validateAddToCart({ ...chosen, quantity: 10 })).toEqual([]);
  });

  it('rejects a quantity above the available stock while in stock', () => {
    expect(validateAddToCart({ ...chosen, quantity: 11 })).toEqual([
      { key: 'validation.quantityAboveStock' },
    ]);
  });

  it('accepts any quantity up to the maximum purchase for new production on demand', () => {
    const onDemand = { ...chosen, availableStock: 0 };
    expect(validateAddToCart({ ...onDemand, quantity: 100 })).toEqual([]);
    expect(validateAddToCart({ ...onDemand, availableStock: null, quantity: 3 })).toEqual([]);
    expect(validateAddToCart({ ...onDemand, quantity: 101 })).toEqual([
      { key: 'validation.quantityAboveMax', max: 100 },
    ]);
  });

  it('limits a closeout to its stock; at zero it is not available', () => {
    const closeout = { ...chosen, isCloseout: true, availableStock: 3, calculatedMaxPurchase: 3 };
    expect(validateAddToCart({ ...closeout, quantity: 3 })).toEqual([]);
    expect(validateAddToCart({ ...closeout, quantity: 4 })).toEqual([
      { key: 'validation.quantityAboveStock' },
    ]);
    expect(
      validateAddToCart({ ...closeout, availableStock: 0, calculatedMaxPurchase: 0, quantity: 1 }),
    ).toEqual([{ key: 'validation.unavailable' }]);
  });

  it('counts what the cart holds: 10 in stock, 10 in the cart, 1 more is refused', () => {
    expect(validateAddToCart({ ...chosen, inCart: 9, quantity: 1 })).toEqual([]);
    expect(validateAddToCart({ ...chosen, inCart: 10, quantity: 1 })).toEqual([
      { key: 'validation.quantityAboveStock' },
      { key: 'validation.alreadyInCart', inCart: 10, count: 10 },
    ]);
  });

  it('counts what the cart holds against the maximum purchase of a variant made on demand', () => {
    const onDemand = { ...chosen, availableStock: 0 };
    expect(validateAddToCart({ ...onDemand, inCart: 60, quantity: 40 })).toEqual([]);
    expect(validateAddToCart({ ...onDemand, inCart: 60, quantity: 41 })).toEqual([
      { key: 'validation.alreadyInCartMax', inCart: 60, max: 100 },
    ]);
  });

  it('rejects quantities below 1 and fractions', () => {
    expect(validateAddToCart({ ...chosen, quantity: 0 })).toEqual([{ key: 'validation.quantityInvalid' }]);
    expect(validateAddToCart({ ...chosen, quantity: 1.5 })).toEqual([{ key: 'validation.quantityInvalid' }]);
    expect(validateAddToCart({ ...chosen, quantity: Number.NaN })).toEqual([
      { key: 'validation.quantityInvalid' },
    ]);
  });

  it('ignores a missing maximum purchase', () => {
    expect(validateAddToCart({ ...chosen, calculatedMaxPurchase: undefined, quantity: 5 })).toEqual([]);
  });
});
