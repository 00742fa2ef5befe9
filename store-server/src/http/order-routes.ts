import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findOrder,
  findOrderAddress,
  findOrderByDeepLinkCode,
  orderDefinition,
  searchCustomerOrders,
  type OrderRow,
} from '../db/repositories/order-repository.js';
import type { Criteria } from '../domain/criteria/types.js';
import {
  guestCredentials,
  guestDeepLinkCode,
  guestErrors,
  guestMayRead,
} from '../domain/order/guest-access.js';
import { storeApiErrors } from '../domain/errors.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { parseOrderRequest } from '../domain/order/order-errors.js';
import { consumeRateLimit, resetRateLimit } from '../db/repositories/customer-rate-limit-repository.js';
import { accountErrors } from '../domain/account/account-errors.js';
import { LOGIN_POLICY } from '../domain/account/rate-limit.js';
import { requireCustomer } from '../services/account.js';
import { floodChecks } from '../domain/floods/flood-limits.js';
import { guardFlood } from './flood-guard.js';
import { requestOrigin } from './catalogue-context.js';
import { requestCriteria } from './criteria-input.js';
import { ordersJson } from '../services/order-json.js';
import { placeOrder } from '../services/order.js';
import { authorizationTokenOf, isKlarnaPayment, placeKlarnaOrder } from '../services/klarna-order.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { storeContextOf } from './store-context.js';

// POST /checkout/order (Shopware's CartOrderRoute) and GET|POST /order (OrderRoute). The order is written in
// one transaction together with its queued enquiry mails (see placeOrder); the mail delivery worker sends them
// after the commit and retries them while the SMTP server fails, never undoing the order.

export function registerOrderRoutes(app: FastifyInstance): void {
  app.post('/checkout/order', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const input = parseOrderRequest(request.body);
    const klarnaToken = (await isKlarnaPayment(app, context)) ? authorizationTokenOf(request.body) : null;
    const { orderId, order: written } = await placeOrder(app, {
      context,
      customer,
      input,
      origin: requestOrigin(request, app.serverOptions.publicUrl),
      now: app.now(),
      sandboxPayment: klarnaToken !== null && app.klarna.sandbox,
      // A guest's enquiry mails an address nobody confirmed: limited per client address and per that email.
      floodChecks: customer.guest === 1 ? floodChecks('guest-enquiry', request.ip, customer.email) : [],
    });
    if (klarnaToken === null) return written;
    // The Klarna step moves the order's transaction on after the commit: answer with the order as it is now.
    await placeKlarnaOrder(app, context, orderId, klarnaToken);
    const row = await findOrder(app.db, orderId);
    if (!row) throw storeApiErrors.internal();
    const [order] = await ordersJson(app.db, context.chain, context.languageId, [row]);
    if (!order) throw storeApiErrors.internal();
    return order;
  });

  /** Without a customer: exactly one order by deep-link code, opened by its email and billing zipcode. */
  const guestOrders = async (request: FastifyRequest, criteria: Criteria) => {
    const context = storeContextOf(request);
    const code = guestDeepLinkCode(criteria);
    if (code === null) throw storeApiErrors.customerNotLoggedIn();
    const credentials = guestCredentials(request.body);
    if (!credentials) throw guestErrors.notAuthenticated();
    // Per address and per email, then Shopware's guest_login back-off (deepLinkCode-IP, reset on success).
    await guardFlood(app, request, 'guest-order', credentials.email);
    const limiterKey = `${code.toLowerCase()}-${request.ip}`;
    const decision = await consumeRateLimit(app.db, LOGIN_POLICY, 'guest_login', limiterKey, app.now());
    if (!decision.accepted) throw accountErrors.authThrottled(decision.waitSeconds);
    const row = await findOrderByDeepLinkCode(app.db, context.salesChannel.id, code);
    const billing = row ? await findOrderAddress(app.db, row.billing_address_id) : undefined;
    const allowed =
      row !== undefined &&
      guestMayRead(
        { email: row.customer_email, zipcode: billing?.zipcode ?? null, orderedAt: row.order_date_time },
        credentials,
        app.now(),
      );
    if (!row || !allowed) throw guestErrors.wrongCredentials();
    await resetRateLimit(app.db, 'guest_login', limiterKey);
    return { rows: [row], total: 1 };
  };

  const readOrders = async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    const criteria = requestCriteria(request, orderDefinition);
    let page: { rows: OrderRow[]; total: number };
    if (context.session?.customer_id) {
      const { customer } = await requireCustomer(app.db, storeContextOf(request), { allowGuest: true });
      page = await searchCustomerOrders(app.db, context.salesChannel.id, customer.id, criteria);
    } else {
      page = await guestOrders(request, criteria);
    }
    const wants = (name: string) => criteria.associations[name] !== undefined;
    const elements = await ordersJson(app.db, context.chain, context.languageId, page.rows, {
      lineItems: wants('lineItems'),
      deliveries: wants('deliveries') || wants('primaryOrderDelivery'),
      transactions: wants('transactions') || wants('primaryOrderTransaction'),
      addresses: wants('addresses'),
    });
    const orders = entitySearchResult('order', criteria, elements, page.total);
    return {
      orders: applyIncludes(orders, criteria.includes, criteria.excludes),
      paymentChangeable: {},
      apiAlias: 'order_route_response',
    };
  };
  app.post('/order', readOrders);
  app.get('/order', readOrders);
}
