import type { Kysely } from 'kysely';
import { cartLineItemAddLimit, DEFAULT_TAX_RATE } from '../options.js';
import { loadDeliveryTimes, loadTaxes } from '../db/repositories/catalogue-loaders.js';
import { loadPaymentMethod, loadShippingMethod } from '../db/repositories/context-entity-repository.js';
import { findActiveCountry } from '../db/repositories/country-repository.js';
import { productDefinition } from '../db/repositories/product-fields.js';
import {
  loadProductsByIds,
  loadProductStock,
  type ProductStockRow,
} from '../db/repositories/product-repository.js';
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
import { consumeWindowAttempt } from '../db/repositories/window-rate-limit-repository.js';
import { cartJson } from '../serializers/cart.js';
import { readCatalogueRevisions } from '../db/repositories/catalogue-revision-repository.js';
import { catalogueMemoOf, referenceMemoOf, type RevisionMemo } from './catalogue-memo.js';
import { withStock, type CartProductEntry } from './cart-product-stock.js';
import { StoreApiError } from '../domain/errors.js';
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
  /**
   * The catalogue data of the revision `db` holds (catalogue-memo.ts): the products' stock is read only when not
   * kept from an earlier calculation under the same revision.
   */
  memo?: RevisionMemo;
  /**
   * What no stock change touches (the products but their stock, shipping methods and prices, country, payment
   * method) per reference revision (catalogue-memo.ts referenceMemoOf): kept across enquiries, which raise the
   * catalogue revision.
   */
  referenceMemo?: RevisionMemo;
}

/**
 * The cart's products by id: what no stock change touches from the reference memo (else loaded, ~15 statements
 * for any number of products), their stock from the catalogue memo of the revision (else read: one statement, or
 * none for products whose rows were just loaded), merged (cart-product-stock.ts). Without a catalogue memo (an
 * order's final check) the stock is always read from the database.
 */
export async function loadCartProducts(
  ctx: CartReadContext,
  ids: readonly string[],
): Promise<{ products: Map<string, CartProduct>; productJson: Map<string, Json> }> {
  const unique = [...new Set(ids)];
  // The stock of the rows loaded by this calculation: as fresh as a read of the stock alone.
  const fresh = new Map<string, ProductStockRow>();
  const bases = await cartProductBases(ctx, unique, fresh);
  const buyable = unique.filter((id) => bases.get(id));
  const stock = await cartProductStock(ctx, buyable, fresh);
  const products = new Map<string, CartProduct>();
  const productJson = new Map<string, Json>();
  for (const id of buyable) {
    const base = bases.get(id);
    const row = stock.get(id);
    // A product without a row was deleted after its rest was kept (a write that raised the reference revision
    // since): not buyable, as the next calculation under the new revision finds it.
    if (!base || !row) continue;
    const entry = withStock(base, row);
    products.set(id, entry.product);
    if (entry.json) productJson.set(id, entry.json);
  }
  return { products, productJson };
}

/** What no stock change touches of these products, by id: kept in the reference memo, else loaded. */
async function cartProductBases(
  ctx: CartReadContext,
  ids: readonly string[],
  fresh: Map<string, ProductStockRow>,
): Promise<Map<string, CartProductEntry>> {
  if (!ctx.referenceMemo) return loadCartProductEntries(ctx, ids, fresh);
  const { chain } = ctx.store;
  // The product JSON holds media URLs built on the origin, and names of the language chain.
  const prefix = `cart-product|${chain.current}|${chain.fallback}|${ctx.origin}|`;
  const kept = await ctx.referenceMemo.getMany<CartProductEntry>(
    ids.map((id) => prefix + id),
    async (keys) => prefixed(prefix, await loadCartProductEntries(ctx, unprefixed(prefix, keys), fresh)),
  );
  return byId(prefix, kept);
}

/** The stock of these products, by id (null: no row): kept in the catalogue memo, else taken from `fresh` or read. */
async function cartProductStock(
  ctx: CartReadContext,
  ids: readonly string[],
  fresh: Map<string, ProductStockRow>,
): Promise<Map<string, ProductStockRow | null>> {
  const read = async (wanted: readonly string[]) => {
    const rows = await loadProductStock(
      ctx.db,
      wanted.filter((id) => !fresh.has(id)),
    );
    return new Map(wanted.map((id) => [id, fresh.get(id) ?? rows.get(id) ?? null]));
  };
  if (!ctx.memo) return read(ids);
  const kept = await ctx.memo.getMany<ProductStockRow | null>(
    ids.map((id) => STOCK_PREFIX + id),
    async (keys) => prefixed(STOCK_PREFIX, await read(unprefixed(STOCK_PREFIX, keys))),
  );
  return byId(STOCK_PREFIX, kept);
}

