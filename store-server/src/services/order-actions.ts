import type { Kysely } from 'kysely';
import {
  findCustomerOrder,
  lastTransaction,
  returnToStock,
  setTransactionPayment,
  transitionOrder,
} from '../db/repositories/order-action-repository.js';
import type { OrderRow } from '../db/repositories/order-repository.js';
import { findCustomer } from '../db/repositories/customer-repository.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import type { Database } from '../db/schema.js';
import { StoreApiError } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { KLARNA_HANDLER } from '../domain/payment/klarna-methods.js';
import { stateJson } from '../domain/order/states.js';
import { enquiryWithdrawnMail } from '../mail/breadth-mails.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// What a buyer may do with an enquiry after sending it (Shopware's CancelOrderRoute, SetPaymentOrderRoute,
// HandlePaymentMethodRoute, DocumentRoute, DownloadRoute). Every lookup is by the logged-in customer (a guest
// is the customer of their session), so another buyer's order id answers exactly like an unknown one.
// - Withdraw (POST /order/state/cancel): only while the enquiry is `open`: once the shop works on it
//   (in_progress) or it is done, the buyer has to talk to the shop (Shopware also cancels from in_progress;
//   an enquiry in progress may already have an offer). The lines go back to stock, and the shop owner is
//   told by mail in the same transaction.
// - Change payment (POST /order/payment): while the enquiry is open and its last transaction is in one of
//   Shopware's ALLOWED_TRANSACTION_STATES; the transaction is reopened with the new method. Klarna methods
//   are not offered after the order: Klarna Payments authorizes in the browser before the order exists.
// - Handle payment: every method of this shop is synchronous from this route's view (Klarna's authorization
//   happened before the order), so the answer's redirectUrl is null, as Shopware's for synchronous handlers.
// - Documents: the only order documents are the offers' PDFs (services/offers.ts `downloadDocument`: the
//   buyer's own order and the document's deep-link code, else 404 DOCUMENT__DOCUMENT_NOT_FOUND); no order has
//   digital downloads, so every download answers 404 CHECKOUT__DOWNLOAD_FILE_NOT_FOUND.

export const ALLOWED_TRANSACTION_STATES = [
  'open',
  'cancelled',
  'reminded',
  'failed',
  'chargeback',
  'unconfirmed',
];

export const orderActionErrors = {
  invalidParameter: (name: string) =>
    new StoreApiError({
      status: 400,
      code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      detail: `The parameter "${name}" is invalid.`,
      parameters: { name },
    }),
  orderNotFound: (orderId: string) =>
    new StoreApiError({
      status: 404,
      code: 'CHECKOUT__ORDER_ORDER_NOT_FOUND',
      detail: `Order with id ${orderId} not found.`,
      parameters: { orderId },
    }),
  invalidOrderId: (orderId: string) =>
    new StoreApiError({
      status: 404,
      code: 'CHECKOUT__INVALID_ORDER_ID',
      detail: `The order with id ${orderId} is invalid or could not be found.`,
      parameters: { orderId },
    }),
  illegalTransition: (from: string, to: string) =>
    new StoreApiError({
      status: 400,
      code: 'SYSTEM__ILLEGAL_STATE_TRANSITION',
      detail: `Illegal transition "cancel" from state "${from}". Possible transitions are: ${from === 'open' ? 'process, cancel' : 'none'}`,
      parameters: { currentState: from, transition: to },
    }),
  paymentMethodNotAvailable: (paymentMethodId: string) =>
    new StoreApiError({
      status: 404,
      code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE',
      detail: `The payment method with id ${paymentMethodId} is not available.`,
      parameters: { paymentMethodId },
    }),
  paymentNotChangeable: (orderId: string) =>
    new StoreApiError({
      status: 403,
      code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
      detail: 'Payment methods of order with current payment transaction type can not be changed.',
      parameters: { orderId },
    }),
  documentNotFound: (documentId: string) =>
    new StoreApiError({
      status: 404,
      code: 'DOCUMENT__DOCUMENT_NOT_FOUND',
      detail: `The document with id "${documentId}" is invalid or could not be found.`,
      parameters: { documentId },
    }),
  downloadNotFound: (downloadId: string) =>
    new StoreApiError({
      status: 404,
      code: 'CHECKOUT__DOWNLOAD_FILE_NOT_FOUND',
      detail: `Line item download file with id "${downloadId}" not found.`,
      parameters: { downloadId },
    }),
};

export interface Buyer {
  customerId: string;
  salesChannelId: string;
}

function orderIdOf(body: unknown, lookup: 'orderNotFound' | 'invalidOrderId'): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).orderId : undefined;
  if (value === undefined || value === null || value === '')
    throw orderActionErrors.invalidParameter('orderId');
  if (typeof value !== 'string' || !isHexId(value)) throw orderActionErrors[lookup](String(value));
  return value;
}

