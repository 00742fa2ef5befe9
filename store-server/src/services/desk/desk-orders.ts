import { SYSTEM_LANGUAGE_ID } from '../../constants.js';
import { listAuditEntries } from '../../db/repositories/desk-repository.js';
import { offerIdsOf } from '../../db/repositories/offer-repository.js';
import { loadProductCustomFields, searchAllOrders } from '../../db/repositories/desk-order-repository.js';
import { languageChain } from '../../db/repositories/language-chain.js';
import { returnToStock, transitionOrder } from '../../db/repositories/order-action-repository.js';
import {
  findOrder,
  loadOrderParts,
  orderDefinition,
  takeFromStock,
  type OrderRow,
} from '../../db/repositories/order-repository.js';
import type { Db } from '../../db/schema.js';
import { parseCriteria } from '../../domain/criteria/parse-criteria.js';
import type { Criteria } from '../../domain/criteria/types.js';
import { apiError } from '../../domain/errors.js';
import { isHexId } from '../../domain/ids.js';
import { parseJsonObject } from '../../domain/json-object.js';
import { parseNote, planTransition, resourceNotFound } from '../../domain/desk/order-transitions.js';
import { deskActor, type DeskUser } from '../../domain/desk/desk-user.js';
import { stateJson } from '../../domain/order/states.js';
import { ordersJson } from '../order-json.js';
import type { Shop } from '../shop.js';
import { historyJson, recordAudit } from './audit.js';

// The desk's orders (Shopware's Admin API: POST /api/search/order, GET /api/order/{id},
// POST /api/_action/order/{id}/state/{transition}) and internal notes. Orders are the Store API's order JSON
// (services/order-json.ts) in the system language; every change is one transaction with its audit entry.

/** The desk's default page size (the Store API's criteria limits bound the rest). */
const DESK_PAGE_SIZE = 25;
/** History entries shown with an order. */
const HISTORY_LIMIT = 200;

/** A request's criteria over all orders; total-count-mode exact unless asked otherwise (the desk pages). */
export function parseDeskOrderCriteria(raw: Record<string, unknown>): Criteria {
  const criteria = parseCriteria(raw, orderDefinition, { defaultLimit: DESK_PAGE_SIZE });
  return raw['total-count-mode'] === undefined ? { ...criteria, totalCountMode: 'exact' } : criteria;
}

type OrderJson = Awaited<ReturnType<typeof ordersJson>>[number];

/** The desk's order JSON: the Store API's, with `extensions.offer` (the latest offer or null, ordersJson). */
function deskOrdersJson(db: Db, rows: readonly OrderRow[], now: Date) {
  return ordersJson(db, languageChain(SYSTEM_LANGUAGE_ID), SYSTEM_LANGUAGE_ID, rows, undefined, now);
}

/** POST /api/search/order: `{ total, data, aggregations }` as Shopware's JSON search answer. */
export async function searchDeskOrders(shop: Pick<Shop, 'db' | 'now'>, criteria: Criteria) {
  const page = await searchAllOrders(shop.db, criteria);
  return { total: page.total, data: await deskOrdersJson(shop.db, page.rows, shop.now()), aggregations: {} };
}

async function requireOrder(db: Db, orderId: string): Promise<OrderRow> {
  const order = isHexId(orderId) ? await findOrder(db, orderId) : undefined;
  if (!order) throw resourceNotFound('order', orderId);
  return order;
}

/** The audit entities whose entries belong to an order's history: the order and its offers. */
async function historyEntities(db: Db, orderId: string): Promise<{ entity: string; ids: string[] }[]> {
  return [
    { entity: 'order', ids: [orderId] },
    { entity: 'offer', ids: await offerIdsOf(db, orderId) },
  ];
}

/** The Klarna authorisation of an order (its transaction's Klarna fields), or null if it was not paid so. */
function klarnaOf(order: OrderJson) {
  for (const transaction of order.transactions ?? []) {
    const fields = (transaction as { customFields?: unknown }).customFields;
    if (typeof fields !== 'object' || fields === null) continue;
    const custom = fields as Record<string, unknown>;
    if (!('klarna_order_id' in custom) && !('klarna_failure_reason' in custom)) continue;
    return {
      klarnaOrderId: custom.klarna_order_id ?? null,
      fraudStatus: custom.klarna_fraud_status ?? null,
      failureReason: custom.klarna_failure_reason ?? null,
      sandbox: custom.klarna_sandbox === true,
      amount: (transaction as { amount?: unknown }).amount ?? null,
      transactionState:
        (transaction as { stateMachineState?: { technicalName?: string } }).stateMachineState
          ?.technicalName ?? null,
    };
  }
  return null;
}

const DOCUMENT_FIELD = /^spk_document_([a-z]+)$/;

/**
 * What the shopper confirmed at checkout: the shop's checkout requires the tick on the general terms, the
 * products' technical data sheets and handling information (shop: EnquiryExtras), so these are the documents
 * of every ordered variant (its own or its parent's `spk_document_*` custom fields) in the order's language.
 */
