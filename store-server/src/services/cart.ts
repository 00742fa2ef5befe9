import type { Kysely } from 'kysely';
import { DEFAULT_TAX_RATE } from '../options.js';
import { loadDeliveryTimes, loadTaxes } from '../db/repositories/catalogue-loaders.js';
import { loadPaymentMethod, loadShippingMethod } from '../db/repositories/context-entity-repository.js';
import { findActiveCountry } from '../db/repositories/country-repository.js';
import { productDefinition } from '../db/repositories/product-fields.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import { loadActiveShippingCandidates } from '../db/repositories/shipping-price-repository.js';
import { cartBasis, chooseShippingMethod } from '../domain/cart/shipping-availability.js';
import type { Database } from '../db/schema.js';
import type { CartProduct } from '../domain/cart/calculate-cart.js';
import type { StoredLineItem } from '../domain/cart/cart-operations.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import { productsJson } from './catalogue.js';
import type { CartInputs } from '../serializers/cart.js';
import type { Json } from '../serializers/catalogue-entities.js';
import { serializeShippingMethod } from '../serializers/context-entities.js';
import { serializeCountry } from '../serializers/system-entities.js';
import type { StoreContext } from './context.js';

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
