import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseAddItems, parseDeleteIds, parseUpdateItems } from '../domain/cart/line-item-input.js';
import {
  addLineItems,
  clearCart,
  readCart,
  removeLineItems,
  updateLineItems,
  type CartReadContext,
} from '../services/cart.js';
import { requestOrigin } from './catalogue-context.js';
import { storeContextOf } from './store-context.js';

// The cart routes: GET|POST|DELETE /checkout/cart and the line-item routes. Each parses its input and calls
// one use case of services/cart.ts, which owns the cart's transaction.

export function registerCartRoutes(app: FastifyInstance): void {
  const cartOf = (request: FastifyRequest): CartReadContext => ({
    db: app.db,
    store: storeContextOf(request),
    origin: requestOrigin(request, app.serverOptions.publicUrl),
  });

  const read = (request: FastifyRequest) => readCart(app, cartOf(request));
  app.get('/checkout/cart', read);
  // The pre-6.5 verb, which the spec's client uses.
  app.post('/checkout/cart', read);

  app.delete('/checkout/cart', async (request: FastifyRequest, reply: FastifyReply) => {
    await clearCart(app, storeContextOf(request));
    return reply.code(204).send();
  });

  app.post('/checkout/cart/line-item', async (request) => {
    const items = parseAddItems(request.body);
    return addLineItems(app, cartOf(request), items, request.ip);
  });

  app.patch('/checkout/cart/line-item', async (request) => {
    const updates = parseUpdateItems(request.body);
    return updateLineItems(app, cartOf(request), updates);
  });

  const remove = async (request: FastifyRequest) => {
    const ids = parseDeleteIds(request.body, request.query);
    return removeLineItems(app, cartOf(request), ids);
  };
  app.post('/checkout/cart/line-item/delete', remove);
  app.delete('/checkout/cart/line-item', remove);
}
