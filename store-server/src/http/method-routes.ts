import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import {
  checkoutGateway,
  listPaymentMethods,
  listShippingMethods,
  parsePaymentMethodCriteria,
  parseShippingMethodCriteria,
} from '../services/methods.js';
import { contextCurrencyId } from '../services/context.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { requestOrigin } from './catalogue-context.js';
import { criteriaRoute, rawCriteria } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// GET|POST /payment-method and /shipping-method (services/methods.ts says what `onlyAvailable` keeps), and
// GET /checkout/gateway.

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
  const paymentMethods = criteriaRoute(parsePaymentMethodCriteria, (request: FastifyRequest, criteria) =>
    listPaymentMethods(app, storeContextOf(request), criteria, {
      onlyAvailable: onlyAvailable(request),
      klarnaAvailable: app.klarna.available,
    }),
  );
  // Answered from the response cache (keyed by the criteria, `onlyAvailable` included): the payment methods are
  // seed rows (the seed raises the revision) and none depends on the session.
  const cachedPaymentMethods = (request: FastifyRequest, reply: FastifyReply) =>
    cachedCatalogueRead(app, request, reply, () => paymentMethods(request));
  app.get('/payment-method', cachedPaymentMethods);
  app.post('/payment-method', cachedPaymentMethods);

  const shippingMethods = criteriaRoute(parseShippingMethodCriteria, (request: FastifyRequest, criteria) =>
    listShippingMethods(app, storeContextOf(request), criteria, {
      onlyAvailable: onlyAvailable(request),
      origin: requestOrigin(request, app.serverOptions.publicUrl),
    }),
  );
  // Without `onlyAvailable`, and priced in the sales channel's currency, the list is the same for every session
  // (seed rows and price matrices): from the response cache, as the start-up asks for it.
  const anyShippingMethods = (request: FastifyRequest, reply: FastifyReply) => {
    const context = storeContextOf(request);
    return onlyAvailable(request) || contextCurrencyId(context) !== context.salesChannel.currency_id
      ? shippingMethods(request)
      : cachedCatalogueRead(app, request, reply, () => shippingMethods(request));
  };
  app.get('/shipping-method', anyShippingMethods);
  app.post('/shipping-method', anyShippingMethods);

  // Shopware's CheckoutGatewayRoute: the payment and shipping methods available for the token's cart (the
  // routes above with onlyAvailable); without apps no gateway changes them and there are no errors.
  app.get('/checkout/gateway', async (request) => {
    const context = storeContextOf(request);
    const available = Object.assign(Object.create(request) as FastifyRequest, {
      query: { onlyAvailable: 'true' },
      body: undefined,
    });
    const payment = parsePaymentMethodCriteria(rawCriteria(available));
    const shipping = parseShippingMethodCriteria(rawCriteria(available));
    const gateway = await checkoutGateway(app, context, payment, shipping, {
      klarnaAvailable: app.klarna.available,
      origin: requestOrigin(request, app.serverOptions.publicUrl),
    });
    return {
      paymentMethods: applyIncludes(gateway.paymentMethods, payment.includes, payment.excludes),
      shippingMethods: applyIncludes(gateway.shippingMethods, shipping.includes, shipping.excludes),
      errors: [],
    };
  });
}
