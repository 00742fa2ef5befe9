import { loadPaymentMethod } from '../db/repositories/context-entity-repository.js';
import {
  deleteContextKlarnaSession,
  findOrderTransactionState,
  updateOrderTransaction,
} from '../db/repositories/klarna-repository.js';
import { findOrder } from '../db/repositories/order-repository.js';
import { cartErrors } from '../domain/cart/cart-errors.js';
import { storeApiErrors } from '../domain/errors.js';
import { orderErrors } from '../domain/order/order-errors.js';
import { KLARNA_HANDLER } from '../domain/payment/klarna-methods.js';
import { ordersJson } from './order-json.js';
import type { StoreContext } from './context.js';
import { KlarnaError, type KlarnaPlacedOrder } from '../payment/klarna/client.js';
import { klarnaClientFor, klarnaLocale } from '../payment/klarna/connection.js';
import { klarnaErrors } from '../payment/klarna/errors.js';
import {
  klarnaOrderBody,
  klarnaOrderLines,
  type PricedJson,
  type PricedLineJson,
} from '../payment/klarna/order-lines.js';
import { klarnaOutcome } from '../payment/klarna/outcome.js';
import type { KlarnaShop } from './shop.js';
import { keptPerReference } from './catalogue-memo.js';

// Placing an enquiry with a Klarna method: the SDK's authorization token is required before anything is
// written; after the order's own transaction has committed, the Klarna order is placed with the order's
// amounts and lines, and the outcome moves the order transaction (second transaction).

/**
 * Whether the context's payment method is a Klarna one (the cart's fallback rules of cart-loader). A Klarna
 * method while Klarna is not offered (chosen before the server was restarted without its sandbox) blocks the
 * order as Shopware blocks an unavailable payment method, before anything is written.
 */
export async function isKlarnaPayment(app: KlarnaShop, context: StoreContext): Promise<boolean> {
  const { payload, salesChannel, chain } = context;
  // Payment methods change with the seed only: kept per reference revision (catalogue-memo.ts).
  const load = (id: string) =>
    keptPerReference(
      app,
      context.referenceRevision,
      `payment-method|${id}|${chain.current}|${chain.fallback}`,
      () => loadPaymentMethod(app.db, chain, id),
    );
  const method =
    (await load(payload.paymentMethodId ?? salesChannel.payment_method_id)) ??
    (await load(salesChannel.payment_method_id));
  if (method?.handler_identifier !== KLARNA_HANDLER) return false;
  if (!app.klarna.available) {
    throw orderErrors.cartInvalid([
      cartErrors.paymentMethodBlocked(
        method.name ?? method.technical_name,
        'Klarna is not offered by this shop',
      ),
    ]);
  }
  return true;
}

/** The plugin's `klarnaAuthorizationToken`, or 400 KLARNA__AUTHORIZATION_TOKEN_MISSING. */
export function authorizationTokenOf(body: unknown): string {
  const value =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).klarnaAuthorizationToken
      : undefined;
  if (typeof value !== 'string' || value.trim() === '') throw klarnaErrors.authorizationTokenMissing();
  return value.trim();
}

interface OrderForKlarna {
  orderNumber: string;
  languageId: string;
  billingAddress: { country: { iso: string } | null } | null;
  lineItems: PricedLineJson[] | null;
  deliveries: { shippingCosts: PricedJson; shippingMethod: { name: string } | null }[] | null;
}

export async function placeKlarnaOrder(
  app: KlarnaShop,
  context: StoreContext,
  orderId: string,
  authorizationToken: string,
): Promise<void> {
  const row = await findOrder(app.db, orderId);
  if (!row) throw storeApiErrors.internal();
  const [json] = await ordersJson(app.db, context.chain, row.language_id, [row]);
  const order = json as unknown as OrderForKlarna;
  const delivery = order.deliveries?.[0];
  const body = {
    ...klarnaOrderBody(
      {
        locale: klarnaLocale(row.language_id),
        country: order.billingAddress?.country?.iso ?? 'DE',
        currency: 'EUR',
      },
      klarnaOrderLines(
        order.lineItems ?? [],
        delivery
          ? { name: delivery.shippingMethod?.name ?? 'Shipping', price: delivery.shippingCosts }
          : null,
      ),
    ),
    merchant_reference1: row.order_number,
  };
  let result: { placed: KlarnaPlacedOrder } | { error: string };
  try {
    result = { placed: await klarnaClientFor(app).placeOrder(authorizationToken, body) };
  } catch (error) {
    if (!(error instanceof KlarnaError)) throw error;
    result = { error: error.message };
  }
  await app.db.transaction().execute(async (trx) => {
    const current = (await findOrderTransactionState(trx, orderId)) ?? 'open';
    const outcome = klarnaOutcome(current, result, app.klarna.sandbox);
    await updateOrderTransaction(trx, orderId, outcome.state, outcome.customFields);
    await deleteContextKlarnaSession(trx, context.token);
  });
}
