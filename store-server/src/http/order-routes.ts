import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadCurrency } from '../db/repositories/context-entity-repository.js';
import { findOrder, orderDefinition, searchCustomerOrders } from '../db/repositories/order-repository.js';
import { storeApiErrors } from '../domain/errors.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { parseOrderRequest } from '../domain/order/order-errors.js';
import { enquiryMails, shopOwnerEmail } from '../mail/order-mails.js';
import { requireCustomer } from './account-support.js';
import { requestOrigin } from './catalogue-context.js';
import { requestCriteria } from './criteria-input.js';
import { ordersJson } from './order-loader.js';
import { placeOrder } from './place-order.js';
import { entitySearchResult } from './serializers/search-result.js';

// POST /checkout/order (Shopware's CartOrderRoute) and GET|POST /order (OrderRoute). The order is written in
// one transaction (see placeOrder); the enquiry mails go out after the commit, and a failed mail is logged,
// never undoing the order.

export function registerOrderRoutes(app: FastifyInstance): void {
  app.post('/checkout/order', async (request) => {
    const { context, customer } = await requireCustomer(app.db, request, { allowGuest: true });
    const input = parseOrderRequest(request.body);
    const orderId = await placeOrder(app, {
      context,
      customer,
      input,
      origin: requestOrigin(request, app.serverOptions.publicUrl),
      now: app.now(),
    });
    const row = await findOrder(app.db, orderId);
    if (!row) throw storeApiErrors.internal();
    const [order] = await ordersJson(app.db, context.chain, context.languageId, [row]);
    if (!order) throw storeApiErrors.internal();
    try {
      const currency = await loadCurrency(app.db, context.chain, row.currency_id);
      for (const mail of enquiryMails(order, {
        languageId: row.language_id,
        ownerEmail: shopOwnerEmail(app.serverOptions),
        currencyIso: currency?.iso_code ?? 'EUR',
      })) {
        app.mailer.dispatch(mail);
      }
    } catch (error) {
      request.log.error({ err: error, orderId }, 'enquiry mails could not be prepared');
    }
    return order;
  });

  const readOrders = async (request: FastifyRequest) => {
    const { context, customer } = await requireCustomer(app.db, request, { allowGuest: true });
    const criteria = requestCriteria(request, orderDefinition);
    const page = await searchCustomerOrders(app.db, context.salesChannel.id, customer.id, criteria);
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
