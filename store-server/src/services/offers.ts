import type { Kysely } from 'kysely';
import { languageChain } from '../db/repositories/language-chain.js';
import {
  decideOffer,
  findOffer,
  findOrderDocument,
  hasAcceptedOffer,
  insertOffer,
  insertOrderDocument,
  latestOffers,
  lockOrderIn,
  nextOfferSequence,
  supersedePendingOffers,
  type OrderDocumentRow,
  type StoredOffer,
} from '../db/repositories/offer-repository.js';
import { findCustomerOrder, transitionOrder } from '../db/repositories/order-action-repository.js';
import { findOrder, type OrderRow } from '../db/repositories/order-repository.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import { newDeepLinkCode } from '../db/order-draft.js';
import type { Database, Db } from '../db/schema.js';
import { withoutForbiddenCharacters } from '../domain/control-characters.js';
import type { DeskUser } from '../domain/desk/desk-user.js';
import { renderPdf } from '../domain/documents/pdf.js';
import { apiError, storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { offerDocument } from '../domain/offer/offer-document.js';
import { offerErrors } from '../domain/offer/offer-errors.js';
import { checkDiscountWithin, parseOfferInput } from '../domain/offer/offer-input.js';
import { offerState } from '../domain/offer/offer-state.js';
import { guestCredentials } from '../domain/order/guest-access.js';
import { offerTotals } from '../domain/offer/offer-totals.js';
import { stateJson } from '../domain/order/states.js';
import { mailLocale } from '../mail/account-mails.js';
import {
  offerAcceptedMails,
  offerDeclinedMail,
  offerMail,
  type OfferMailInput,
} from '../mail/offer-mails.js';
import { offerJson, type OfferJson } from '../serializers/offer.js';
import { shopOwnerEmail } from '../options.js';
import { deskActor, recordAudit } from './desk/audit.js';
import type { StoreContext } from './context.js';
import { authenticateGuest, guestCustomerOf } from './guest-authenticator.js';
import { orderActionErrors, type Buyer } from './order-actions.js';
import { ordersJson } from './order-json.js';
import { randomId } from './random-id.js';
import type { Shop } from './shop.js';

// The offer loop of issue 20 (this server's extension: Shopware's Admin API has no offers). Every use case is
// one transaction:
// - sendOffer (desk): the order must be an open or in-progress enquiry without an accepted offer; the body is
//   checked against its lines (domain/offer/offer-input.ts); a pending offer is superseded; the offer and its
//   lines are written with their totals (offer-totals.ts), the PDF is rendered in the enquiry's language and
//   stored as a document of the order (served by /store-api/document/download/{id}/{deepLinkCode}), the mail
//   with the PDF is queued for the customer, and 'offer.send' is audited with the desk user.
// - acceptOffer / declineOffer (customer, guests as /order/state/cancel): the customer's own order only (a
//   foreign id answers like a missing one); the latest offer must be pending and not expired. Accepting moves the
//   order to in_progress (a binding order; from open, or staying in progress) and queues the order confirmation
//   to the customer and the shop owner; declining tells the shop owner. Audited as 'offer.accept' /
//   'offer.decline' with the customer as actor.
// Concurrency: sending touches the order row first (lockOrderIn), so two offers for one order are serialised;
// a decision moves the offer only while it is pending (decideOffer), so a concurrent decision or a new offer wins
// and the loser reads the state again to answer why.

type OrderJson = Awaited<ReturnType<typeof ordersJson>>[number];
type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === 'string' ? withoutForbiddenCharacters(value) : '');

const OPEN_STATES = ['open', 'in_progress'];

export const offerAdminErrors = {
  orderNotFound: (orderId: string) =>
    apiError(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `Could not find order with id "${orderId}".`, {
      parameters: { entity: 'order', id: orderId },
    }),
  offerNotFound: (offerId: string) =>
    apiError(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `Could not find offer with id "${offerId}".`, {
      parameters: { entity: 'offer', id: offerId },
    }),
};

function addressLines(address: unknown): string[] {
  const a = record(address);
  return [
    text(a.company),
    [text(a.firstName), text(a.lastName)].filter(Boolean).join(' '),
    text(a.street),
    [text(a.zipcode), text(a.city)].filter(Boolean).join(' '),
    text(record(a.country).name),
  ].filter((line) => line !== '');
}