async function ownOrder(
  db: Kysely<Database>,
  buyer: Buyer,
  orderId: string,
  lookup: 'orderNotFound' | 'invalidOrderId',
): Promise<OrderRow> {
  const order = await findCustomerOrder(db, buyer.salesChannelId, buyer.customerId, orderId);
  if (!order) throw orderActionErrors[lookup](orderId);
  return order;
}

/** POST /order/state/cancel: the new StateMachineState. */
export async function withdrawEnquiry(
  db: Kysely<Database>,
  buyer: Buyer,
  body: unknown,
  options: { ownerEmail: string; german: boolean; now: Date },
) {
  const orderId = orderIdOf(body, 'orderNotFound');
  const order = await ownOrder(db, buyer, orderId, 'orderNotFound');
  await db.transaction().execute(async (trx) => {
    if (!(await transitionOrder(trx, order.id, ['open'], 'cancelled', options.now.toISOString()))) {
      const current = await findCustomerOrder(trx, buyer.salesChannelId, buyer.customerId, orderId);
      throw orderActionErrors.illegalTransition(current?.state ?? order.state, 'cancelled');
    }
    await returnToStock(trx, order.id);
    const currency = await trx
      .selectFrom('currency')
      .select('iso_code')
      .where('id', '=', order.currency_id)
      .executeTakeFirst();
    const mail = enquiryWithdrawnMail(options.ownerEmail, {
      orderNumber: order.order_number,
      email: order.customer_email,
      name: `${order.customer_first_name} ${order.customer_last_name}`,
      total: `${order.amount_total.toFixed(2)} ${currency?.iso_code ?? ''}`.trim(),
    });
    await enqueueMails(trx, [mail], options.now);
  });
  return stateJson('order.state', 'cancelled', options.german);
}

/** POST /order/payment {orderId, paymentMethodId}. */
export async function changeOrderPayment(db: Kysely<Database>, buyer: Buyer, body: unknown): Promise<void> {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const orderId = orderIdOf(body, 'orderNotFound');
  const paymentMethodId = input.paymentMethodId;
  if (paymentMethodId === undefined || paymentMethodId === null || paymentMethodId === '')
    throw orderActionErrors.invalidParameter('paymentMethodId');
  const order = await ownOrder(db, buyer, orderId, 'orderNotFound');
  const method =
    typeof paymentMethodId === 'string' && isHexId(paymentMethodId)
      ? await db
          .selectFrom('payment_method')
          .select(['id', 'handler_identifier', 'active', 'after_order_enabled'])
          .where('id', '=', paymentMethodId)
          .executeTakeFirst()
      : undefined;
  if (!method || method.active !== 1 || method.handler_identifier === KLARNA_HANDLER)
    throw orderActionErrors.paymentMethodNotAvailable(String(paymentMethodId));
  await db.transaction().execute(async (trx) => {
    const transaction = await lastTransaction(trx, order.id);
    const current = await findCustomerOrder(trx, buyer.salesChannelId, buyer.customerId, order.id);
    if (!transaction || current?.state !== 'open' || !ALLOWED_TRANSACTION_STATES.includes(transaction.state))
      throw orderActionErrors.paymentNotChangeable(order.id);
    await setTransactionPayment(trx, transaction.id, method.id);
  });
}

const MAX_URL_LENGTH = 2048;

/** GET|POST /handle-payment {orderId, finishUrl?, errorUrl?}: the redirect, null for every method here. */
export async function handlePayment(
  db: Kysely<Database>,
  buyer: Buyer | null,
  input: Record<string, unknown>,
): Promise<{ redirectUrl: string | null }> {
  const orderId = orderIdOf(input, 'invalidOrderId');
  for (const key of ['finishUrl', 'errorUrl'] as const) {
    const url = input[key];
    if (url === undefined || url === null || url === '') continue;
    if (typeof url !== 'string' || url.length > MAX_URL_LENGTH || !/^https?:\/\//i.test(url))
      throw orderActionErrors.invalidParameter(key);
  }
  if (!buyer) throw orderActionErrors.invalidOrderId(orderId);
  await ownOrder(db, buyer, orderId, 'invalidOrderId');
  return { redirectUrl: null };
}

/**
 * GET|POST /handle-payment for a session: the buyer is its customer when one is logged in and active (a guest
 * too), else nobody (whose order id is then invalid).
 */
export async function handleSessionPayment(
  shop: Shop,
  store: StoreContext,
  input: Record<string, unknown>,
): Promise<{ redirectUrl: string | null }> {
  const customerId = store.session?.customer_id;
  const customer = customerId ? await findCustomer(shop.db, store.salesChannel.id, customerId) : undefined;
  const buyer =
    customer && customer.active === 1
      ? { customerId: customer.id, salesChannelId: store.salesChannel.id }
      : null;
  return handlePayment(shop.db, buyer, input);
}
