/**
 * What an enquiry (a Shopware order) shows, read from the order as the server sent it: number, date, the
 * product lines, the figures (in the cart summary's shape), the methods, the addresses and the states.
 */
import type { Order, OrderLineItem, StateMachineState } from '../types';
import { cartTotals, type CartTotals, type TotalsCart } from '../cart/cartTotals';
import { backendText, translatedText } from '../../ui/text/backendText';

export type EnquiryLine = {
  id: string;
  /** Shopware's line type: `product`, `promotion`, `discount`, `credit`, `custom`, or one unknown here. */
  type: string;
  label: string;
  productNumber: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
};

const nameOf = (entity: object | null | undefined): string => translatedText(entity, 'name');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Every line of the order in the server's position order: products first as Shopware places them, and the
 * promotions, discounts, credits and custom lines that explain the difference to the total.
 */
export function enquiryLines(order: Pick<Order, 'lineItems'>): EnquiryLine[] {
  return [...(order.lineItems ?? [])]
    .filter((line) => !line.parentId)
    .sort((a, b) => num(a.position) - num(b.position))
    .map((line: OrderLineItem) => {
      const payload = (line.payload ?? {}) as { productNumber?: unknown };
      return {
        id: line.id,
        type: line.type || 'product',
        label: backendText(line.label),
        productNumber: typeof payload.productNumber === 'string' ? payload.productNumber : '',
        quantity: num(line.quantity),
        unitPrice: num(line.unitPrice),
        totalPrice: num(line.totalPrice),
      };
    });
}

/** The enquiry's figures: the order's own price and shipping costs (no weight: orders do not carry it). */
export function enquiryTotals(order: Pick<Order, 'price' | 'deliveries' | 'shippingTotal'>): CartTotals {
  const totals = cartTotals({
    price: order.price,
    deliveries: order.deliveries,
    lineItems: [],
  } as TotalsCart);
  const shipping = order.deliveries?.length ? totals.shipping : num(order.shippingTotal);
  return { ...totals, shipping };
}

/** The delivery shown (the first; Shopware's storefront does the same). */
export function primaryDelivery(order: Pick<Order, 'deliveries'>) {
  return order.deliveries?.[0] ?? null;
}

/** The transaction that counts: the newest one (a changed payment method adds a transaction). */
export function primaryTransaction(order: Pick<Order, 'transactions'>) {
  const list = [...(order.transactions ?? [])];
  list.sort((a, b) => String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')));
  return list.at(-1) ?? null;
}

export function shippingMethodName(order: Pick<Order, 'deliveries'>): string {
  return nameOf(primaryDelivery(order)?.shippingMethod);
}

export function paymentMethodName(order: Pick<Order, 'transactions'>): string {
  return nameOf(primaryTransaction(order)?.paymentMethod);
}

export type StateLabel = { text: string } | { key: string } | null;

/**
 * A state as shown: the server's translated name when present, else the i18n key of its technical name
 * (`states.delivery.shipped`), else null.
 */
export function stateLabel(
  state: Partial<StateMachineState> | null | undefined,
  kind: 'order' | 'delivery' | 'payment',
): StateLabel {
  const text = translatedText(state, 'name');
  if (text) return { text };
  const technical = state?.technicalName;
  return technical ? { key: `states.${kind}.${technical}` } : null;
}

/** The shipping address (the delivery's) and the billing address of the order. */
export function enquiryAddresses(
  order: Pick<Order, 'addresses' | 'billingAddress' | 'billingAddressId' | 'deliveries'>,
) {
  const billing =
    order.billingAddress ?? order.addresses?.find((address) => address.id === order.billingAddressId) ?? null;
  const delivery = primaryDelivery(order);
  const shipping =
    delivery?.shippingOrderAddress ??
    order.addresses?.find((address) => address.id === delivery?.shippingOrderAddressId) ??
    null;
  return { billing, shipping };
}
