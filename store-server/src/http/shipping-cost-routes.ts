import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializeShippingMethod } from '../serializers/context-entities.js';
import { cartShippingCosts, productShippingCosts, type ShippingCost } from '../services/shipping-costs.js';
import { catalogueContext } from './catalogue-context.js';
import { serializeDeliveryTime } from '../serializers/shipping-method.js';

// GET /shipping-cost/cart and GET /shipping-cost/product/{productId} (see services/shipping-costs.ts).

const serialize = (costs: ShippingCost[]) =>
  costs.map((cost) => ({
    shippingCost: cost.shippingCost,
    deliveryDate: cost.deliveryDate,
    shippingMethod: {
      ...serializeShippingMethod(cost.method),
      deliveryTime: serializeDeliveryTime(cost.method),
    },
  }));

export function registerShippingCostRoutes(app: FastifyInstance): void {
  app.get('/shipping-cost/cart', async (request) =>
    serialize(await cartShippingCosts(catalogueContext(app, request), app.now())),
  );
  app.get(
    '/shipping-cost/product/:productId',
    async (request: FastifyRequest<{ Params: { productId: string } }>) =>
      serialize(
        await productShippingCosts(catalogueContext(app, request), request.params.productId, app.now()),
      ),
  );
}
