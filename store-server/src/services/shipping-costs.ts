import { findCart } from '../db/repositories/cart-repository.js';
import {
  searchShippingMethods,
  shippingMethodDefinition,
  type ShippingMethodWithDeliveryTime,
} from '../db/repositories/method-repository.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import { loadActiveShippingCandidates } from '../db/repositories/shipping-price-repository.js';
import { calculateCart } from '../domain/cart/calculate-cart.js';
import type { CalculatedPrice } from '../domain/pricing/price.js';
import { parseStoredItems, type StoredLineItem } from '../domain/cart/cart-operations.js';
import type { DeliveryDate } from '../domain/cart/delivery-date.js';
import { cartBasis, servesCart } from '../domain/cart/shipping-availability.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { loadCartProducts, type CartReadContext } from './cart.js';

// Shopware 6.7's ShippingCostRoute: what shipping would cost with each active shipping method that can serve
// the token's cart, or a product alone at its minimum purchase quantity, calculated as the cart calculates it
// (the method's price matrix, taxes in proportion to the positions, the latest delivery date of the
// positions). An empty cart has nothing to ship: no costs.

/** The tax rate of shipping costs without taxed positions (as the cart uses). */
const FALLBACK_TAX_RATE = 19;

export interface ShippingCost {
  method: ShippingMethodWithDeliveryTime;
  shippingCost: CalculatedPrice;
  deliveryDate: DeliveryDate;
}

async function shippingCostsOf(
  ctx: CartReadContext,
  items: readonly StoredLineItem[],
  now: Date,
): Promise<ShippingCost[]> {
  const { products } = await loadCartProducts(
    ctx,
    items.map((item) => item.referencedId),
  );
  const known = items.filter((item) => products.has(item.referencedId));
  if (known.length === 0) return [];
  const basis = cartBasis(known, products);
  const candidates = await loadActiveShippingCandidates(ctx.db);
  const methods = await searchShippingMethods(
    ctx.db,
    ctx.store.chain,
    parseCriteria({}, shippingMethodDefinition),
  );
  return methods.rows.flatMap((method) => {
    const rules = candidates.find((candidate) => candidate.id === method.id)?.rules;
    if (!rules || !servesCart(rules, basis)) return [];
    const deliveryTime = {
      name: method.delivery_name,
      min: method.delivery_min,
      max: method.delivery_max,
      unit: method.delivery_unit,
    };
    const cart = calculateCart(
      known,
      products,
      { name: method.name ?? '', rules, deliveryTime, fallbackTaxRate: FALLBACK_TAX_RATE },
      now,
    );
    return cart.delivery
      ? [{ method, shippingCost: cart.delivery.shippingCosts, deliveryDate: cart.delivery.deliveryDate }]
      : [];
  });
}

/** The shipping costs of the token's cart. */
export async function cartShippingCosts(ctx: CartReadContext, now: Date): Promise<ShippingCost[]> {
  const items = parseStoredItems((await findCart(ctx.db, ctx.store.token))?.line_items);
  return shippingCostsOf(ctx, items, now);
}

/** The shipping costs of a product alone at its minimum purchase quantity; 404 for an unknown product. */
export async function productShippingCosts(
  ctx: CartReadContext,
  productId: string,
  now: Date,
): Promise<ShippingCost[]> {
  const [product] = isHexId(productId) ? await loadProductsByIds(ctx.db, ctx.store.chain, [productId]) : [];
  if (!product) throw storeApiErrors.productNotFound(productId.slice(0, 100));
  const item: StoredLineItem = {
    id: product.id,
    referencedId: product.id,
    type: 'product',
    quantity: Math.max(1, product.min_purchase),
    label: null,
  };
  return shippingCostsOf(ctx, [item], now);
}
