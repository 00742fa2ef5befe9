/**
 * The owner's offer on an enquiry, as this shop's own server sends it in `order.extensions.offer` (a real
 * Shopware sends no such extension: then there is no offer, and the shop shows nothing of offers), and the
 * enquiry's state in words: which i18n key names it, and whether it reads as an enquiry or as an order.
 */
import type { Order, StateMachineState } from '../types';
import { apiFailure, hasErrorCode } from '../errors';
import { backendText } from '../../ui/text/backendText';

export type OfferState = 'pending' | 'accepted' | 'declined' | 'expired' | 'superseded';

export type OfferLine = {
  lineItemId: string;
  /** The line's label through the text filter. */
  name: string;
  productNumber: string;
  /** The variant's options ("Thickness: 5 mm"), through the text filter. */
  options: string[];
  quantity: number;
  listUnitPrice: number;
  unitPrice: number;
  totalPrice: number;
};

export type OfferDiscount = {
  type: 'percentage' | 'absolute';
  value: number;
  /** What the discount takes off, when the server says it. */
  amount: number | null;
};

/** VAT included in the total, per rate. */
export type OfferTax = { taxRate: number; tax: number };

export type Offer = {
  id: string;
  orderId: string;
  state: OfferState;
  lines: OfferLine[];
  subtotal: number;
  discount: OfferDiscount | null;
  /** Shipping included in the total (this server sends it; null when not sent). */
  shippingTotal: number | null;
  total: number;
  taxes: OfferTax[];
  currencyIsoCode: string | null;
  /** `YYYY-MM-DD` or '' */
  deliveryDate: string;
  /** `YYYY-MM-DD` or '' */
  validUntil: string;
  /** The owner's message as plain text (HTML stripped). */
  message: string;
  documentId: string | null;
  deepLinkCode: string | null;
};

/** The answer of POST /order/offer/accept and /order/offer/decline. */
export type OfferAnswer = {
  orderId: string;
  offer: unknown;
  stateMachineState: Partial<StateMachineState> | null;
};

const STATES: readonly OfferState[] = ['pending', 'accepted', 'declined', 'expired', 'superseded'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const day = (value: unknown): string => (typeof value === 'string' && DAY.test(value) ? value : '');

function discountOf(input: unknown): OfferDiscount | null {
  const discount = record(input);
  if (!discount) return null;
  const type = discount.type === 'percentage' || discount.type === 'absolute' ? discount.type : null;
  const value = num(discount.value);
  const amount =
    typeof discount.amount === 'number' && Number.isFinite(discount.amount) ? discount.amount : null;
  return type && value > 0 ? { type, value, amount } : null;
}

function optionsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : []).flatMap((entry: unknown) => {
    const option = record(entry);
    const group = backendText(option?.group);
    const name = backendText(option?.option);
    if (!name) return [];
    return [group ? `${group}: ${name}` : name];
  });
}

function taxesOf(value: unknown): OfferTax[] {
  return (Array.isArray(value) ? value : []).flatMap((entry: unknown) => {
    const tax = record(entry);
    return tax && num(tax.tax) > 0 ? [{ taxRate: num(tax.taxRate), tax: num(tax.tax) }] : [];
  });
}

/** An offer JSON read defensively: null when it is absent or not an offer at all. */
export function parseOffer(value: unknown): Offer | null {
  const offer = record(value);
  const id = str(offer?.id);
  if (!offer || !id || !STATES.includes(offer.state as OfferState)) return null;
  const lines = (Array.isArray(offer.lines) ? offer.lines : []).flatMap((entry: unknown) => {
    const line = record(entry);
    if (!line) return [];
    return [
      {
        lineItemId: str(line.lineItemId) ?? '',
        name: backendText(line.label),
        productNumber: backendText(line.productNumber),
        options: optionsOf(line.options),
        quantity: num(line.quantity),
        listUnitPrice: num(line.listUnitPrice),
        unitPrice: num(line.unitPrice),
        totalPrice: num(line.totalPrice),
      },
    ];
  });
  return {
    id,
    orderId: str(offer.orderId) ?? '',
    state: offer.state as OfferState,
    lines,
    subtotal: num(offer.subtotal),
    discount: discountOf(offer.discount),
    shippingTotal: typeof offer.shippingTotal === 'number' ? num(offer.shippingTotal) : null,
    total: num(offer.total),
    taxes: taxesOf(offer.taxes),
    currencyIsoCode: str(offer.currencyIsoCode),
    deliveryDate: day(offer.deliveryDate),
    validUntil: day(offer.validUntil),
    message: typeof offer.message === 'string' ? backendText(offer.message) : '',
    documentId: str(offer.documentId),
    deepLinkCode: str(offer.deepLinkCode),
  };
}

