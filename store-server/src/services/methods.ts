import { findCart } from '../db/repositories/cart-repository.js';
import {
  paymentMethodDefinition,
  searchPaymentMethods,
  searchShippingMethods,
  shippingMethodDefinition,
} from '../db/repositories/method-repository.js';
import {
  loadActiveShippingCandidates,
  loadShippingPriceRows,
} from '../db/repositories/shipping-price-repository.js';
import { parseStoredItems } from '../domain/cart/cart-operations.js';
import { cartBasis, servesCart } from '../domain/cart/shipping-availability.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import type { Criteria } from '../domain/criteria/types.js';
import { KLARNA_HANDLER } from '../domain/payment/klarna-methods.js';
import { serializePaymentMethod, serializeShippingMethod } from '../serializers/context-entities.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { serializeDeliveryTime, serializeShippingPrice } from '../serializers/shipping-method.js';
import { loadCartProducts } from './cart.js';
import { contextCurrencyId, type StoreContext } from './context.js';
import type { Shop } from './shop.js';

// The payment and shipping methods, by position. Shipping methods carry their price matrix (`prices`) and, on
// request, their delivery time. `onlyAvailable` keeps the shipping methods that can serve the token's cart
// (parcel stops at 31.5 kg, see shipping-availability.ts) and the payment methods that are offered: every active
// one, except Klarna's when the server has neither Klarna credentials nor its sandbox (payment/klarna/config.ts).
// Without `onlyAvailable` every active method is listed, as in Shopware.

/** The ids of the active shipping methods that can serve the token's cart. */
async function servingMethodIds(shop: Shop, context: StoreContext, origin: string): Promise<Set<string>> {
  const items = parseStoredItems((await findCart(shop.db, context.token))?.line_items);
  const { products } = await loadCartProducts(
    { db: shop.db, store: context, origin },
    items.map((item) => item.referencedId),
  );
  const basis = cartBasis(items, products);
  const candidates = await loadActiveShippingCandidates(shop.db);
  return new Set(candidates.filter((c) => servesCart(c.rules, basis)).map((c) => c.id));
}

/** A request's criteria over payment methods. */
export const parsePaymentMethodCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, paymentMethodDefinition);

/** A request's criteria over shipping methods. */
export const parseShippingMethodCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, shippingMethodDefinition);

/** GET|POST /payment-method: the search result before includes. */
export async function listPaymentMethods(
  shop: Shop,
  context: StoreContext,
  criteria: Criteria,
  options: { onlyAvailable: boolean; klarnaAvailable: boolean },
) {
  const unavailable = options.onlyAvailable && !options.klarnaAvailable ? KLARNA_HANDLER : undefined;
  const page = await searchPaymentMethods(shop.db, context.chain, criteria, unavailable);
  const elements = page.rows.map(serializePaymentMethod);
  return entitySearchResult('payment_method', criteria, elements, page.total);
}

/** GET|POST /shipping-method: the search result before includes. */
export async function listShippingMethods(
  shop: Shop,
  context: StoreContext,
  criteria: Criteria,
  options: { onlyAvailable: boolean; origin: string },
) {
  const page = await searchShippingMethods(shop.db, context.chain, criteria);
  const serving = options.onlyAvailable ? await servingMethodIds(shop, context, options.origin) : null;
  const rows = serving ? page.rows.filter((row) => serving.has(row.id)) : page.rows;
  const prices = await loadShippingPriceRows(
    shop.db,
    rows.map((row) => row.id),
  );
  const currencyId = contextCurrencyId(context);
  const withDeliveryTime = criteria.associations.deliveryTime !== undefined;
  const elements = rows.map((row) => ({
    ...serializeShippingMethod(row),
    prices: prices
      .filter((price) => price.shipping_method_id === row.id)
      .map((price) => serializeShippingPrice(price, currencyId)),
    ...(withDeliveryTime ? { deliveryTime: serializeDeliveryTime(row) } : {}),
  }));
  const total = serving ? page.total - (page.rows.length - rows.length) : page.total;
  return entitySearchResult('shipping_method', criteria, elements, total);
}

/** GET /checkout/gateway: the payment and shipping methods available for the token's cart. */
export async function checkoutGateway(
  shop: Shop,
  context: StoreContext,
  paymentCriteria: Criteria,
  shippingCriteria: Criteria,
  options: { klarnaAvailable: boolean; origin: string },
) {
  return {
    paymentMethods: await listPaymentMethods(shop, context, paymentCriteria, {
      onlyAvailable: true,
      klarnaAvailable: options.klarnaAvailable,
    }),
    shippingMethods: await listShippingMethods(shop, context, shippingCriteria, {
      onlyAvailable: true,
      origin: options.origin,
    }),
  };
}
