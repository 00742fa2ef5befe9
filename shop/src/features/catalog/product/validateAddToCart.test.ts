import { describe, expect, it } from 'vitest';
import { validateAddToCart, type AddToCartInput } from './validateAddToCart';

const chosen: AddToCartInput = {
  hasVariants: true,
  variantChosen: true,
  quantity: 1,
  availableStock: 10,
  stock: 10,
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
    const onDemand = { ...chosen, availableStock: 0, stock: 0 };
    expect(validateAddToCart({ ...onDemand, quantity: 100 })).toEqual([]);
    expect(validateAddToCart({ ...onDemand, availableStock: null, stock: null, quantity: 3 })).toEqual([]);
    expect(validateAddToCart({ ...onDemand, quantity: 101 })).toEqual([
      { key: 'validation.quantityAboveMax', max: 100 },
    ]);
  });

  it('limits a closeout to its stock, even at zero', () => {
    const closeout = { ...chosen, isCloseout: true, stock: 3, availableStock: 3 };
    expect(validateAddToCart({ ...closeout, quantity: 3 })).toEqual([]);
    expect(validateAddToCart({ ...closeout, quantity: 4 })).toEqual([
      { key: 'validation.quantityAboveStock' },
    ]);
    expect(validateAddToCart({ ...closeout, stock: 0, availableStock: 0, quantity: 1 })).toEqual([
      { key: 'validation.quantityAboveStock' },
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