async function shopName(db: Db, salesChannelId: string): Promise<string> {
  const row = await db
    .selectFrom('sales_channel')
    .select('name')
    .where('id', '=', salesChannelId)
    .executeTakeFirst();
  return row?.name ?? 'Shop';
}

/** The order's JSON in its own language (addresses with country names, lines with options). */
async function orderInItsLanguage(db: Kysely<Database>, row: OrderRow, now: Date): Promise<OrderJson> {
  const [order] = await ordersJson(
    db,
    languageChain(row.language_id),
    row.language_id,
    [row],
    undefined,
    now,
  );
  if (!order) throw storeApiErrors.internal();
  return order;
}

/** What the PDF and the mails show of an offer of this order. */
function documentInput(order: OrderJson, offer: OfferJson, name: string, guest: boolean): OfferMailInput {
  const customer = order.orderCustomer;
  const delivery = order.deliveries?.[0];
  return {
    locale: mailLocale(order.languageId),
    shopName: name,
    orderNumber: order.orderNumber,
    createdAt: offer.createdAt,
    customer: {
      name: `${text(customer.firstName)} ${text(customer.lastName)}`.trim(),
      company: customer.company ? text(customer.company) : null,
      email: customer.email,
      customerNumber: customer.customerNumber ? text(customer.customerNumber) : null,
    },
    billingAddress: addressLines(order.billingAddress),
    deliveryAddress: addressLines(record(delivery).shippingOrderAddress ?? order.billingAddress),
    currency: offer.currencyIsoCode,
    lines: offer.lines.map((line) => ({
      label: text(line.label),
      productNumber: line.productNumber,
      options: line.options.map((o) => ({ group: text(o.group), option: text(o.option) })),
      quantity: line.quantity,
      listUnitPrice: line.listUnitPrice,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
    })),
    subtotal: offer.subtotal,
    discount: offer.discount
      ? {
          type: offer.discount.type as 'percentage' | 'absolute',
          value: offer.discount.value ?? 0,
          amount: offer.discount.amount,
        }
      : null,
    shippingTotal: offer.shippingTotal,
    total: offer.total,
    taxes: offer.taxes,
    deliveryDate: offer.deliveryDate,
    validUntil: offer.validUntil,
    message: withoutForbiddenCharacters(offer.message, 'multi-line'),
    guest,
  };
}

export const offerFileName = (orderNumber: string, locale: string) =>
  `${locale === 'de-DE' ? 'Angebot' : 'Offer'}-${orderNumber}.pdf`;

async function isGuestOrder(db: Db, row: OrderRow): Promise<boolean> {
  if (!row.customer_id) return true;
  const customer = await db
    .selectFrom('customer')
    .select('guest')
    .where('id', '=', row.customer_id)
    .executeTakeFirst();
  return customer?.guest === 1;
}

