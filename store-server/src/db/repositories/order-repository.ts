import { sql, type Kysely, type Selectable } from 'kysely';
import type { OrderDraft } from '../order-draft.js';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type {
  Database,
  OrderAddressTable,
  OrderDeliveryTable,
  OrderLineItemTable,
  OrderTransactionTable,
  ShopOrderTable,
} from '../schema.js';
import { insertRows } from '../prepared-insert.js';
import { bumpStockRevision } from './catalogue-revision-repository.js';
import { refreshAvailability } from './product-availability.js';
import { toDefinition } from './definitions.js';
import { findRow } from './find-row.js';
import { nextNumber } from './number-range.js';

// Orders: the order number range, writing an order draft, the stock of ordered variants, and the customer's
// order list with its parts (batched per page).

type Db = Kysely<Database>;
export type OrderRow = Selectable<ShopOrderTable>;
export type OrderAddressRow = Selectable<OrderAddressTable>;
export type OrderLineItemRow = Selectable<OrderLineItemTable>;
export type OrderDeliveryRow = Selectable<OrderDeliveryTable>;
export type OrderTransactionRow = Selectable<OrderTransactionTable>;

/** Shopware's order number range starts at 10000. */
const FIRST_ORDER_NUMBER = 10000;

/** The next order number (the row is locked by the update until the transaction ends). */
export async function nextOrderNumber(db: Db): Promise<string> {
  return nextNumber(db, 'order', FIRST_ORDER_NUMBER);
}

/** An order as written: its row and its parts, as the database holds them (the parts as loadOrderParts orders them). */
export interface WrittenOrder {
  row: OrderRow;
  parts: OrderParts;
}

/**
 * Writes an order draft and returns what was written (INSERT … RETURNING), so that the caller need not read the
 * order back (its JSON and mails are rendered from it in the same transaction).
 */
export async function insertOrderDraft(db: Db, draft: OrderDraft): Promise<WrittenOrder> {
  // Prebuilt texts (prepared-insert.ts): the order's five inserts are the enquiry's widest statements.
  const [row] = await insertRows(db, 'shop_order', [draft.order], true);
  if (!row) throw new Error('The order was not written');
  const addresses = await insertRows(db, 'order_address', draft.addresses, true);
  const lineItems = await insertRows(db, 'order_line_item', draft.lineItems, true);
  const delivery = await insertRows(db, 'order_delivery', [draft.delivery], true);
  const transaction = await insertRows(db, 'order_transaction', [draft.transaction], true);
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    row,
    parts: {
      addresses: addresses.sort(byId),
      lineItems: lineItems.sort((a, b) => a.position - b.position),
      deliveries: delivery,
      transactions: transaction,
    },
  };
}

/**
 * Takes the ordered quantities from stock in one statement per variant: stock and available stock go down,
 * never below zero. A closeout (sold only from stock) is only decremented while enough is available; the ids
 * of closeouts that are short are returned (the caller refuses the order). Concurrent orders serialise on the
 * product row, and the condition is re-checked after the wait (PostgreSQL) or under the write lock (SQLite).
 * Recomputes the available flags of what was taken and raises the catalogue revision, in the same transaction.
 */
export async function takeFromStock(
  db: Db,
  lines: readonly { productId: string; quantity: number }[],
): Promise<string[]> {
  const short: string[] = [];
  for (const { productId, quantity } of lines) {
    const result = await db
      .updateTable('product')
      .set({
        stock: sql`case when stock > ${quantity} then stock - ${quantity} else 0 end`,
        available_stock: sql`case when available_stock > ${quantity} then available_stock - ${quantity} else 0 end`,
      })
      .where('id', '=', productId)
      .where((eb) => eb.or([eb('is_closeout', '=', 0), eb('available_stock', '>=', quantity)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) short.push(productId);
  }
  const taken = lines.map((line) => line.productId).filter((id) => !short.includes(id));
  // A closeout sold out is no longer available (nor is its parent once no variant is).
  await refreshAvailability(db, taken);
  // Stock is catalogue output (availableStock, available): cached catalogue reads must not outlive it.
  if (taken.length > 0) await bumpStockRevision(db);
  return short;
}

/** The order fields a criteria may name (also the desk's search over all orders). */
export const orderSearchFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('o.id') },
  orderNumber: { type: 'string', expression: sql.ref('o.order_number') },
  orderDateTime: { type: 'date', expression: sql.ref('o.order_date_time') },
  orderDate: { type: 'date', expression: sql.ref('o.order_date_time') },
  createdAt: { type: 'date', expression: sql.ref('o.created_at') },
  amountTotal: { type: 'number', expression: sql.ref('o.amount_total') },
  amountNet: { type: 'number', expression: sql.ref('o.amount_net') },
  deepLinkCode: { type: 'string', expression: sql.ref('o.deep_link_code') },
  'stateMachineState.technicalName': { type: 'string', expression: sql.ref('o.state') },
};

