import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Criteria } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database, ProductReviewTable } from '../schema.js';
import { toDefinition } from './definitions.js';
import { findRow } from './find-row.js';

type Db = Kysely<Database> | Transaction<Database>;
export type ProductReviewRow = Selectable<ProductReviewTable>;

const fields: SearchFields = {
  id: { type: 'id', expression: sql.ref('r.id') },
  productId: { type: 'id', expression: sql.ref('r.product_id') },
  customerId: { type: 'id', expression: sql.ref('r.customer_id') },
  salesChannelId: { type: 'id', expression: sql.ref('r.sales_channel_id') },
  languageId: { type: 'id', expression: sql.ref('r.language_id') },
  externalUser: { type: 'string', expression: sql.ref('r.external_user') },
  title: { type: 'string', expression: sql.ref('r.title') },
  content: { type: 'string', expression: sql.ref('r.content') },
  points: { type: 'number', expression: sql.ref('r.points') },
  status: { type: 'boolean', expression: sql.ref('r.status') },
  createdAt: { type: 'date', expression: sql.ref('r.created_at') },
  updatedAt: { type: 'date', expression: sql.ref('r.updated_at') },
};

export const productReviewDefinition = toDefinition('product_review', fields, {});

/**
 * The reviews of a product (or of its variants' parent) a visitor may see: approved ones, and the logged-in
 * customer's own before approval (Shopware's ProductReviewRoute). Newest first unless the criteria sort.
 */
export function searchProductReviews(
  db: Db,
  productIds: readonly string[],
  customerId: string | null,
  criteria: Criteria,
): Promise<SearchPage<ProductReviewRow>> {
  let query = db
    .selectFrom('product_review as r')
    .selectAll('r')
    .where('r.product_id', 'in', [...productIds]);
  query = customerId
    ? query.where((eb) => eb.or([eb('r.status', '=', 1), eb('r.customer_id', '=', customerId)]))
    : query.where('r.status', '=', 1);
  return searchPage(query, criteria, fields, [sql`r.created_at desc`, sql.ref('r.id')]);
}

export function findCustomerReview(
  db: Db,
  productId: string,
  customerId: string,
): Promise<ProductReviewRow | undefined> {
  return findRow(db, 'product_review', { product_id: productId, customer_id: customerId });
}

export async function saveReview(db: Db, row: ProductReviewRow, update: boolean): Promise<void> {
  if (update) {
    const { id, ...changes } = row;
    await db.updateTable('product_review').set(changes).where('id', '=', id).execute();
  } else await db.insertInto('product_review').values(row).execute();
}

/** The product's ratingAverage: the mean points of its approved reviews, null without any. */
export async function updateRatingAverage(db: Db, productId: string): Promise<number | null> {
  const row = await db
    .selectFrom('product_review')
    .select((eb) => eb.fn.avg<number | string | null>('points').as('average'))
    .where('product_id', '=', productId)
    .where('status', '=', 1)
    .executeTakeFirst();
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  await db.updateTable('product').set({ rating_average: average }).where('id', '=', productId).execute();
  return average;
}

/** Approves (status 1) or hides a review: the shop owner's moderation (no desk yet; tests and scripts). */
export async function setReviewStatus(
  db: Db,
  reviewId: string,
  approved: boolean,
): Promise<string | undefined> {
  const review = await db
    .selectFrom('product_review')
    .select('product_id')
    .where('id', '=', reviewId)
    .executeTakeFirst();
  if (!review) return undefined;
  await db
    .updateTable('product_review')
    .set({ status: approved ? 1 : 0 })
    .where('id', '=', reviewId)
    .execute();
  return review.product_id;
}