async function confirmedDocuments(db: Db, order: OrderJson) {
  const lines = (order.lineItems ?? []).filter((line) => typeof line.productId === 'string');
  const productIds = [...new Set(lines.map((line) => line.productId as string))];
  const rows = await loadProductCustomFields(db, productIds, [order.languageId, SYSTEM_LANGUAGE_ID]);
  return lines.map((line) => {
    const own = rows.filter((row) => row.id === line.productId);
    const pick = (productId: string | null, languageId: string) =>
      own.find((row) => row.product_id === productId && row.language_id === languageId);
    const parentId = own[0]?.parent_id ?? null;
    const fields =
      [
        pick(line.productId as string, order.languageId),
        pick(parentId, order.languageId),
        pick(line.productId as string, SYSTEM_LANGUAGE_ID),
        pick(parentId, SYSTEM_LANGUAGE_ID),
      ]
        .map((row) => parseJsonObject(row?.custom_fields ?? null))
        .find((custom) => custom !== null && Object.keys(custom).some((key) => DOCUMENT_FIELD.test(key))) ??
      {};
    const documents = Object.entries(fields).flatMap(([key, url]) => {
      const match = DOCUMENT_FIELD.exec(key);
      return match && typeof url === 'string' ? [{ type: match[1]!, url }] : [];
    });
    return { lineItemId: line.id, label: line.label, documents };
  });
}

/** GET /api/order/{id}: the order with `extensions.desk` (history, Klarna, confirmed documents). */
export async function readDeskOrder(shop: Pick<Shop, 'db' | 'now'>, orderId: string) {
  const row = await requireOrder(shop.db, orderId);
  const [order] = await deskOrdersJson(shop.db, [row], shop.now());
  if (!order) throw resourceNotFound('order', orderId);
  const entities = await historyEntities(shop.db, row.id);
  const [history, documents] = await Promise.all([
    listAuditEntries(shop.db, entities, HISTORY_LIMIT),
    confirmedDocuments(shop.db, order),
  ]);
  return {
    data: {
      ...order,
      extensions: {
        ...order.extensions,
        desk: { history: history.map(historyJson), klarna: klarnaOf(order), confirmedDocuments: documents },
      },
    },
  };
}

const auditOrder = (
  trx: Db,
  user: DeskUser,
  orderId: string,
  action: string,
  details: Record<string, unknown>,
  at: Date,
) => recordAudit(trx, { actor: deskActor(user), entity: 'order', entityId: orderId, action, details, at });

const stockShort = (orderNumber: string) =>
  apiError(
    400,
    'PLASTICS__ORDER_STOCK_SHORT',
    `Order ${orderNumber} cannot be reopened: a closeout variant of it is no longer in stock.`,
    { parameters: { orderNumber } },
  );

/**
 * POST /api/_action/order/{id}/state/{transition}: the new state's JSON. A cancelled order's lines go back to
 * stock (as when the buyer withdraws); reopening a cancelled one takes them again (refused if a closeout is short).
 */
export async function transitionDeskOrder(
  shop: Pick<Shop, 'db' | 'now'>,
  user: DeskUser,
  orderId: string,
  action: string,
) {
  const now = shop.now();
  return shop.db.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, orderId);
    const plan = planTransition(order.state, action);
    if (plan.kind === 'stay') return stateJson('order.state', plan.state, false);
    if (!(await transitionOrder(trx, order.id, [plan.from], plan.to, now.toISOString()))) {
      // A concurrent change won: judge the transition against the state it left.
      const current = await requireOrder(trx, orderId);
      planTransition(current.state, action);
      throw apiError(409, 'PLASTICS__ORDER_CHANGED', 'The order was changed meanwhile; reload it.');
    }
    if (plan.to === 'cancelled') await returnToStock(trx, order.id);
    if (plan.from === 'cancelled') {
      const parts = await loadOrderParts(trx, [order.id]);
      const lines = parts.lineItems.flatMap((line) =>
        line.product_id ? [{ productId: line.product_id, quantity: line.quantity }] : [],
      );
      if ((await takeFromStock(trx, lines)).length > 0) throw stockShort(order.order_number);
    }
    await auditOrder(trx, user, order.id, `order.state.${action}`, { from: plan.from, to: plan.to }, now);
    return stateJson('order.state', plan.to, false);
  });
}

/** POST /api/_action/order/{id}/note: an internal note (audit 'order.note'), never shown to the buyer. */
export async function addOrderNote(
  shop: Pick<Shop, 'db' | 'now'>,
  user: DeskUser,
  orderId: string,
  body: unknown,
) {
  const now = shop.now();
  await shop.db.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, orderId);
    const text = parseNote(body);
    await auditOrder(trx, user, order.id, 'order.note', { text }, now);
  });
}