/** Memo keys of a product's stock (catalogue memo, per revision). */
const STOCK_PREFIX = 'product-stock|';

const prefixed = <T>(prefix: string, entries: Map<string, T>) =>
  new Map([...entries].map(([id, value]) => [prefix + id, value]));
const unprefixed = (prefix: string, keys: readonly string[]) => keys.map((key) => key.slice(prefix.length));
const byId = <T>(prefix: string, entries: Map<string, T>) =>
  new Map([...entries].map(([key, value]) => [key.slice(prefix.length), value]));

/**
 * The current data of these products, by id (null for each that is not buyable); the stock columns of the rows
 * read go into `fresh`.
 */
async function loadCartProductEntries(
  ctx: CartReadContext,
  ids: readonly string[],
  fresh: Map<string, ProductStockRow>,
): Promise<Map<string, CartProductEntry>> {
  const { db, store } = ctx;
  // Parents with variants are not buyable themselves (Shopware: container products).
  const rows = (await loadProductsByIds(db, store.chain, ids)).filter(
    (row) => !(row.parent_id === null && row.child_count > 0),
  );
  for (const row of rows)
    fresh.set(row.id, {
      id: row.id,
      stock: row.stock,
      available_stock: row.available_stock,
      available: row.available,
    });
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
  const entries = new Map<string, CartProductEntry>(ids.map((id) => [id, null]));
  rows.forEach((row, index) => {
    const time = row.delivery_time_id ? deliveryTimes.get(row.delivery_time_id) : undefined;
    const product: CartProduct = {
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
    };
    entries.set(row.id, { product, json: json[index] });
  });
  return entries;
}

export async function loadCartInputs(
  ctx: CartReadContext,
  items: readonly StoredLineItem[],
): Promise<CartInputs> {
  const { db, store } = ctx;
  const { salesChannel, payload, chain } = store;
  const memo = ctx.referenceMemo;
  const kept = <T>(key: string, compute: () => Promise<T>): Promise<T> =>
    memo ? memo.get(`${key}|${chain.current}|${chain.fallback}`, compute) : compute();
  const countryId = payload.countryId ?? salesChannel.country_id;
  const paymentMethodId = payload.paymentMethodId ?? salesChannel.payment_method_id;
  const [{ products, productJson }, candidates, country, payment] = await Promise.all([
    loadCartProducts(
      ctx,
      items.map((item) => item.referencedId),
    ),
    kept('shipping-candidates', () => loadActiveShippingCandidates(db)),
    kept(`country|${countryId}`, async () => {
      const row = await findActiveCountry(db, chain, countryId);
      return row ? serializeCountry(row, false) : null;
    }),
    kept(`payment|${paymentMethodId}`, async () => (await loadPaymentMethod(db, chain, paymentMethodId))?.id),
  ]);
  const shippingMethodId = chooseShippingMethod(
    candidates,
    cartBasis(items, products),
    payload.shippingMethodId,
    salesChannel.shipping_method_id,
  );
  const prices = candidates.find((candidate) => candidate.id === shippingMethodId)?.rules ?? [];
  const { shipping, shippingMethod } = await kept(`shipping-method|${shippingMethodId}`, () =>
    loadCartShippingMethod(db, chain, shippingMethodId),
  );
  return {
    products,
    productJson,
    shipping: { ...shipping, rules: prices },
    shippingMethod,
    shippingMethodId,
    country,
    paymentMethodId: payment ?? salesChannel.payment_method_id,
  };
}

/** The shipping method of a cart: its name and delivery time for the calculation, and its JSON. */
async function loadCartShippingMethod(
  db: Kysely<Database>,
  chain: StoreContext['chain'],
  shippingMethodId: string,
): Promise<{ shipping: Omit<CartInputs['shipping'], 'rules'>; shippingMethod: Json | null }> {
  const method = await loadShippingMethod(db, chain, shippingMethodId);
  const times = method ? await loadDeliveryTimes(db, chain, [method.delivery_time_id]) : new Map();
  const time = method ? times.get(method.delivery_time_id) : undefined;
  const deliveryTime = time ? { name: time.name, min: time.min, max: time.max, unit: time.unit } : null;
  return {
    shipping: { name: method?.name ?? '', deliveryTime, fallbackTaxRate: DEFAULT_TAX_RATE },
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
  };
}

type Mutation = (items: StoredLineItem[]) => { items: StoredLineItem[]; errors?: CartError[] };

