/**
 * The stock rule (docs/stock-and-cart.md), one rule for the product page and the cart page alike, counting
 * what the cart already holds:
 * - available stock N > 0: "In stock: N"; the cart holds at most N of the variant;
 * - no stock, producible (not Shopware's `isCloseout`): "New production on demand"; any quantity up to the
 *   maximum purchase quantity;
 * - no stock, sold only from stock (`isCloseout`): not available, nothing can be added.
 * The maximum purchase quantity (Shopware's calculatedMaxPurchase / quantityInformation.maxPurchase) limits
 * every variant.
 */

/** What the rule reads of a variant: from a Store API product or from a cart line. */
export type StockFacts = {
  /** Available stock; missing or negative counts as none. */
  stock: number | null | undefined;
  isCloseout: boolean | null | undefined;
  /** The most one cart may hold (Shopware's calculated maximum); missing means no such limit. */
  maxPurchase: number | null | undefined;
};

export type Availability =
  { kind: 'inStock'; count: number } | { kind: 'onDemand' } | { kind: 'unavailable' };

export type QuantityProblem =
  | { kind: 'unavailable' }
  /** More than the stock: `count` in stock, `inCart` already in the cart. */
  | { kind: 'aboveStock'; count: number; inCart: number }
  /** More than the maximum purchase quantity. */
  | { kind: 'aboveMax'; max: number; inCart: number };

const whole = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

export function availability(facts: StockFacts): Availability {
  const count = whole(facts.stock);
  if (count > 0) return { kind: 'inStock', count };
  return facts.isCloseout ? { kind: 'unavailable' } : { kind: 'onDemand' };
}

/**
 * Whether the cart may hold `total` of the variant (the quantity after the change: what the cart holds plus
 * the add, or the new quantity of a cart line); `inCart` is what it holds now. Null when it may.
 */
export function checkCartQuantity(facts: StockFacts, total: number, inCart = 0): QuantityProblem | null {
  const state = availability(facts);
  if (state.kind === 'unavailable') return { kind: 'unavailable' };
  if (state.kind === 'inStock' && total > state.count) {
    return { kind: 'aboveStock', count: state.count, inCart: whole(inCart) };
  }
  const max = facts.maxPurchase;
  if (typeof max === 'number' && Number.isFinite(max) && max > 0 && total > max) {
    return { kind: 'aboveMax', max, inCart: whole(inCart) };
  }
  return null;
}

/** The facts of a Store API product (the product page's variant). */
export function productStockFacts(product: {
  availableStock?: number | null;
  isCloseout?: boolean | null;
  calculatedMaxPurchase?: number | null;
}): StockFacts {
  return {
    stock: product.availableStock,
    isCloseout: product.isCloseout,
    maxPurchase: product.calculatedMaxPurchase,
  };
}

/** The facts of a cart line: Shopware's delivery information, payload and quantity information. */
export function lineStockFacts(line: {
  payload?: unknown;
  deliveryInformation?: { stock?: number | null } | null;
  quantityInformation?: { maxPurchase?: number | null } | null;
}): StockFacts {
  const payload = typeof line.payload === 'object' && line.payload !== null ? line.payload : {};
  const isCloseout = (payload as { isCloseout?: unknown }).isCloseout === true;
  return {
    stock: line.deliveryInformation?.stock,
    isCloseout,
    maxPurchase: line.quantityInformation?.maxPurchase,
  };
}

/** How many of a product the cart holds (its product lines referring to it). */
export function quantityInCart(
  cart:
    | { lineItems?: { type?: string; referencedId?: string | null; id?: string; quantity?: number }[] | null }
    | null
    | undefined,
  productId: string,
): number {
  return (cart?.lineItems ?? [])
    .filter((line) => line.type === 'product' && (line.referencedId || line.id) === productId)
    .reduce((sum, line) => sum + whole(line.quantity), 0);
}
