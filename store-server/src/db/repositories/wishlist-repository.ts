import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { findRow } from './find-row.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface WishlistRow {
  id: string;
  customer_id: string;
  sales_channel_id: string;
  created_at: string;
  updated_at: string | null;
}

export function findWishlist(
  db: Db,
  customerId: string,
  salesChannelId: string,
): Promise<WishlistRow | undefined> {
  return findRow(db, 'customer_wishlist', { customer_id: customerId, sales_channel_id: salesChannelId });
}

export async function insertWishlist(db: Db, row: WishlistRow): Promise<void> {
  await db.insertInto('customer_wishlist').values(row).execute();
}

/** The listed products still visible (active, parent active), newest first, one page of them and the count. */
export async function wishlistPage(
  db: Db,
  wishlistId: string,
  page: { offset: number; limit: number },
): Promise<{ productIds: string[]; total: number }> {
  const visible = db
    .selectFrom('customer_wishlist_product as w')
    .innerJoin('product as p', 'p.id', 'w.product_id')
    .leftJoin('product as pp', 'pp.id', 'p.parent_id')
    .where('w.wishlist_id', '=', wishlistId)
    .where(sql<boolean>`p.active = 1 and (pp.id is null or pp.active = 1)`);
  const [rows, count] = await Promise.all([
    visible
      .select('w.product_id')
      .orderBy('w.created_at', 'desc')
      .orderBy('w.product_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    visible.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { productIds: rows.map((row) => row.product_id), total: Number(count?.total ?? 0) };
}

export async function wishlistProductIds(db: Db, wishlistId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('customer_wishlist_product')
    .select('product_id')
    .where('wishlist_id', '=', wishlistId)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

export async function addWishlistProducts(
  db: Db,
  wishlistId: string,
  productIds: readonly string[],
  now: string,
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insertInto('customer_wishlist_product')
    .values(
      productIds.map((productId) => ({ wishlist_id: wishlistId, product_id: productId, created_at: now })),
    )
    .onConflict((oc) => oc.columns(['wishlist_id', 'product_id']).doNothing())
    .execute();
}

export async function removeWishlistProduct(db: Db, wishlistId: string, productId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('customer_wishlist_product')
    .where('wishlist_id', '=', wishlistId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Of these ids, the products that exist and are visible. */
export async function visibleProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('product as p')
    .leftJoin('product as pp', 'pp.id', 'p.parent_id')
    .select('p.id')
    .where('p.id', 'in', [...ids])
    .where(sql<boolean>`p.active = 1 and (pp.id is null or pp.active = 1)`)
    .execute();
  return new Set(rows.map((row) => row.id));
}