const sameItems = (a: readonly StoredLineItem[], b: readonly StoredLineItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Recalculates the given lines; extra errors (e.g. of promotion codes) are reported with the cart's. The catalogue
 * revision is read first, on the connection of the calculation (inside a cart's transaction: under its lock), and
 * keys the memo of the catalogue data it uses.
 */
async function calculate(
  shop: Shop,
  ctx: CartReadContext,
  items: StoredLineItem[],
  extra: CartError[] = [],
  revisions?: { revision: string; reference: string },
) {
  const read = revisions ?? (await readCatalogueRevisions(ctx.db));
  const inputs = await loadCartInputs(withMemos(shop, ctx, read), items);
  const cart = calculateCart(items, inputs.products, inputs.shipping, new Date());
  cart.errors.unshift(...extra);
  return { cart, json: cartJson(ctx.store.token, cart, inputs) };
}

/**
 * The context with the memos of these revisions (read on its connection, before any catalogue data). Without
 * `revision` only the reference memo: the products are loaded from the database (an order's final check).
 */
export function withMemos(
  shop: Shop,
  ctx: CartReadContext,
  revisions: { revision?: string; reference: string },
): CartReadContext {
  const memo = revisions.revision === undefined ? undefined : catalogueMemoOf(shop).at(revisions.revision);
  const referenceMemo = referenceMemoOf(shop).at(revisions.reference);
  return { ...ctx, ...(memo ? { memo } : {}), ...(referenceMemo ? { referenceMemo } : {}) };
}

/** After a failed commit: what the calculations kept may never have become the database's. */
export function forgetCatalogueMemos(shop: Shop): void {
  catalogueMemoOf(shop).clear();
  referenceMemoOf(shop).clear();
}

/**
 * `guard` (the add's counters) runs in the cart's transaction after the calculation, right before the write, so
 * that a counter row many carts share (`cart-address` of one client address) stays locked only for the write and
 * the commit; what it throws rolls everything back.
 */
function mutate(
  shop: Shop,
  ctx: CartReadContext,
  mutation: Mutation,
  guard?: (trx: Kysely<Database>, row: CartRow | undefined) => Promise<void>,
): Promise<Json> {
  const now = shop.now().toISOString();
  const { token, salesChannel } = ctx.store;
  const kind = shop.serverOptions.database.kind;
  return withLockedCart(shop.db, kind, token, salesChannel.id, now, async (trx, row, revisions) => {
    const changed = mutation(parseStoredItems(row?.line_items));
    // The revisions were read with the cart, under its lock (withLockedCart).
    const { cart, json } = await calculate(
      shop,
      { ...ctx, db: trx },
      changed.items,
      changed.errors,
      revisions,
    );
    await guard?.(trx, row);
    await saveCart(trx, token, salesChannel.id, JSON.stringify(cart.items), now);
    return json;
  }).catch((error: unknown) => {
    // A failed commit (SQLite shares one among the queued cart transactions, an order's stock among them)
    // may have let this calculation keep data that never became the database's: the memo starts over.
    if (!(error instanceof StoreApiError) || error.status >= 500) forgetCatalogueMemos(shop);
    throw error;
  });
}

/** The context's cart recalculated; a cart that current data corrected (stock, removed products) is stored so. */
export async function readCart(shop: Shop, ctx: CartReadContext): Promise<Json> {
  const stored = parseStoredItems((await findCart(ctx.db, ctx.store.token))?.line_items);
  const { cart, json } = await calculate(shop, ctx, stored);
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
export async function addLineItems(
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
    // Like every counter here one upsert, which a refusal rolls back (as consumeFloodChecks would count it).
    if (isNewCart && !ctx.store.session?.customer_id) {
      const { limit: perAddress, windowSeconds } = shop.floodLimits['cart-address'];
      const wait = await consumeWindowAttempt(
        trx,
        'cart-address',
        clientIp,
        perAddress,
        windowSeconds * 1000,
        now,
      );
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
  // The added products are loaded before the cart's transaction, under the revisions the request began with:
  // when they are still current inside the transaction, the calculation finds them kept and the lock (SQLite: the
  // database's one writer) is held only for the cart's read and write. Their stock only when the catalogue
  // revision is still current (after an order elsewhere the transaction reads it anyway).
  const early = withMemos(shop, ctx, {
    revision: ctx.store.catalogueRevision,
    reference: ctx.store.referenceRevision,
  });
  if (early.referenceMemo) {
    const fresh = new Map<string, ProductStockRow>();
    const ids = items.flatMap((item) => (item.type === 'product' ? [item.productId] : []));
    const bases = await cartProductBases(early, ids, fresh);
    if (early.memo)
      await cartProductStock(
        early,
        ids.filter((id) => bases.get(id)),
        fresh,
      );
  }
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
