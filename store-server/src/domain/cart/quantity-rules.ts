import { cartErrors, type CartError } from './cart-errors.js';

// Shopware's stock and quantity rules (ProductMaxPurchaseCalculator, ProductCartProcessor::validateStock):
// what may be sold is maxPurchase (or core.cart.maxQuantity), for a closeout product at most its available
// stock, snapped to the purchase steps. A line that cannot reach the minimum purchase is removed; otherwise
// the quantity is capped, raised to the minimum or moved onto a step, each with a cart error.

/** Shopware's core.cart.maxQuantity: the limit of a product that sets no maxPurchase. */
export const CART_MAX_QUANTITY = 100;

export interface PurchaseRules {
  isCloseout: boolean;
  availableStock: number;
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
}

export interface QuantityInformation {
  minPurchase: number;
  maxPurchase: number;
  purchaseSteps: number;
}

export function quantityInformation(rules: PurchaseRules): QuantityInformation {
  const minPurchase = Math.max(1, rules.minPurchase);
  const purchaseSteps = Math.max(1, rules.purchaseSteps);
  let max = rules.maxPurchase ?? CART_MAX_QUANTITY;
  if (rules.isCloseout) max = Math.min(max, rules.availableStock);
  // Snapped onto the steps; below the minimum it stays (the product cannot be sold).
  const maxPurchase =
    max >= minPurchase ? Math.floor((max - minPurchase) / purchaseSteps) * purchaseSteps + minPurchase : max;
  return { minPurchase, maxPurchase: Math.max(0, maxPurchase), purchaseSteps };
}

export type QuantityDecision =
  { kind: 'remove'; error: CartError } | { kind: 'keep'; quantity: number; error: CartError | null };

export function decideQuantity(
  product: { id: string; name: string },
  requested: number,
  info: QuantityInformation,
): QuantityDecision {
  const { minPurchase, maxPurchase, purchaseSteps } = info;
  if (maxPurchase < minPurchase) {
    return { kind: 'remove', error: cartErrors.productOutOfStock(product.id, product.name) };
  }
  if (requested > maxPurchase) {
    return {
      kind: 'keep',
      quantity: maxPurchase,
      error: cartErrors.productStockReached(product.id, product.name, maxPurchase),
    };
  }
  if (requested < minPurchase) {
    return {
      kind: 'keep',
      quantity: minPurchase,
      error: cartErrors.minOrderQuantity(product.id, product.name, minPurchase),
    };
  }
  const onStep = Math.floor((requested - minPurchase) / purchaseSteps) * purchaseSteps + minPurchase;
  if (onStep !== requested) {
    return {
      kind: 'keep',
      quantity: onStep,
      error: cartErrors.purchaseSteps(product.id, product.name, onStep),
    };
  }
  return { kind: 'keep', quantity: requested, error: null };
}