/** The order's latest offer (`extensions.offer`), or null: always null on a real Shopware. */
export function offerOf(order: Pick<Order, 'extensions'>): Offer | null {
  return parseOffer(record(order.extensions)?.offer);
}

/** Today in the browser's time zone as `YYYY-MM-DD` (the offer's dates are calendar days). */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The state shown: the server's, except that a pending offer whose last valid day has passed (the page may
 * have stayed open since) counts as expired here too. The server decides again when the shopper answers.
 */
export function offerState(offer: Pick<Offer, 'state' | 'validUntil'>, today: string): OfferState {
  if (offer.state === 'pending' && offer.validUntil !== '' && offer.validUntil < today) return 'expired';
  return offer.state;
}

/**
 * Accept and Decline are offered only while the offer is pending and not expired, and the enquiry is still open
 * or in progress (a withdrawn or closed enquiry keeps its last offer, which can no longer be answered).
 */
export function canAnswer(
  offer: Pick<Offer, 'state' | 'validUntil'>,
  today: string,
  orderState?: string,
): boolean {
  if (orderState === 'cancelled' || orderState === 'completed') return false;
  return offerState(offer, today) === 'pending';
}

/**
 * The discount's amount: the server's, else what the subtotal loses on the way to the total (without the
 * shipping in it); never negative.
 */
export function discountAmount(
  offer: Pick<Offer, 'subtotal' | 'total' | 'discount' | 'shippingTotal'>,
): number {
  if (!offer.discount) return 0;
  if (offer.discount.amount !== null) return Math.max(0, offer.discount.amount);
  const lost = offer.subtotal + (offer.shippingTotal ?? 0) - offer.total;
  return Math.max(0, Math.round(lost * 100) / 100);
}

/** The i18n key (namespace orderConfirmation) of a failed accept or decline. */
export function offerErrorKey(error: unknown): string {
  if (hasErrorCode(error, 'PLASTICS__OFFER_EXPIRED')) return 'offer.errors.expired';
  if (hasErrorCode(error, 'PLASTICS__OFFER_NOT_PENDING')) return 'offer.errors.notPending';
  if (hasErrorCode(error, 'PLASTICS__OFFER_ORDER_CLOSED')) return 'offer.errors.closed';
  if (hasErrorCode(error, 'PLASTICS__OFFER_NOT_FOUND')) return 'offer.errors.notFound';
  const { status } = apiFailure(error);
  if (status === 401 || status === 403) return 'offer.errors.notAllowed';
  if (status === 404) return 'offer.errors.notFound';
  if (status === null) return 'offer.errors.network';
  return 'offer.errors.generic';
}

/** The order after an answer: its new state and offer, everything else as it was. */
export function withOfferAnswer<T extends Pick<Order, 'id' | 'extensions' | 'stateMachineState'>>(
  order: T,
  answer: OfferAnswer,
): T {
  if (order.id !== answer.orderId) return order;
  return {
    ...order,
    stateMachineState: { ...(order.stateMachineState ?? {}), ...(answer.stateMachineState ?? {}) },
    extensions: { ...(order.extensions ?? {}), offer: answer.offer },
  } as T;
}

const ORDER_STATES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStateName = (typeof ORDER_STATES)[number] | 'unknown';

/**
 * How the enquiry reads: its state by technical name (i18n turns it into words in the interface language;
 * the server's state names are not shown), and `order` once the shopper accepted an offer (a binding order),
 * `enquiry` before.
 */
export function enquiryStatus(order: Pick<Order, 'stateMachineState' | 'extensions'>): {
  kind: 'enquiry' | 'order';
  state: OrderStateName;
} {
  const technical = order.stateMachineState?.technicalName;
  const state = ORDER_STATES.find((name) => name === technical) ?? 'unknown';
  return { kind: offerOf(order)?.state === 'accepted' ? 'order' : 'enquiry', state };
}