/** POST /api/_action/order/{id}/offer: the offer sent. */
export async function sendOffer(
  shop: Shop,
  user: DeskUser,
  orderId: string,
  body: unknown,
): Promise<OfferJson> {
  if (!isHexId(orderId)) throw offerAdminErrors.orderNotFound(orderId);
  const now = shop.now();
  const stamp = now.toISOString();
  const sent = await shop.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId);
    if (!row) throw offerAdminErrors.orderNotFound(orderId);
    if (!(await lockOrderIn(trx, orderId, OPEN_STATES, stamp)))
      throw offerErrors.orderClosed(orderId, row.state);
    if (await hasAcceptedOffer(trx, orderId)) throw offerErrors.notPending(orderId, 'accepted');
    const order = await orderInItsLanguage(trx, row, now);
    const orderLines = order.lineItems ?? [];
    const input = parseOfferInput(
      body,
      orderLines.map((line) => line.id),
      now,
    );
    const priced = orderLines.map((line, index) => {
      const price = record(line.price);
      const rule = Array.isArray(price.taxRules) ? record(price.taxRules[0]) : {};
      return { line, taxRate: Number(rule.taxRate ?? 0), unitPrice: input.lines[index]!.unitPrice };
    });
    const shipping = record(order.shippingCosts);
    const totals = offerTotals(
      priced.map((p) => ({ quantity: p.line.quantity, taxRate: p.taxRate, unitPrice: p.unitPrice })),
      input.discount,
      {
        total: order.shippingTotal,
        taxes: (Array.isArray(shipping.calculatedTaxes) ? shipping.calculatedTaxes : []).map((tax) => ({
          taxRate: Number(record(tax).taxRate),
          tax: Number(record(tax).tax),
          price: Number(record(tax).price),
        })),
      },
    );
    checkDiscountWithin(input.discount, totals.subtotal);
    await supersedePendingOffers(trx, orderId, stamp);
    const offerId = randomId();
    const documentId = randomId();
    const deepLinkCode = newDeepLinkCode();
    const stored: StoredOffer = {
      offer: {
        id: offerId,
        order_id: orderId,
        sequence: await nextOfferSequence(trx, orderId),
        state: 'pending',
        currency_iso_code: String(record(order.currency).isoCode ?? 'EUR'),
        subtotal: totals.subtotal,
        discount_type: input.discount?.type ?? null,
        discount_value: input.discount?.value ?? null,
        discount_amount: totals.discountAmount,
        shipping_total: totals.shippingTotal,
        total: totals.total,
        taxes: JSON.stringify(totals.taxes),
        tax_status: row.tax_status,
        delivery_date: input.deliveryDate,
        valid_until: input.validUntil,
        message: input.message,
        document_id: documentId,
        document_deep_link_code: deepLinkCode,
        created_by: user.id,
        created_at: stamp,
        decided_at: null,
      },
      lines: priced.map((p, index) => {
        const payload = record(p.line.payload);
        return {
          offer_id: offerId,
          position: index + 1,
          line_item_id: p.line.id,
          label: p.line.label,
          product_number: typeof payload.productNumber === 'string' ? payload.productNumber : null,
          options: JSON.stringify(
            (Array.isArray(payload.options) ? payload.options : []).map((o) => ({
              group: String(record(o).group ?? ''),
              option: String(record(o).option ?? ''),
            })),
          ),
          quantity: p.line.quantity,
          tax_rate: p.taxRate,
          list_unit_price: p.line.unitPrice,
          unit_price: p.unitPrice,
          total_price: totals.lineTotals[index]!,
        };
      }),
    };
    const json = offerJson(stored, now);
    const mailInput = documentInput(
      order,
      json,
      await shopName(trx, row.sales_channel_id),
      await isGuestOrder(trx, row),
    );
    const pdf = await renderPdf(offerDocument(mailInput));
    const fileName = offerFileName(order.orderNumber, mailInput.locale);
    await insertOrderDocument(trx, {
      id: documentId,
      order_id: orderId,
      document_type: 'offer',
      file_name: fileName,
      deep_link_code: deepLinkCode,
      content_type: 'application/pdf',
      content: pdf,
      created_at: stamp,
    });
    await insertOffer(trx, stored.offer, stored.lines);
    await enqueueMails(
      trx,
      [offerMail(mailInput, { filename: fileName, contentType: 'application/pdf', content: pdf })],
      now,
    );
    await recordAudit(trx, {
      actor: deskActor(user),
      entity: 'offer',
      entityId: offerId,
      action: 'offer.send',
      details: { orderId, orderNumber: row.order_number, total: totals.total, validUntil: input.validUntil },
      at: now,
    });
    return json;
  });
  shop.mailDelivery.kick();
  return sent;
}

/** GET /api/_action/order/{id}/offer/{offerId}/pdf: the offer's stored PDF and its file name. */
export async function offerPdf(
  shop: Shop,
  orderId: string,
  offerId: string,
): Promise<{ fileName: string; content: Buffer }> {
  if (!isHexId(orderId)) throw offerAdminErrors.orderNotFound(orderId);
  if (!isHexId(offerId)) throw offerAdminErrors.offerNotFound(offerId);
  const stored = await findOffer(shop.db, orderId, offerId);
  const document = stored?.offer.document_id
    ? await findOrderDocument(shop.db, stored.offer.document_id)
    : undefined;
  if (!document) throw offerAdminErrors.offerNotFound(offerId);
  return { fileName: document.file_name, content: document.content };
}

/**
 * GET|POST /store-api/document/download/{documentId}/{deepLinkCode}: a document of one of the buyer's orders
 * (a guest is the customer of their session), with its deep-link code; anything else is not found.
 */
