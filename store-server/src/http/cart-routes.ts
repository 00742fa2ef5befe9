import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';

// GET|POST /checkout/cart: the context's cart. Carts arrive with the cart issue; until then every context's
// cart is empty (the shop loads it on start-up, and a 404 there would be logged as an error).

export function emptyCart(token: string) {
  return {
    name: 'sales-channel',
    token,
    price: {
      netPrice: 0,
      totalPrice: 0,
      positionPrice: 0,
      rawTotal: 0,
      calculatedTaxes: [],
      taxRules: [],
      taxStatus: 'gross',
      apiAlias: 'cart_price',
    },
    lineItems: [],
    errors: [],
    deliveries: [],
    transactions: [],
    modified: false,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    apiAlias: 'cart',
  };
}

export function registerCartRoutes(app: FastifyInstance): void {
  const cart = async (request: FastifyRequest) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    return emptyCart(context.token);
  };
  app.get('/checkout/cart', cart);
  // The pre-6.5 verb, which the spec's client uses.
  app.post('/checkout/cart', cart);
}
