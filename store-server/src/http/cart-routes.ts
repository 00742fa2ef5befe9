import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartLineItemAddLimit } from '../options.js';
import type { Kysely } from 'kysely';
import { deleteCart, findCart, saveCart, withLockedCart } from '../db/repositories/cart-repository.js';
import { calculateCart } from '../domain/cart/calculate-cart.js';
import { CART_LINE_ITEM_ADD_WINDOW_MS } from '../domain/cart/rate-limiter.js';
import { cartErrors, type CartError } from '../domain/cart/cart-errors.js';
import { cartExceptions } from '../domain/cart/cart-exceptions.js';
import type { CartRow } from '../db/repositories/cart-repository.js';
import {
  addProducts,
  parseStoredItems,
  removeItems,
  updateQuantities,
  type StoredLineItem,
} from '../domain/cart/cart-operations.js';
import { parseAddItems, parseDeleteIds, parseUpdateItems } from '../domain/cart/line-item-input.js';
import { consumeWindowAttempt } from '../db/repositories/window-rate-limit-repository.js';
import { consumeFloodChecks } from '../db/repositories/flood-limit-repository.js';
import { storeApiErrors } from '../domain/errors.js';
import type { Database } from '../db/schema.js';
import { requestOrigin } from './catalogue-context.js';
import { loadCartInputs, type CartReadContext } from '../services/cart.js';
import { cartJson } from '../serializers/cart.js';

// The cart routes: GET|POST|DELETE /checkout/cart and the line-item routes. Every change runs in one
// transaction that owns the token's cart (see withLockedCart): read, change, recalculate from the current
// product data, write. A read recalculates too, and writes only when the recalculation corrected the cart.

type Mutation = (items: StoredLineItem[]) => { items: StoredLineItem[]; errors?: CartError[] };

const sameItems = (a: readonly StoredLineItem[], b: readonly StoredLineItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export function registerCartRoutes(app: FastifyInstance): void {
  const kind = app.serverOptions.database.kind;
  const limit = cartLineItemAddLimit(app.serverOptions);

  const readContext = (request: FastifyRequest, db = app.db): CartReadContext => {
    const store = request.storeContext;
    if (!store) throw storeApiErrors.internal();
    return { db, store, origin: requestOrigin(request, app.serverOptions.publicUrl) };
  };

  /** Recalculates the given lines; extra errors (e.g. of promotion codes) are reported with the cart's. */
  const calculate = async (ctx: CartReadContext, items: StoredLineItem[], extra: CartError[] = []) => {
    const inputs = await loadCartInputs(ctx, items);
    const cart = calculateCart(items, inputs.products, inputs.shipping, new Date());
    cart.errors.unshift(...extra);
    return { cart, json: cartJson(ctx.store.token, cart, inputs) };
  };

  /** `guard` runs first in the cart's transaction; what it throws rolls everything back. */
  const mutate = (
    request: FastifyRequest,
    mutation: Mutation,
    guard?: (trx: Kysely<Database>, row: CartRow | undefined) => Promise<void>,
  ) => {
    const ctx = readContext(request);
    const now = app.now().toISOString();
    const channel = ctx.store.salesChannel.id;
    return withLockedCart(app.db, kind, ctx.store.token, channel, now, async (trx, row) => {
      await guard?.(trx, row);
      const changed = mutation(parseStoredItems(row?.line_items));
      const { cart, json } = await calculate({ ...ctx, db: trx }, changed.items, changed.errors);
      await saveCart(trx, ctx.store.token, channel, JSON.stringify(cart.items), now);
      return json;
    });
  };

  const read = async (request: FastifyRequest) => {
    const ctx = readContext(request);
    const stored = parseStoredItems((await findCart(app.db, ctx.store.token))?.line_items);
    const { cart, json } = await calculate(ctx, stored);
    // Corrected by current data (stock, removed products): store the correction under the lock.
    if (!sameItems(stored, cart.items)) return mutate(request, (items) => ({ items }));
    return json;
  };
  app.get('/checkout/cart', read);
  // The pre-6.5 verb, which the spec's client uses.
  app.post('/checkout/cart', read);

  app.delete('/checkout/cart', async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = readContext(request);
    await withLockedCart(app.db, kind, ctx.store.token, ctx.store.salesChannel.id, '', (trx) =>
      deleteCart(trx, ctx.store.token),
    );
    return reply.code(204).send();
  });

  app.post('/checkout/cart/line-item', async (request) => {
    const items = parseAddItems(request.body);
    const now = app.now().getTime();
    // Counted per item in the database (all instances together), sorted so that two requests never deadlock.
    const keys = items
      .map((item) => `${item.type === 'product' ? item.productId : item.code}-${request.ip}`)
      .sort();
    const limited = async (trx: Kysely<Database>, row: CartRow | undefined) => {
      // A new anonymous cart (no row yet, or PostgreSQL's unsaved placeholder) counts against the client
      // address's `cart-address` limit, so that one address cannot fill the cart table with tokens of its own.
      const isNewCart = !row || row.version === 0;
      if (isNewCart && !request.storeContext?.session?.customer_id) {
        const checks = [{ name: 'cart-address' as const, key: request.ip }];
        const wait = await consumeFloodChecks(trx, app.floodLimits, checks, now);
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
    return mutate(request, mutation, limited);
  });

  app.patch('/checkout/cart/line-item', async (request) => {
    const updates = parseUpdateItems(request.body);
    return mutate(request, (stored) => ({ items: updateQuantities(stored, updates) }));
  });

  const remove = async (request: FastifyRequest) => {
    const ids = parseDeleteIds(request.body, request.query);
    return mutate(request, (stored) => ({ items: removeItems(stored, ids) }));
  };
  app.post('/checkout/cart/line-item/delete', remove);
  app.delete('/checkout/cart/line-item', remove);
}