export async function downloadDocument(
  shop: Shop,
  context: StoreContext,
  params: { documentId: string; deepLinkCode: string },
  request: { body: unknown; ip: string },
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const { documentId, deepLinkCode } = params;
  const salesChannelId = context.salesChannel.id;
  const found = isHexId(documentId) ? await findOrderDocument(shop.db, documentId) : undefined;
  const document = found?.deep_link_code === deepLinkCode ? found : undefined;
  const file = (row: OrderDocumentRow) => ({
    fileName: row.file_name,
    contentType: row.content_type,
    content: row.content,
  });
  const customerId = context.session?.customer_id;
  if (
    document &&
    customerId &&
    (await findCustomerOrder(shop.db, salesChannelId, customerId, document.order_id))
  )
    return file(document);
  // DocumentRoute's guest authentication (GuestAuthenticator): the order's email and billing zipcode in the
  // body, only for an order placed by a guest; limited per client address and email and by the guest_login
  // back-off on documentId-IP. Any miss (no such document, wrong code, no guest order, wrong credentials)
  // answers the same 403, so that nothing about the document leaks.
  if (guestCredentials(request.body)) {
    await authenticateGuest(
      shop,
      { body: request.body, ip: request.ip, limiterKey: `${documentId.toLowerCase()}-${request.ip}` },
      async () => {
        const order = document ? await findOrder(shop.db, document.order_id) : undefined;
        const guestOrder =
          order?.sales_channel_id === salesChannelId &&
          (await guestCustomerOf(shop, salesChannelId, order)) !== undefined;
        return guestOrder ? order : undefined;
      },
    );
    return file(document!);
  }
  if (!customerId) throw storeApiErrors.customerNotLoggedIn();
  throw orderActionErrors.documentNotFound(documentId);
}

function orderIdOf(body: unknown): string {
  const value = record(body).orderId;
  if (value === undefined || value === null || value === '')
    throw orderActionErrors.invalidParameter('orderId');
  if (typeof value !== 'string' || !isHexId(value)) throw orderActionErrors.orderNotFound(String(value));
  return value;
}

export interface OfferDecision {
  orderId: string;
  offer: OfferJson;
  stateMachineState: ReturnType<typeof stateJson>;
}

/** POST /store-api/order/offer/accept|decline {orderId}. */
export async function decideOnOffer(
  shop: Shop,
  buyer: Buyer,
  body: unknown,
  decision: 'accept' | 'decline',
  german: boolean,
): Promise<OfferDecision> {
  const orderId = orderIdOf(body);
  const now = shop.now();
  const stamp = now.toISOString();
  const result = await shop.db.transaction().execute(async (trx) => {
    const row = await findCustomerOrder(trx, buyer.salesChannelId, buyer.customerId, orderId);
    if (!row) throw orderActionErrors.orderNotFound(orderId);
    const latest = (await latestOffers(trx, [orderId])).get(orderId);
    if (!latest) throw offerErrors.noOffer(orderId);
    const state = offerState(latest.offer.state, latest.offer.valid_until, now);
    if (state === 'expired') throw offerErrors.expired(latest.offer.id, latest.offer.valid_until);
    if (state !== 'pending') throw offerErrors.notPending(latest.offer.id, state);
    let orderState = row.state;
    if (decision === 'accept') {
      if (!(await transitionOrder(trx, orderId, OPEN_STATES, 'in_progress', stamp)))
        throw orderActionErrors.illegalTransition(row.state, 'in_progress');
      orderState = 'in_progress';
    }
    const to = decision === 'accept' ? 'accepted' : 'declined';
    if (!(await decideOffer(trx, latest.offer.id, to, stamp))) {
      const again = await findOffer(trx, orderId, latest.offer.id);
      throw offerErrors.notPending(latest.offer.id, again?.offer.state ?? 'superseded');
    }
    const decided: StoredOffer = { ...latest, offer: { ...latest.offer, state: to, decided_at: stamp } };
    const json = offerJson(decided, now);
    const order = await orderInItsLanguage(trx, row, now);
    const guest = await isGuestOrder(trx, row);
    const input = documentInput(order, json, await shopName(trx, row.sales_channel_id), guest);
    const ownerEmail = shopOwnerEmail(shop.serverOptions);
    await enqueueMails(
      trx,
      decision === 'accept' ? offerAcceptedMails(input, ownerEmail) : [offerDeclinedMail(input, ownerEmail)],
      now,
    );
    await recordAudit(trx, {
      actor: {
        type: 'customer',
        id: guest ? null : row.customer_id,
        email: row.customer_email,
        name: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
      },
      entity: 'offer',
      entityId: latest.offer.id,
      action: `offer.${decision}`,
      details: { orderId, orderNumber: row.order_number, total: latest.offer.total },
      at: now,
    });
    return { orderId, offer: json, stateMachineState: stateJson('order.state', orderState, german) };
  });
  shop.mailDelivery.kick();
  return result;
}
