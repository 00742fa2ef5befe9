import {
  findOrder,
  orderDefinition,
  findOrderByDeepLinkCode,
  searchCustomerOrders,
  type OrderRow,
} from '../db/repositories/order-repository.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import type { Criteria } from '../domain/criteria/types.js';
import { storeApiErrors } from '../domain/errors.js';
import { floodChecks } from '../domain/floods/flood-limits.js';
import { guestDeepLinkCode } from '../domain/order/guest-access.js';
import { parseOrderRequest } from '../domain/order/order-errors.js';
import type { AddressParts } from '../serializers/order.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { requireCustomer } from './account.js';
import type { StoreContext } from './context.js';
import { authenticateGuest, logInGuest, wantsGuestLogin } from './guest-authenticator.js';
import { authorizationTokenOf, isKlarnaPayment, placeKlarnaOrder } from './klarna-order.js';
import { ordersJson } from './order-json.js';
import { placeOrder } from './order.js';
import type { KlarnaShop, Shop } from './shop.js';

// The order routes' use cases: POST /checkout/order (Shopware's CartOrderRoute) and GET|POST /order
// (OrderRoute). The order is written in one transaction together with its queued enquiry mails (see placeOrder);
// the mail delivery worker sends them after the commit and retries them while the SMTP server fails, never
// undoing the order.

/** Where a request comes from: its origin (media URLs) and client address (flood limits). */
/** A request's criteria over the customer's orders. */
export const parseOrderCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, orderDefinition);

export interface RequestSource {
  origin: string;
  ip: string;
}

/** POST /checkout/order: the order from the session's cart, paid with Klarna when that is the method. */
export async function checkOut(shop: KlarnaShop, store: StoreContext, body: unknown, source: RequestSource) {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const input = parseOrderRequest(body);
  const klarnaToken = (await isKlarnaPayment(shop, context)) ? authorizationTokenOf(body) : null;
  const { orderId, order: written } = await placeOrder(shop, {
    context,
    customer,
    input,
    origin: source.origin,
    now: shop.now(),
    sandboxPayment: klarnaToken !== null && shop.klarna.sandbox,
    // A guest's enquiry mails an address nobody confirmed: limited per client address and per that email.
    floodChecks: customer.guest === 1 ? floodChecks('guest-enquiry', source.ip, customer.email) : [],
  });
  if (klarnaToken === null) return written;
  // The Klarna step moves the order's transaction on after the commit: answer with the order as it is now.
  await placeKlarnaOrder(shop, context, orderId, klarnaToken);
  const row = await findOrder(shop.db, orderId);
  if (!row) throw storeApiErrors.internal();
  const [order] = await ordersJson(shop.db, context.chain, context.languageId, [row]);
  if (!order) throw storeApiErrors.internal();
  return order;
}

/**
 * Without a customer: exactly one order by deep-link code, opened by its email and billing zipcode; with
 * `login: true` the session is logged in as that order's guest customer (a new token, returned).
 */
async function guestOrders(
  shop: Shop,
  context: StoreContext,
  criteria: Criteria,
  body: unknown,
  ip: string,
): Promise<{ rows: OrderRow[]; total: number; contextToken?: string }> {
  const code = guestDeepLinkCode(criteria);
  if (code === null) throw storeApiErrors.customerNotLoggedIn();
  // Per address and per email, then Shopware's guest_login back-off (deepLinkCode-IP, reset on success).
  const row = await authenticateGuest(shop, { body, ip, limiterKey: `${code.toLowerCase()}-${ip}` }, () =>
    findOrderByDeepLinkCode(shop.db, context.salesChannel.id, code),
  );
  const contextToken = wantsGuestLogin(body) ? await logInGuest(shop, context, row) : undefined;
  return { rows: [row], total: 1, contextToken };
}

/** An order address's country and salutation, loaded only when the read's criteria name them (as Shopware). */
const addressParts = (criteria: Criteria | undefined): AddressParts => ({
  country: criteria?.associations.country !== undefined,
  salutation: criteria?.associations.salutation !== undefined,
});

/**
 * GET|POST /order: the logged-in customer's orders, or without one the guest's order by deep-link code and
 * credentials (in the body). Returns the search result before includes (and the new token of a guest login).
 */
export async function readOrders(
  shop: Shop,
  context: StoreContext,
  criteria: Criteria,
  body: unknown,
  ip: string,
) {
  let page: { rows: OrderRow[]; total: number; contextToken?: string };
  if (context.session?.customer_id) {
    const { customer } = await requireCustomer(shop.db, context, { allowGuest: true });
    page = await searchCustomerOrders(shop.db, context.salesChannel.id, customer.id, criteria);
  } else {
    page = await guestOrders(shop, context, criteria, body, ip);
  }
  const wants = (name: string) => criteria.associations[name] !== undefined;
  const elements = await ordersJson(
    shop.db,
    context.chain,
    context.languageId,
    page.rows,
    {
      lineItems: wants('lineItems'),
      lineItemDownloads: criteria.associations.lineItems?.associations.downloads !== undefined,
      addressParts: {
        addresses: addressParts(criteria.associations.addresses),
        billingAddress: addressParts(criteria.associations.billingAddress),
        shippingOrderAddress: addressParts(
          criteria.associations.deliveries?.associations.shippingOrderAddress ??
            criteria.associations.primaryOrderDelivery?.associations.shippingOrderAddress,
        ),
      },
      deliveries: wants('deliveries') || wants('primaryOrderDelivery'),
      transactions: wants('transactions') || wants('primaryOrderTransaction'),
      addresses: wants('addresses'),
    },
    shop.now(),
  );
  return {
    orders: entitySearchResult('order', criteria, elements, page.total),
    /** The new session token after a guest login (`login: true`), for sw-context-token. */
    contextToken: page.contextToken,
  };
}
