import { randomUUID } from 'node:crypto';
import { shopOwnerEmail } from '../options.js';
import type { Kysely } from 'kysely';
import { deleteCart, saveCart, withLockedCart } from '../db/repositories/cart-repository.js';
import { readCatalogueRevisions } from '../db/repositories/catalogue-revision-repository.js';
import { loadCurrency } from '../db/repositories/context-entity-repository.js';
import { findOwnedAddress } from '../db/repositories/customer-address-repository.js';
import type { CustomerRow } from '../db/repositories/customer-repository.js';
import { consumeFloodChecks, mailsWithinRecipientCap } from '../db/repositories/flood-limit-repository.js';
import { accountErrors } from '../domain/account/account-errors.js';
import type { FloodCheck } from '../domain/floods/flood-limits.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import {
  insertOrderDraft,
  nextOrderNumber,
  takeFromStock,
  type WrittenOrder,
} from '../db/repositories/order-repository.js';
import type { Database } from '../db/schema.js';
import { calculateCart } from '../domain/cart/calculate-cart.js';
import { cartErrors, type CartError } from '../domain/cart/cart-errors.js';
import { parseStoredItems } from '../domain/cart/cart-operations.js';
import { StoreApiError, storeApiErrors } from '../domain/errors.js';
import { buildOrderDraft, newDeepLinkCode } from '../db/order-draft.js';
import { blockingErrors, orderErrors, type OrderRequest } from '../domain/order/order-errors.js';
import { enquiryMails } from '../mail/order-mails.js';
import { forgetCatalogueMemos, loadCartInputs, withMemos } from './cart.js';
import type { RevisionMemo } from './catalogue-memo.js';
import { ordersJson } from './order-json.js';
import { cartJson } from '../serializers/cart.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// Placing an order is ONE transaction that owns the token's cart (withLockedCart): read the cart, recalculate
// it from current data, refuse an empty or invalid cart, take the quantities from stock, write the order with
// its number, addresses, lines, delivery and transaction, delete the cart. A second submit for the same token
// waits for the lock and then finds no cart (CHECKOUT__CART_EMPTY). A closeout that another order emptied in
// the meantime refuses the whole order (nothing written). A cart the recalculation corrected is stored
// corrected (committed) and refused, so the buyer sees what changed before sending again.
// The enquiry mails (buyer and shop owner) are rendered from the written order and queued in the same
// transaction (the mail outbox): an enquiry is never committed without its mails, nor mails without it.

export interface PlaceOrderInput {
  context: StoreContext;
  customer: CustomerRow;
  input: OrderRequest;
  origin: string;
  now: Date;
  /** Paid through the built-in Klarna sandbox: the mails say that no real payment exists. */
  sandboxPayment?: boolean;
  /**
   * Flood limits the enquiry counts against (a guest's: guest-enquiry-address/-email), counted in the order's
   * transaction once the cart holds lines: a second submit of the same cart (CHECKOUT__CART_EMPTY) or a refused
   * cart does not count.
   */
  floodChecks?: FloodCheck[];
}

type OrderJson = Awaited<ReturnType<typeof ordersJson>>[number];

/** The order written: its id and its Store API JSON as committed (what its mails were rendered from). */
export interface PlacedOrder {
  orderId: string;
  order: OrderJson;
}

type Outcome =
  ({ kind: 'ordered' } & PlacedOrder) | { kind: 'empty' } | { kind: 'invalid'; errors: CartError[] };

class Refused extends Error {
  constructor(readonly errors: CartError[]) {
    super('order refused');
  }
}

const newId = () => randomUUID().replace(/-/g, '');

