import type { Insertable, Selectable } from 'kysely';
import type { Db, OrderDocumentTable, OrderOfferLineTable, OrderOfferTable } from '../schema.js';

// Offers and order documents (0018-offers). A new offer supersedes the order's pending one; the customer's
// decision moves a pending offer only (a conditional update: a concurrent decision or a newer offer wins, and
// the caller reads the state again to say why).

export type OfferRow = Selectable<OrderOfferTable>;
export type OfferLineRow = Selectable<OrderOfferLineTable>;
export type OrderDocumentRow = Selectable<OrderDocumentTable>;

export interface StoredOffer {
  offer: OfferRow;
  lines: OfferLineRow[];
}

async function withLines(db: Db, offers: OfferRow[]): Promise<StoredOffer[]> {
  if (offers.length === 0) return [];
  const lines = await db
    .selectFrom('order_offer_line')
    .selectAll()
    .where(
      'offer_id',
      'in',
      offers.map((offer) => offer.id),
    )
    .orderBy('offer_id')
    .orderBy('position')
    .execute();
  return offers.map((offer) => ({ offer, lines: lines.filter((line) => line.offer_id === offer.id) }));
}

/** The latest offer of each of the orders (the highest sequence), with its lines: two queries. */
export async function latestOffers(db: Db, orderIds: readonly string[]): Promise<Map<string, StoredOffer>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_offer as o')
    .selectAll('o')
    .where('o.order_id', 'in', [...orderIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_offer as n')
            .select('n.id')
            .whereRef('n.order_id', '=', 'o.order_id')
            .whereRef('n.sequence', '>', 'o.sequence'),
        ),
      ),
    )
    .execute();
  const stored = await withLines(db, rows);
  return new Map(stored.map((entry) => [entry.offer.order_id, entry]));
}

/** The ids of all offers of the order (for its history). */
export async function offerIdsOf(db: Db, orderId: string): Promise<string[]> {
  const rows = await db.selectFrom('order_offer').select('id').where('order_id', '=', orderId).execute();
  return rows.map((row) => row.id);
}

export async function findOffer(db: Db, orderId: string, offerId: string): Promise<StoredOffer | undefined> {
  const row = await db
    .selectFrom('order_offer')
    .selectAll()
    .where('id', '=', offerId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/** The sequence number of the order's next offer (call it with the order row locked). */
export async function nextOfferSequence(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('order_offer')
    .select((eb) => eb.fn.max('sequence').as('last'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function hasAcceptedOffer(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_offer')
    .select('id')
    .where('order_id', '=', orderId)
    .where('state', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the order's pending offers superseded. */
export async function supersedePendingOffers(db: Db, orderId: string, now: string): Promise<void> {
  await db
    .updateTable('order_offer')
    .set({ state: 'superseded', decided_at: now })
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .execute();
}

export async function insertOffer(
  db: Db,
  offer: Insertable<OrderOfferTable>,
  lines: Insertable<OrderOfferLineTable>[],
): Promise<void> {
  await db.insertInto('order_offer').values(offer).execute();
  if (lines.length > 0) await db.insertInto('order_offer_line').values(lines).execute();
}

/** Moves a pending offer to `to`; false when it is no longer pending. */
export async function decideOffer(db: Db, offerId: string, to: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('order_offer')
    .set({ state: to, decided_at: now })
    .where('id', '=', offerId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Touches the order if it is in one of `states`: the row lock that serialises offers of one order. */
export async function lockOrderIn(db: Db, orderId: string, states: readonly string[], now: string) {
  const result = await db
    .updateTable('shop_order')
    .set({ updated_at: now })
    .where('id', '=', orderId)
    .where('state', 'in', [...states])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOrderDocument(db: Db, document: Insertable<OrderDocumentTable>): Promise<void> {
  await db.insertInto('order_document').values(document).execute();
}

export function findOrderDocument(db: Db, documentId: string): Promise<OrderDocumentRow | undefined> {
  return db.selectFrom('order_document').selectAll().where('id', '=', documentId).executeTakeFirst();
}
