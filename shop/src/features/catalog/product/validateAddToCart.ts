/**
 * The product page's add-to-cart validation (spec section 5). Returns message keys of the productDetail
 * namespace; an empty list means the product may go to the cart.
 */

export type AddToCartInput = {
  /** The product has variants (a non-empty configurator). */
  hasVariants: boolean;
  /** Every group of the configurator has a chosen option and a variant is shown. */
  variantChosen: boolean;
  quantity: number;
  availableStock?: number | null | undefined;
  stock?: number | null | undefined;
  isCloseout?: boolean | null | undefined;
  calculatedMaxPurchase?: number | null | undefined;
};

export type AddToCartMessage =
  | { key: 'validation.chooseVariant' }
  | { key: 'validation.quantityInvalid' }
  | { key: 'validation.quantityAboveStock' }
  | { key: 'validation.quantityAboveMax'; max: number };

export function validateAddToCart(input: AddToCartInput): AddToCartMessage[] {
  if (input.hasVariants && !input.variantChosen) return [{ key: 'validation.chooseVariant' }];
  const { quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1) return [{ key: 'validation.quantityInvalid' }];
  const availableStock = input.availableStock ?? 0;
  if (input.isCloseout) {
    if (quantity > (input.stock ?? 0)) return [{ key: 'validation.quantityAboveStock' }];
  } else if (availableStock > 0 && quantity > availableStock) {
    return [{ key: 'validation.quantityAboveStock' }];
  }
  const max = input.calculatedMaxPurchase;
  if (typeof max === 'number' && max > 0 && quantity > max) {
    return [{ key: 'validation.quantityAboveMax', max }];
  }
  return [];
}
