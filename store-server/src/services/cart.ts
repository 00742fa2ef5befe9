import type { Kysely } from 'kysely';
import { cartLineItemAddLimit, DEFAULT_TAX_RATE } from '../options.js';
import { loadDeliveryTimes, loadTaxes } from '../db/repositories/catalogue-loaders.js';
import { loadPaymentMethod, loadShippingMethod } from '../db/repositories/context-entity-repository.js';
import { findActiveCountry } from '../db/repositories/country-repository.js';
import { productDefinition } from '../db/repositories/product-fields.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import { loadActiveShippingCandidates } from '../db/repositories/shipping-price-repository.js';
import { cartBasis, chooseShippingMethod } from '../domain/cart/shipping-availability.js';
import type { Database } from '../db/schema.js';
import type { CartProduct } from '../domain/cart/calculate-cart.js';
import {
  addProducts,
  parseStoredItems,
  removeItems,
  updateQuantities,
  type StoredLineItem,
} from '../domain/cart/cart-operations.js';
import { calculateCart } from '../domain/cart/calculate-cart.js';
import { cartErrors, type CartError } from '../domain/cart/cart-errors.js';
import { cartExceptions } from '../domain/cart/cart-exceptions.js';
import type { AddItem, UpdateItem } from '../domain/cart/line-item-input.js';
import { CART_LINE_ITEM_ADD_WINDOW_MS } from '../domain/cart/rate-limiter.js';
import {
  deleteCart,
  findCart,
  saveCart,
  withLockedCart,
  type CartRow,
} from '../db/repositories/cart-repository.js';
import { consumeFloodChecks } from '../db/repositories/flood-limit-repository.js';
import { consumeWindowAttempt } from '../db/repositories/window-rate-limit-repository.js';
import { cartJson } from '../serializers/cart.js';
import type { Shop } from './shop.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import { productsJson } from './catalogue.js';
import type { CartInputs } from '../serializers/cart.js';
import type { Json } from '../serializers/catalogue-entities.js';
import { serializeShippingMethod } from '../serializers/context-entities.js';
import { serializeCountry } from '../serializers/system-entities.js';
import type { StoreContext } from './context.js';

// The cart's use cases: read, clear, add, change and remove lines. Every change runs in one transaction that owns
// the token's cart (see withLockedCart): read, change, recalculate from the current product data, write. A read
// recalculates too, and writes only when the recalculation corrected the cart.
//
// Loads what a cart calculation needs, in a few batched queries: the current data of the cart's products
// (rules and prices for the domain, the product JSON for cover, options and payload) and the context's
// shipping method with its prices, delivery time and the shipping country.

const withOptions = parseCriteria({ associations: { options: {} } }, productDefinition);

export interface CartReadContext {
  db: Kysely<Database>;
  origin: string;
  store: StoreContext;
}

export async function loadCartProducts(
  ctx: CartReadContext,
  ids: readonly string[],
): Promise<{ products: Map<string, CartProduct>; productJson: Map<string, Json> }> {
  const { db, store } = ctx;
  // Parents with variants are not buyable themselves (Shopware: container products).
  const rows = (await loadProductsByIds(db, store.chain, [...new Set(ids)])).filter(
    (row) => !(row.parent_id === null && row.child_count > 0),
  );
  const [json, taxes, deliveryTimes] = await Promise.all([
    productsJson({ db, chain: store.chain, origin: ctx.origin }, rows, withOptions),
    loadTaxes(
      db,
      rows.map((row) => row.tax_id),
    ),
    loadDeliveryTimes(
      db,
      store.chain,
      rows.map((row) => row.delivery_time_id),
    ),
  ]);
  const products = new Map<string, CartProduct>();
  const productJson = new Map<string, Json>();
  rows.forEach((row, index) => {
    const time = row.delivery_time_id ? deliveryTimes.get(row.delivery_time_id) : undefined;
    products.set(row.id, {
      id: row.id,
      name: row.name ?? row.product_number,
      unitGross: row.price_gross ?? 0,
      taxRate: (row.tax_id ? taxes.get(row.tax_id)?.tax_rate : undefined) ?? DEFAULT_TAX_RATE,
      purchase: {
        isCloseout: row.is_closeout === 1,
        availableStock: row.available_stock,
        minPurchase: row.min_purchase,
        maxPurchase: row.max_purchase,
        purchaseSteps: row.purchase_steps,
      },
      stock: row.stock,
      weight: row.weight,
      restockTime: row.restock_time,
      deliveryTime: time ? { name: time.name, min: time.min, max: time.max, unit: time.unit } : null,
    });
    const productData = json[index];
    if (productData) productJson.set(row.id, productData);
  });
  return { products, productJson };
}

export async function loadCartInputs(
  ctx: CartReadContext,
  items: readonly StoredLineItem[],
): Promise<CartInputs> {
  const { db, store } = ctx;
  const { salesChannel, payload, chain } = store;
  const [{ products, productJson }, candidates, country, payment] = await Promise.all([
    loadCartProducts(
      ctx,
      items.map((item) => item.referencedId),
    ),
    loadActiveShippingCandidates(db),
    findActiveCountry(db, chain, payload.countryId ?? salesChannel.country_id),
    loadPaymentMethod(db, chain, payload.paymentMethodId ?? salesChannel.payment_method_id),
  ]);
  const shippingMethodId = chooseShippingMethod(
    candidates,
    cartBasis(items, products),
    payload.shippingMethodId,
    salesChannel.shipping_method_id,
  );
  const method = await loadShippingMethod(db, chain, shippingMethodId);
  const prices = candidates.find((candidate) => candidate.id === shippingMethodId)?.rules ?? [];
  const times = method ? await loadDeliveryTimes(db, chain, [method.delivery_time_id]) : new Map();
  const time = method ? times.get(method.delivery_time_id) : undefined;
  const deliveryTime = time ? { name: time.name, min: time.min, max: time.max, unit: time.unit } : null;
  return {
    products,
    productJson,
    shipping: {
      name: method?.name ?? '',
      rules: prices,
      deliveryTime,
      fallbackTaxRate: DEFAULT_TAX_RATE,
    },
    shippingMethod: method
      ? {
          ...serializeShippingMethod(method),
          deliveryTime: time
            ? {
                id: time.id,
                name: time.name,
                min: time.min,
                max: time.max,
                unit: time.unit,
                customFields: null,
                createdAt: time.created_at,
                updatedAt: null,
                translated: { name: time.name, customFields: {} },
                apiAlias: 'delivery_time',
              }
            : null,
        }
      : null,
    shippingMethodId,
    country: country ? serializeCountry(country, false) : null,
    paymentMethodId: payment?.id ?? salesChannel.payment_method_id,
  };
}