const none = (entity: string, associations: Record<string, CriteriaDefinition> = {}) =>
  toDefinition(entity, {}, associations);
const stateMachineState = none('state_machine_state');

/** POST /order criteria: the allowlisted fields and Shopware's order associations. */
export const orderDefinition: CriteriaDefinition = toDefinition('order', orderSearchFields, {
  lineItems: none('order_line_item', { cover: none('media'), product: none('product') }),
  deliveries: none('order_delivery', {
    stateMachineState,
    shippingMethod: none('shipping_method', { deliveryTime: none('delivery_time') }),
    shippingOrderAddress: none('order_address', { country: none('country'), salutation: none('salutation') }),
    positions: none('order_delivery_position'),
  }),
  transactions: none('order_transaction', { stateMachineState, paymentMethod: none('payment_method') }),
  addresses: none('order_address', { country: none('country'), salutation: none('salutation') }),
  billingAddress: none('order_address', { country: none('country'), salutation: none('salutation') }),
  stateMachineState,
  orderCustomer: none('order_customer', { salutation: none('salutation'), customer: none('customer') }),
  currency: none('currency'),
  language: none('language'),
  documents: none('document'),
  primaryOrderDelivery: none('order_delivery', { stateMachineState }),
  primaryOrderTransaction: none('order_transaction', { stateMachineState }),
  tags: none('tag'),
});

/** One page of a customer's orders; newest first unless the criteria sort otherwise. */
export function searchCustomerOrders(
  db: Db,
  salesChannelId: string,
  customerId: string,
  criteria: Criteria,
): Promise<SearchPage<OrderRow>> {
  const query = db
    .selectFrom('shop_order as o')
    .selectAll('o')
    .where('o.sales_channel_id', '=', salesChannelId)
    .where('o.customer_id', '=', customerId);
  return searchPage(query, criteria, orderSearchFields, [
    sql`o.order_date_time desc`,
    sql`o.order_number desc`,
  ]);
}

export interface OrderParts {
  addresses: OrderAddressRow[];
  lineItems: OrderLineItemRow[];
  deliveries: OrderDeliveryRow[];
  transactions: OrderTransactionRow[];
}

/** The addresses, line items, deliveries and transactions of the given orders, in four queries. */
export async function loadOrderParts(db: Db, orderIds: readonly string[]): Promise<OrderParts> {
  if (orderIds.length === 0) return { addresses: [], lineItems: [], deliveries: [], transactions: [] };
  const ids = [...orderIds];
  const [addresses, lineItems, deliveries, transactions] = await Promise.all([
    db.selectFrom('order_address').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('order_line_item')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('order_delivery').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_transaction').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
  ]);
  return { addresses, lineItems, deliveries, transactions };
}

export function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function findOrderByDeepLinkCode(
  db: Db,
  salesChannelId: string,
  code: string,
): Promise<OrderRow | undefined> {
  return findRow(db, 'shop_order', { sales_channel_id: salesChannelId, deep_link_code: code });
}

export function findOrderAddress(db: Db, id: string): Promise<OrderAddressRow | undefined> {
  return db.selectFrom('order_address').selectAll().where('id', '=', id).executeTakeFirst();
}
