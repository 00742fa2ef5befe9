import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCart } from '../db/repositories/cart-repository.js';
import { searchShippingMethods, shippingMethodDefinition } from '../db/repositories/method-repository.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import { loadActiveShippingCandidates } from '../db/repositories/shipping-price-repository.js';
import { calculateCart } from '../domain/cart/calculate-cart.js';
import { parseStoredItems, type StoredLineItem } from '../domain/cart/cart-operations.js';
import { cartBasis, servesCart } from '../domain/cart/shipping-availability.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { loadCartProducts } from './cart-loader.js';
import { catalogueContext } from './catalogue-context.js';
import { requestCriteria } from './criteria-input.js';
import { serializeDeliveryTime } from './method-routes.js';
import { serializeShippingMethod } from './serializers/context-entities.js';

// GET /shipping-cost/cart and GET /shipping-cost/product/{productId} (Shopware 6.7): what shipping would cost
// with each active shipping method that can serve the token's cart, or a product alone at its minimum purchase
// quantity, calculated as the cart calculates it (the method's price matrix, taxes in proportion to the
// positions, the latest delivery date of the positions). An empty cart has nothing to ship: an empty list.

/** Shopware's default tax rate of shipping costs without taxed positions (as the cart uses). */
const FALLBACK_TAX_RATE = 19;

export function registerShippingCostRoutes(app: FastifyInstance): void {
  const shippingCosts = async (request: FastifyRequest, items: readonly StoredLineItem[]) => {
    const ctx = catalogueContext(app, request);
    const { products } = await loadCartProducts(
      ctx,
      items.map((item) => item.referencedId),
    );
    const known = items.filter((item) => products.has(item.referencedId));
    if (known.length === 0) return [];
    const basis = cartBasis(known, products);
    const candidates = await loadActiveShippingCandidates(app.db);
    const all = Object.assign(Object.create(request) as FastifyRequest, { query: {}, body: undefined });
    const methods = await searchShippingMethods(
      app.db,
      ctx.chain,
      requestCriteria(all, shippingMethodDefinition),
    );
    const now = app.now();
    return methods.rows.flatMap((row) => {
      const rules = candidates.find((candidate) => candidate.id === row.id)?.rules;
      if (!rules || !servesCart(rules, basis)) return [];
      const deliveryTime = {
        name: row.delivery_name,
        min: row.delivery_min,
        max: row.delivery_max,
        unit: row.delivery_unit,
      };
      const cart = calculateCart(
        known,
        products,
        { name: row.name ?? '', rules, deliveryTime, fallbackTaxRate: FALLBACK_TAX_RATE },
        now,
      );
      if (!cart.delivery) return [];
      return [
        {
          shippingCost: cart.delivery.shippingCosts,
          deliveryDate: cart.delivery.deliveryDate,
          shippingMethod: { ...serializeShippingMethod(row), deliveryTime: serializeDeliveryTime(row) },
        },
      ];
    });
  };

  app.get('/shipping-cost/cart', async (request) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const items = parseStoredItems((await findCart(app.db, context.token))?.line_items);
    return shippingCosts(request, items);
  });

  app.get(
    '/shipping-cost/product/:productId',
    async (request: FastifyRequest<{ Params: { productId: string } }>) => {
      const { productId } = request.params;
      const ctx = catalogueContext(app, request);
      const [product] = isHexId(productId) ? await loadProductsByIds(app.db, ctx.chain, [productId]) : [];
      if (!product) throw storeApiErrors.productNotFound(productId.slice(0, 100));
      const item: StoredLineItem = {
        id: product.id,
        referencedId: product.id,
        type: 'product',
        quantity: Math.max(1, product.min_purchase),
        label: null,
      };
      return shippingCosts(request, [item]);
    },
  );
}
