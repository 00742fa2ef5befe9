import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  paymentMethodDefinition,
  searchPaymentMethods,
  searchShippingMethods,
  shippingMethodDefinition,
  type ShippingMethodWithDeliveryTime,
} from '../db/repositories/method-repository.js';
import { findCart } from '../db/repositories/cart-repository.js';
import {
  loadActiveShippingCandidates,
  loadShippingPriceRows,
} from '../db/repositories/shipping-price-repository.js';
import { parseStoredItems } from '../domain/cart/cart-operations.js';
import { cartBasis, servesCart } from '../domain/cart/shipping-availability.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { requestOrigin } from './catalogue-context.js';
import { loadCartProducts } from '../services/cart.js';
import { storeApiErrors } from '../domain/errors.js';
import { requestCriteria } from './criteria-input.js';
import { serializePaymentMethod, serializeShippingMethod } from '../serializers/context-entities.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { KLARNA_HANDLER } from '../domain/payment/klarna-methods.js';

// GET|POST /payment-method and /shipping-method, by position. Shipping methods carry their price matrix
// (`prices`) and, on request, their delivery time. `onlyAvailable` (query or body) keeps the shipping methods
// that can serve the token's cart (parcel stops at 31.5 kg, see shipping-availability.ts) and the payment methods
// that are offered: every active one, except Klarna's when the server has neither Klarna credentials nor its
// sandbox (payment/klarna/config.ts). Without `onlyAvailable` every active method is listed, as in Shopware.

function serializeDeliveryTime(row: ShippingMethodWithDeliveryTime) {
  return {
    id: row.delivery_time_id,
    name: row.delivery_name,
    min: row.delivery_min,
    max: row.delivery_max,
    unit: row.delivery_unit,
    customFields: null,
    createdAt: row.delivery_created_at,
    updatedAt: null,
    translated: { name: row.delivery_name, customFields: {} },
    apiAlias: 'delivery_time' as const,
  };
}

type PriceRow = Awaited<ReturnType<typeof loadShippingPriceRows>>[number];

function serializeShippingPrice(row: PriceRow, currencyId: string) {
  return {
    id: row.id,
    shippingMethodId: row.shipping_method_id,
    ruleId: null,
    calculation: row.calculation === null ? null : Number(row.calculation),
    calculationRuleId: null,
    quantityStart: row.quantity_start === null ? null : Number(row.quantity_start),
    quantityEnd: row.quantity_end === null ? null : Number(row.quantity_end),
    currencyPrice: [
      {
        currencyId,
        gross: Number(row.price_gross),
        net: Number(row.price_net),
        linked: true,
        listPrice: null,
        percentage: null,
        regulationPrice: null,
        apiAlias: 'price',
      },
    ],
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    apiAlias: 'shipping_method_price' as const,
  };
}

/** `onlyAvailable` as Shopware reads it: a query parameter or a body field, true for 1/"1"/"true"/true. */
function onlyAvailable(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    typeof request.body === 'object' && request.body !== null
      ? (request.body as Record<string, unknown>)
      : {};
  const value = body.onlyAvailable ?? query.onlyAvailable;
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function registerMethodRoutes(app: FastifyInstance): void {
  /** The ids of the active shipping methods that can serve the token's cart. */
  const servingMethodIds = async (request: FastifyRequest): Promise<Set<string>> => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const items = parseStoredItems((await findCart(app.db, context.token))?.line_items);
    const { products } = await loadCartProducts(
      { db: app.db, store: context, origin: requestOrigin(request, app.serverOptions.publicUrl) },
      items.map((item) => item.referencedId),
    );
    const basis = cartBasis(items, products);
    const candidates = await loadActiveShippingCandidates(app.db);
    return new Set(candidates.filter((c) => servesCart(c.rules, basis)).map((c) => c.id));
  };

  const paymentMethods = async (request: FastifyRequest) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const criteria = requestCriteria(request, paymentMethodDefinition);
    const unavailable = onlyAvailable(request) && !app.klarna.available ? KLARNA_HANDLER : undefined;
    const page = await searchPaymentMethods(app.db, context.chain, criteria, unavailable);
    const elements = page.rows.map(serializePaymentMethod);
    const result = entitySearchResult('payment_method', criteria, elements, page.total);
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  app.get('/payment-method', paymentMethods);
  app.post('/payment-method', paymentMethods);

  const shippingMethods = async (request: FastifyRequest) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const criteria = requestCriteria(request, shippingMethodDefinition);
    const page = await searchShippingMethods(app.db, context.chain, criteria);
    const serving = onlyAvailable(request) ? await servingMethodIds(request) : null;
    const rows = serving ? page.rows.filter((row) => serving.has(row.id)) : page.rows;
    const prices = await loadShippingPriceRows(
      app.db,
      rows.map((row) => row.id),
    );
    const currencyId = context.payload.currencyId ?? context.salesChannel.currency_id;
    const withDeliveryTime = criteria.associations.deliveryTime !== undefined;
    const elements = rows.map((row) => ({
      ...serializeShippingMethod(row),
      prices: prices
        .filter((price) => price.shipping_method_id === row.id)
        .map((price) => serializeShippingPrice(price, currencyId)),
      ...(withDeliveryTime ? { deliveryTime: serializeDeliveryTime(row) } : {}),
    }));
    const total = serving ? page.total - (page.rows.length - rows.length) : page.total;
    const result = entitySearchResult('shipping_method', criteria, elements, total);
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  app.get('/shipping-method', shippingMethods);
  app.post('/shipping-method', shippingMethods);
}
