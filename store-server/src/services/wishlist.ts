import type { Kysely } from 'kysely';
import {
  addWishlistProducts,
  findWishlist,
  insertWishlist,
  removeWishlistProduct,
  visibleProductIds,
  wishlistPage,
  wishlistProductIds,
  type WishlistRow,
} from '../db/repositories/wishlist-repository.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import type { Database } from '../db/schema.js';
import { cartExceptions } from '../domain/cart/cart-exceptions.js';
import { StoreApiError, storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { REQUEST_LIMITS } from '../domain/limits.js';
import type { Criteria } from '../domain/criteria/types.js';
import { catalogueRead, productsJson, type CatalogueReader } from './catalogue.js';
import { randomId } from './random-id.js';
import type { Shop } from './shop.js';

// The customer's wishlist (Shopware's LoadWishlistRoute, AddWishlistProductRoute, MergeWishlistProductRoute,
// RemoveWishlistProductRoute): one list per customer and sales channel, created by the first add or merge.
// Only while WISHLIST_ENABLED (core.cart.wishlistEnabled) is on; login required, guests refused (the routes
// check both). Foreign data is out of reach: every query is by the logged-in customer's own list.

export const wishlistErrors = {
  notActivated: () =>
    new StoreApiError({
      status: 403,
      code: 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED',
      detail: 'Wishlist is not activated!',
    }),
  notFound: () =>
    new StoreApiError({
      status: 404,
      code: 'CHECKOUT__WISHLIST_NOT_FOUND',
      detail: 'Wishlist for this customer was not found.',
    }),
  duplicate: (productId: string) =>
    new StoreApiError({
      status: 400,
      code: 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT',
      detail: 'Product already added in wishlist',
      parameters: { productId },
    }),
  productNotFound: (productId: string) =>
    new StoreApiError({
      status: 404,
      code: 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND',
      detail: `Wishlist product with id ${productId} not found`,
      parameters: { productId },
    }),
  productIdsMissing: () =>
    new StoreApiError({
      status: 400,
      code: 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING',
      detail: 'Parameter productIds is missing.',
    }),
  full: (limit: number) =>
    new StoreApiError({
      status: 400,
      code: 'CHECKOUT__WISHLIST_LIMIT_EXCEEDED',
      detail: `The wishlist can hold at most ${limit} products.`,
      parameters: { limit },
    }),
};

export interface WishlistOwner {
  customerId: string;
  salesChannelId: string;
}

/** One page of the list (newest first): the list and the product ids to show, or 404 without a list. */
export async function loadWishlist(
  db: Kysely<Database>,
  owner: WishlistOwner,
  page: { page: number; limit: number },
): Promise<{ wishlist: WishlistRow; productIds: string[]; total: number }> {
  const wishlist = await findWishlist(db, owner.customerId, owner.salesChannelId);
  if (!wishlist) throw wishlistErrors.notFound();
  const result = await wishlistPage(db, wishlist.id, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return { wishlist, ...result };
}

/** One page of the list with its products as Store API JSON (in the list's order; hidden products left out). */
export async function readWishlistProducts(
  shop: Shop,
  reader: CatalogueReader,
  owner: WishlistOwner,
  criteria: Criteria,
) {
  const ctx = catalogueRead(shop, reader);
  const { wishlist, productIds, total } = await loadWishlist(ctx.db, owner, criteria);
  const rows = await loadProductsByIds(ctx.db, ctx.chain, productIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = productIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { wishlist, products: await productsJson(ctx, ordered, criteria), total };
}

async function ownWishlist(db: Kysely<Database>, owner: WishlistOwner, now: string): Promise<WishlistRow> {
  const existing = await findWishlist(db, owner.customerId, owner.salesChannelId);
  if (existing) return existing;
  const row = {
    id: randomId(),
    customer_id: owner.customerId,
    sales_channel_id: owner.salesChannelId,
    created_at: now,
    updated_at: null,
  };
  await insertWishlist(db, row);
  return row;
}

export async function addToWishlist(
  db: Kysely<Database>,
  owner: WishlistOwner,
  productId: string,
  now: Date,
): Promise<void> {
  if (!isHexId(productId) || !(await visibleProductIds(db, [productId])).has(productId))
    throw storeApiErrors.productNotFound(productId);
  await db.transaction().execute(async (trx) => {
    const wishlist = await ownWishlist(trx, owner, now.toISOString());
    const listed = await wishlistProductIds(trx, wishlist.id);
    if (listed.has(productId)) throw wishlistErrors.duplicate(productId);
    if (listed.size >= REQUEST_LIMITS.wishlistProducts)
      throw wishlistErrors.full(REQUEST_LIMITS.wishlistProducts);
    await addWishlistProducts(trx, wishlist.id, [productId], now.toISOString());
  });
}

/** The product ids of a merge body, or Shopware's 400 when there are none; unknown ids are skipped (as Shopware). */
export function mergeProductIds(body: unknown): string[] {
  const raw =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).productIds : undefined;
  if (!Array.isArray(raw) || raw.length === 0) throw wishlistErrors.productIdsMissing();
  if (raw.length > REQUEST_LIMITS.wishlistProducts)
    throw cartExceptions.tooMany('productIds', REQUEST_LIMITS.wishlistProducts, raw.length);
  return [...new Set(raw.filter(isHexId))];
}

export async function mergeIntoWishlist(
  db: Kysely<Database>,
  owner: WishlistOwner,
  productIds: readonly string[],
  now: Date,
): Promise<void> {
  const visible = await visibleProductIds(db, productIds);
  await db.transaction().execute(async (trx) => {
    const wishlist = await ownWishlist(trx, owner, now.toISOString());
    const listed = await wishlistProductIds(trx, wishlist.id);
    const added = productIds.filter((id) => visible.has(id) && !listed.has(id));
    if (listed.size + added.length > REQUEST_LIMITS.wishlistProducts)
      throw wishlistErrors.full(REQUEST_LIMITS.wishlistProducts);
    await addWishlistProducts(trx, wishlist.id, added, now.toISOString());
  });
}

export async function removeFromWishlist(
  db: Kysely<Database>,
  owner: WishlistOwner,
  productId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const wishlist = await findWishlist(trx, owner.customerId, owner.salesChannelId);
    if (!wishlist) throw wishlistErrors.notFound();
    if (!(await removeWishlistProduct(trx, wishlist.id, productId)))
      throw wishlistErrors.productNotFound(productId);
  });
}
