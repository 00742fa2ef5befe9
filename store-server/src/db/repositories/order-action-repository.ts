import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { bumpStockRevision } from './catalogue-revision-repository.js';
import { refreshAvailability } from './product-availability.js';
import type { OrderRow, OrderTransactionRow } from './order-repository.js';
import { findRow } from './find-row.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The customer's own order, or undefined (a foreign id looks exactly like a missing one). */
export function findCustomerOrder(
  db: Db,
  salesChannelId: string,
  customerId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  return findRow(db, 'shop_order', {
    id: orderId,
    customer_id: customerId,
    sales_channel_id: salesChannelId,
  });
}

/** The order's latest transaction (Shopware's "last transaction"). */
export function lastTransaction(db: Db, orderId: string): Promise<OrderTransactionRow | undefined> {
  return db
    .selectFrom('order_transaction')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Moves the order to `to` only if it is still in one of `from` (a concurrent change loses). */
export async function transitionOrder(
  db: Db,
  orderId: string,
  from: readonly string[],
  to: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set({ state: to, updated_at: now })
    .where('id', '=', orderId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the order's lines back to stock (the reverse of takeFromStock), raising the catalogue revision. */
export async function returnToStock(db: Db, orderId: string): Promise<void> {
  const lines = await db
    .selectFrom('order_line_item')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_id', 'is not', null)
    .execute();
  const products: string[] = [];
  for (const line of lines) {
    if (!line.product_id) continue;
    await db
      .updateTable('product')
      .set({
        stock: sql`stock + ${line.quantity}`,
        available_stock: sql`available_stock + ${line.quantity}`,
      })
      .where('id', '=', line.product_id)
      .execute();
    products.push(line.product_id);
  }
  if (products.length === 0) return;
  // A closeout back in stock is available again, and so is its parent.
  await refreshAvailability(db as Kysely<Database>, products);
  await bumpStockRevision(db as Kysely<Database>);
}

export async function setTransactionPayment(
  db: Db,
  transactionId: string,
  paymentMethodId: string,
): Promise<void> {
  await db
    .updateTable('order_transaction')
    .set({ payment_method_id: paymentMethodId, state: 'open' })
    .where('id', '=', transactionId)
    .execute();
}