export async function placeOrder(app: Shop, order: PlaceOrderInput): Promise<PlacedOrder> {
  const { context, customer, input, now } = order;
  const { salesChannel, payload, token } = context;
  const stamp = now.toISOString();
  let outcome: Outcome;
  try {
    outcome = await withLockedCart<Outcome>(
      app.db,
      app.serverOptions.database.kind,
      token,
      salesChannel.id,
      stamp,
      async (trx, row, revisions) => {
        const items = parseStoredItems(row?.line_items);
        if (row === undefined || items.length === 0) return { kind: 'empty' };
        // The products as the database holds them now (the order's final check); what no stock change touches
        // (shipping, country, payment) from the memo of the reference revision read with the cart under its lock.
        const reference = (revisions ?? (await readCatalogueRevisions(trx))).reference;
        const cartContext = withMemos(app, { db: trx, store: context, origin: order.origin }, { reference });
        const { referenceMemo } = cartContext;
        const inputs = await loadCartInputs(cartContext, items);
        const cart = calculateCart(items, inputs.products, inputs.shipping, now);
        const blocking = blockingErrors(cart.errors);
        if (blocking.length > 0) {
          await saveCart(trx, token, salesChannel.id, JSON.stringify(cart.items), stamp);
          return { kind: 'invalid', errors: blocking };
        }
        const wait = await consumeFloodChecks(trx, app.floodLimits, order.floodChecks ?? [], now.getTime());
        if (wait > 0) throw accountErrors.rateLimitExceeded(wait);
        const short = await takeFromStock(
          trx,
          cart.lines.map((line) => ({ productId: line.product.id, quantity: line.item.quantity })),
        );
        if (short.length > 0) {
          throw new Refused(
            cart.lines
              .filter((line) => short.includes(line.product.id))
              .map((line) => cartErrors.productOutOfStock(line.product.id, line.product.name)),
          );
        }
        const billingId = payload.billingAddressId ?? customer.default_billing_address_id;
        const shippingId = payload.shippingAddressId ?? customer.default_shipping_address_id;
        // One read when both are the same address (a guest's always are).
        const [billing, shippingRead, currency] = await Promise.all([
          findOwnedAddress(trx, customer.id, billingId),
          shippingId === billingId ? undefined : findOwnedAddress(trx, customer.id, shippingId),
          keptCurrency(trx, context, payload.currencyId ?? salesChannel.currency_id, referenceMemo),
        ]);
        const shipping = shippingRead ?? (shippingId === billingId ? billing : undefined);
        if (!billing || !shipping || !currency) throw storeApiErrors.internal();
        const json = cartJson(token, cart, inputs);
        const orderId = newId();
        const draft = buildOrderDraft({
          orderId,
          orderNumber: await nextOrderNumber(trx),
          deepLinkCode: newDeepLinkCode(),
          now: stamp,
          salesChannelId: salesChannel.id,
          currencyId: currency.id,
          currencyFactor: currency.factor,
          languageId: context.languageId,
          customer,
          billingAddress: billing,
          shippingAddress: shipping,
          cart,
          lineItems: (json.lineItems as Record<string, unknown>[] | undefined) ?? [],
          shippingMethodId: inputs.shippingMethodId,
          paymentMethodId: inputs.paymentMethodId,
          customerComment: input.customerComment,
          affiliateCode: input.affiliateCode,
          campaignCode: input.campaignCode,
          newId,
        });
        const written = await queueEnquiryMails(app, trx, {
          context,
          order: await insertOrderDraft(trx, draft),
          referenceMemo,
          currencyIso: currency.iso_code,
          guest: customer.guest === 1,
          now,
          sandboxPayment: order.sandboxPayment === true,
        });
        await deleteCart(trx, token);
        return { kind: 'ordered', orderId, order: written };
      },
    );
  } catch (error) {
    if (error instanceof Refused) throw orderErrors.cartInvalid(error.errors);
    // A failed commit (SQLite shares one among the queued write transactions) may have let this calculation
    // keep data that never became the database's: the memos start over.
    if (!(error instanceof StoreApiError) || error.status >= 500) forgetCatalogueMemos(app);
    throw error;
  }
  if (outcome.kind === 'empty') throw orderErrors.cartEmpty();
  if (outcome.kind === 'invalid') throw orderErrors.cartInvalid(outcome.errors);
  app.mailDelivery.kick();
  return { orderId: outcome.orderId, order: outcome.order };
}

/** The order's currency, kept per reference revision (currencies change only with the seed). */
function keptCurrency(
  trx: Kysely<Database>,
  context: StoreContext,
  currencyId: string,
  memo: RevisionMemo | undefined,
) {
  const load = () => loadCurrency(trx, context.chain, currencyId);
  return memo
    ? memo.get(`currency|${currencyId}|${context.chain.current}|${context.chain.fallback}`, load)
    : load();
}

/**
 * Renders the enquiry mails from the order as written (its rows as the inserts returned them, inside the order's
 * transaction) and queues them; returns
 * the order's JSON they were rendered from. A guest's confirmation counts against its recipient's mail cap
 * (flood-limits.ts `mail-recipient`): over it, only the shop owner's notification is queued.
 */
async function queueEnquiryMails(
  app: Shop,
  trx: Kysely<Database>,
  enquiry: {
    context: StoreContext;
    order: WrittenOrder;
    referenceMemo: RevisionMemo | undefined;
    currencyIso: string;
    guest: boolean;
    now: Date;
    sandboxPayment: boolean;
  },
): Promise<OrderJson> {
  const { context, now } = enquiry;
  const { row, parts } = enquiry.order;
  const [order] = await ordersJson(trx, context.chain, context.languageId, [row], undefined, now, {
    parts,
    ...(enquiry.referenceMemo ? { referenceMemo: enquiry.referenceMemo } : {}),
  });
  if (!order) throw storeApiErrors.internal();
  const [buyer, owner] = enquiryMails(order, {
    languageId: row.language_id,
    ownerEmail: shopOwnerEmail(app.serverOptions),
    currencyIso: enquiry.currencyIso,
    guest: enquiry.guest,
    sandboxPayment: enquiry.sandboxPayment,
  });
  const buyers = enquiry.guest
    ? await mailsWithinRecipientCap(trx, app.floodLimits, [buyer!], now)
    : [buyer!];
  await enqueueMails(trx, [...buyers, owner!], now);
  return order;
}
