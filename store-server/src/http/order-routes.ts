import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import { checkOut, parseOrderCriteria, readOrders } from '../services/order-checkout.js';
import { requestOrigin } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// POST /checkout/order (Shopware's CartOrderRoute) and GET|POST /order (OrderRoute), from
// services/order-checkout.ts (which owns the order's transaction and its queued enquiry mails).

export function registerOrderRoutes(app: FastifyInstance): void {
  app.post('/checkout/order', (request) =>
    checkOut(app, storeContextOf(request), request.body, {
      origin: requestOrigin(request, app.serverOptions.publicUrl),
      ip: request.ip,
    }),
  );

  const readOrdersRoute = async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    const criteria = parseOrderCriteria(rawCriteria(request));
    const { orders, contextToken } = await readOrders(app, context, criteria, request.body, request.ip);
    // OrderRoute's guest login (`login: true`): the session now is the order's guest, under a new token.
    if (contextToken !== undefined) request.contextToken = contextToken;
    // Shopware fills paymentChangeable (order id → whether its payment method may still change) only when the
    // request asks `checkPromotion: true`; false where a promotion of the order has a payment-method rule, of
    // which this shop has none.
    const checkPromotion =
      (request.body as { checkPromotion?: unknown } | undefined)?.checkPromotion === true;
    const paymentChangeable = checkPromotion
      ? Object.fromEntries(orders.elements.map((order) => [order.id, true]))
      : {};
    return {
      orders: applyIncludes(orders, criteria.includes, criteria.excludes),
      paymentChangeable,
      apiAlias: 'order_route_response',
    };
  };
  app.post('/order', readOrdersRoute);
  app.get('/order', readOrdersRoute);
}
