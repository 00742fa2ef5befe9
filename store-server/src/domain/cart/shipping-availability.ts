import type { CartProduct } from './calculate-cart.js';
import type { StoredLineItem } from './cart-operations.js';
import {
  roundWeight,
  selectShippingPrice,
  type ShippingBasis,
  type ShippingPriceRule,
} from './shipping-costs.js';

// Which shipping methods can serve a cart: a method serves it when one of its prices applies to the cart's
// quantity, price and weight (parcel stops at 31.5 kg). Used by `onlyAvailable` and to pick the method of a
// context that has not chosen one.

export interface ShippingCandidate {
  id: string;
  rules: readonly ShippingPriceRule[];
}

export function servesCart(rules: readonly ShippingPriceRule[], basis: ShippingBasis): boolean {
  return selectShippingPrice(rules, basis) !== null;
}

/** The cart measures of stored lines with current product data (unknown products count nothing). */
export function cartBasis(
  items: readonly StoredLineItem[],
  products: ReadonlyMap<string, Pick<CartProduct, 'unitGross' | 'weight'>>,
): ShippingBasis {
  let quantity = 0;
  let price = 0;
  let weight = 0;
  for (const item of items) {
    const product = products.get(item.referencedId);
    if (!product) continue;
    quantity += item.quantity;
    price += product.unitGross * item.quantity;
    weight += (product.weight ?? 0) * item.quantity;
  }
  return { quantity, price: Math.round(price * 100) / 100, weight: roundWeight(weight) };
}

/**
 * The method a cart is calculated with: the one the buyer chose (even when it cannot serve the cart: the cart
 * then reports it as blocked), else the default when it serves the cart, else the first method by position
 * that does, else the default.
 */
export function chooseShippingMethod(
  candidates: readonly ShippingCandidate[],
  basis: ShippingBasis,
  chosenId: string | undefined,
  defaultId: string,
): string {
  if (chosenId !== undefined) return chosenId;
  const serving = candidates.filter((candidate) => servesCart(candidate.rules, basis));
  if (serving.some((candidate) => candidate.id === defaultId)) return defaultId;
  return serving[0]?.id ?? defaultId;
}
