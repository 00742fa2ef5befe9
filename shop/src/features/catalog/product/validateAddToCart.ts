/**
 * The product page's add-to-cart validation (spec section 5), by the stock rule (cart/stockRule.ts): what
 * the cart already holds of the variant counts. Returns message keys of the productDetail namespace; an
 * empty list means the product may go to the cart.
 */
import { checkCartQuantity, productStockFacts } from '../../../api/cart/stockRule';

export type AddToCartInput = {
  /** The product has variants (a non-empty configurator). */
  hasVariants: boolean;
  /** Every group of the configurator has a chosen option and a variant is shown. */
  variantChosen: boolean;
  quantity: number;
  /** How many of the variant the cart holds already. */
  inCart?: number;
  availableStock?: number | null | undefined;
  isCloseout?: boolean | null | undefined;
  calculatedMaxPurchase?: number | null | undefined;
};

export type AddToCartMessage =
  | { key: 'validation.chooseVariant' }
  | { key: 'validation.quantityInvalid' }
  | { key: 'validation.unavailable' }
  | { key: 'validation.quantityAboveStock' }
  | { key: 'validation.alreadyInCart'; inCart: number; count: number }
  | { key: 'validation.quantityAboveMax'; max: number }
  | { key: 'validation.alreadyInCartMax'; inCart: number; max: number };

export function validateAddToCart(input: AddToCartInput): AddToCartMessage[] {
  if (input.hasVariants && !input.variantChosen) return [{ key: 'validation.chooseVariant' }];
  const { quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1) return [{ key: 'validation.quantityInvalid' }];
  const inCart = input.inCart ?? 0;
  const problem = checkCartQuantity(productStockFacts(input), inCart + quantity, inCart);
  if (!problem) return [];
  switch (problem.kind) {
    case 'unavailable':
      return [{ key: 'validation.unavailable' }];
    case 'aboveStock':
      return problem.inCart > 0
        ? [
            { key: 'validation.quantityAboveStock' },
            { key: 'validation.alreadyInCart', inCart: problem.inCart, count: problem.count },
          ]
        : [{ key: 'validation.quantityAboveStock' }];
    case 'aboveMax':
      return problem.inCart > 0
        ? [{ key: 'validation.alreadyInCartMax', inCart: problem.inCart, max: problem.max }]
        : [{ key: 'validation.quantityAboveMax', max: problem.max }];
  }
}

/** The values a message's text needs (none for most). */
export function addToCartMessageValues(message: AddToCartMessage): Record<string, number> {
  const { key: _key, ...values } = message;
  return values;
}