type Mutation = (items: StoredLineItem[]) => { items: StoredLineItem[]; errors?: CartError[] };

const sameItems = (a: readonly StoredLineItem[], b: readonly StoredLineItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Recalculates the given lines; extra errors (e.g. of promotion codes) are reported with the cart's. */
async function calculate(ctx: CartReadContext, items: StoredLineItem[], extra: CartError[] = []) {
  const inputs = await loadCartInputs(ctx, items);
  const cart = calculateCart(items, inputs.products, inputs.shipping, new Date());
  cart.errors.unshift(...extra);
  return { cart, json: cartJson(ctx.store.token, cart, inputs) };
}

/** `guard` runs first in the cart's transaction; what it throws rolls everything back. */
function mutate(
  shop: Shop,
  ctx: CartReadContext,
  mutation: Mutation,
  guard?: (trx: Kysely<Database>, row: CartRow | undefined) => Promise<void>,
): Promise<Json> {
  const now = shop.now().toISOString();
  const { token, salesChannel } = ctx.store;
  const kind = shop.serverOptions.database.kind;
  return withLockedCart(shop.db, kind, token, salesChannel.id, now, async (trx, row) => {
    await guard?.(trx, row);
    const changed = mutation(parseStoredItems(row?.line_items));
    const { cart, json } = await calculate({ ...ctx, db: trx }, changed.items, changed.errors);
    await saveCart(trx, token, salesChannel.id, JSON.stringify(cart.items), now);
    return json;
  });
}

/** The context's cart recalculated; a cart that current data corrected (stock, removed products) is stored so. */
export async function readCart(shop: Shop, ctx: CartReadContext): Promise<Json> {
  const stored = parseStoredItems((await findCart(ctx.db, ctx.store.token))?.line_items);
  const { cart, json } = await calculate(ctx, stored);
  // Corrected by current data: store the correction under the lock.
  if (!sameItems(stored, cart.items)) return mutate(shop, ctx, (items) => ({ items }));
  return json;
}

export async function clearCart(shop: Shop, store: StoreContext): Promise<void> {
  const kind = shop.serverOptions.database.kind;
  await withLockedCart(shop.db, kind, store.token, store.salesChannel.id, '', (trx) =>
    deleteCart(trx, store.token),
  );
}

/**
 * Adds products (promotion codes are reported as not found), counted against the line-item add limit per item
 * and client address and, for a new anonymous cart, against the address's `cart-address` flood limit.
 */
export function addLineItems(
  shop: Shop,
  ctx: CartReadContext,
  items: readonly AddItem[],
  clientIp: string,
): Promise<Json> {
  const now = shop.now().getTime();
  const limit = cartLineItemAddLimit(shop.serverOptions);
  // Counted per item in the database (all instances together), sorted so that two requests never deadlock.
  const keys = items
    .map((item) => `${item.type === 'product' ? item.productId : item.code}-${clientIp}`)
    .sort();
  const limited = async (trx: Kysely<Database>, row: CartRow | undefined) => {
    // A new anonymous cart (no row yet, or PostgreSQL's unsaved placeholder) counts against the client
    // address's `cart-address` limit, so that one address cannot fill the cart table with tokens of its own.
    const isNewCart = !row || row.version === 0;
    if (isNewCart && !ctx.store.session?.customer_id) {
      const checks = [{ name: 'cart-address' as const, key: clientIp }];
      const wait = await consumeFloodChecks(trx, shop.floodLimits, checks, now);
      if (wait > 0) throw cartExceptions.rateLimitExceeded(wait);
    }
    for (const key of keys) {
      const wait = await consumeWindowAttempt(
        trx,
        'cart_add_line_item',
        key,
        limit,
        CART_LINE_ITEM_ADD_WINDOW_MS,
        now,
      );
      if (wait > 0) throw cartExceptions.rateLimitExceeded(wait);
    }
  };
  const mutation: Mutation = (stored) => ({
    items: addProducts(
      stored,
      items.flatMap((item) => (item.type === 'product' ? [item] : [])),
    ),
    errors: items.flatMap((item) =>
      item.type === 'promotion' ? [cartErrors.promotionNotFound(item.code)] : [],
    ),
  });
  return mutate(shop, ctx, mutation, limited);
}

export function updateLineItems(
  shop: Shop,
  ctx: CartReadContext,
  updates: readonly UpdateItem[],
): Promise<Json> {
  return mutate(shop, ctx, (stored) => ({ items: updateQuantities(stored, updates) }));
}

export function removeLineItems(shop: Shop, ctx: CartReadContext, ids: readonly string[]): Promise<Json> {
  return mutate(shop, ctx, (stored) => ({ items: removeItems(stored, ids) }));
}
