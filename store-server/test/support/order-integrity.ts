import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { DEFAULT_SHOP_OWNER_EMAIL } from '../../src/options.js';
import { DEMO_ORDER_COUNT, demoOrderId } from '../../src/seed/demo-orders.js';

// Reads what an enquiry wrote and says what is missing: an order is complete when its row, its addresses
// (billing and delivery address among them), its one line item per cart line, one delivery, one transaction,
// the customer copy and the stock decrement are there and the cart is gone; a flow without an order must have
// left nothing behind (its cart still there, no stock taken). Every order has its two enquiry mails in the mail
// outbox (queued or sent: to the buyer and to the shop owner), and no mail names an order that is not there.

export interface Flow {
  email: string;
  token: string;
  productId: string;
  quantity: number;
  /** The add-to-cart call was answered with 200. */
  added: boolean;
  /** POST /checkout/order was sent (its answer may never have come). */
  orderSent: boolean;
  /** The order id of a 200 answer to POST /checkout/order: an acknowledged enquiry. */
  acknowledgedId?: string;
}

export type StockLevels = Map<string, { stock: number; available: number }>;

const demoIds = Array.from({ length: DEMO_ORDER_COUNT }, (_, index) => demoOrderId(index));

export async function stockLevels(db: Kysely<Database>, productIds: readonly string[]): Promise<StockLevels> {
  const rows = await db
    .selectFrom('product')
    .select(['id', 'stock', 'available_stock'])
    .where('id', 'in', [...productIds])
    .execute();
  return new Map(rows.map((row) => [row.id, { stock: row.stock, available: row.available_stock }]));
}

async function orderProblems(
  db: Kysely<Database>,
  orderId: string,
  flow: Flow | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`order ${orderId}: ${text}`);
  const order = await db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return [`order ${orderId}: acknowledged but missing`];
  const [addresses, lines, deliveries, transactions] = await Promise.all([
    db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('order_line_item').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('order_delivery').selectAll().where('order_id', '=', orderId).execute(),
    db.selectFrom('order_transaction').selectAll().where('order_id', '=', orderId).execute(),
  ]);
  const addressIds = new Set(addresses.map((address) => address.id));
  if (!flow) say(`no flow of the test has the email ${order.customer_email}`);
  if (!addressIds.has(order.billing_address_id)) say('billing address missing');
  if (deliveries.length !== 1) say(`${deliveries.length} deliveries`);
  else if (!addressIds.has(deliveries[0]!.shipping_order_address_id)) say('delivery address missing');
  if (transactions.length !== 1) say(`${transactions.length} transactions`);
  if (order.customer_first_name !== 'Erika' || order.customer_last_name !== 'Muster')
    say('customer copy wrong');
  if (flow) {
    const line = lines[0];
    if (lines.length !== 1 || line?.product_id !== flow.productId || line.quantity !== flow.quantity) {
      say(`line items ${JSON.stringify(lines.map((l) => [l.product_id, l.quantity]))}`);
    }
    const cart = await db
      .selectFrom('cart')
      .select('token')
      .where('token', '=', flow.token)
      .executeTakeFirst();
    if (cart) say('the cart is still there');
  }
  return problems;
}

export interface IntegrityReport {
  problems: string[];
  /** Orders of the flows found in the database. */
  orders: number;
}

/** Checks every acknowledged order, every order row of the run, the carts of flows without order and stock. */
export async function checkEnquiries(
  db: Kysely<Database>,
  flows: readonly Flow[],
  stockBefore: StockLevels,
): Promise<IntegrityReport> {
  const problems: string[] = [];
  const byEmail = new Map(flows.map((flow) => [flow.email, flow]));
  const rows = await db
    .selectFrom('shop_order')
    .select(['id', 'customer_email', 'order_number'])
    .where('id', 'not in', demoIds)
    .execute();
  const ordersByEmail = new Map<string, string[]>();
  for (const row of rows) {
    ordersByEmail.set(row.customer_email, [...(ordersByEmail.get(row.customer_email) ?? []), row.id]);
  }
  const orderIds = new Set([...rows.map((row) => row.id), ...flows.flatMap((f) => f.acknowledgedId ?? [])]);
  for (const orderId of orderIds) {
    const row = rows.find((r) => r.id === orderId);
    const flow = row ? byEmail.get(row.customer_email) : flows.find((f) => f.acknowledgedId === orderId);
    problems.push(...(await orderProblems(db, orderId, flow)));
  }
  for (const flow of flows) {
    const ids = ordersByEmail.get(flow.email) ?? [];
    if (ids.length > 1) problems.push(`${flow.email}: ${ids.length} orders for one cart`);
    if (ids.length > 0 && !flow.orderSent) problems.push(`${flow.email}: an order that was never sent`);
    if (ids.length === 0 && flow.added) {
      const cart = await db
        .selectFrom('cart')
        .select('line_items')
        .where('token', '=', flow.token)
        .executeTakeFirst();
      if (!cart?.line_items.includes(flow.productId)) problems.push(`${flow.email}: no order and no cart`);
    }
  }
  for (const table of ['order_address', 'order_line_item', 'order_delivery', 'order_transaction'] as const) {
    const orphans = await db
      .selectFrom(table)
      .select('id')
      .where('order_id', 'not in', db.selectFrom('shop_order').select('id'))
      .execute();
    if (orphans.length > 0) problems.push(`${orphans.length} rows of ${table} without their order`);
  }
  problems.push(...(await mailProblems(db, rows)));
  const after = await stockLevels(db, [...stockBefore.keys()]);
  for (const [productId, before] of stockBefore) {
    const ordered = flows
      .filter((flow) => flow.productId === productId && (ordersByEmail.get(flow.email)?.length ?? 0) > 0)
      .reduce((sum, flow) => sum + flow.quantity, 0);
    const now = after.get(productId);
    if (now?.stock !== before.stock - ordered || now.available !== before.available - ordered) {
      problems.push(
        `stock of ${productId}: ${JSON.stringify(before)} before, ${JSON.stringify(now)} after, ${ordered} ordered`,
      );
    }
  }
  return { problems, orders: rows.filter((row) => byEmail.has(row.customer_email)).length };
}

/** The enquiry mails in the outbox (queued or sent) against the orders: two per order, none without one. */
async function mailProblems(
  db: Kysely<Database>,
  orders: readonly { id: string; customer_email: string; order_number: string }[],
): Promise<string[]> {
  const problems: string[] = [];
  const mails = await db.selectFrom('mail_queue').select(['recipient', 'subject']).execute();
  // "Your non-binding enquiry 10005", "New enquiry 10005 from Erika Muster".
  const recipientsByNumber = new Map<string, string[]>();
  for (const mail of mails) {
    const number = /enquiry (\S+)/i.exec(mail.subject)?.[1] ?? `(no number: ${mail.subject})`;
    recipientsByNumber.set(number, [...(recipientsByNumber.get(number) ?? []), mail.recipient]);
  }
  for (const order of orders) {
    const recipients = (recipientsByNumber.get(order.order_number) ?? []).sort();
    const expected = [order.customer_email, DEFAULT_SHOP_OWNER_EMAIL].sort();
    if (JSON.stringify(recipients) !== JSON.stringify(expected)) {
      problems.push(`order ${order.id}: enquiry mails to ${JSON.stringify(recipients)}`);
    }
    recipientsByNumber.delete(order.order_number);
  }
  for (const [number, recipients] of recipientsByNumber) {
    problems.push(`mails to ${JSON.stringify(recipients)} about ${number}, which is not an order`);
  }
  return problems;
}
