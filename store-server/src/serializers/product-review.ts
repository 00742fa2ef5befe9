import { LIVE_VERSION_ID } from '../constants.js';
import type { ProductReviewRow } from '../db/repositories/review-repository.js';

/** The ProductReview JSON. */
export function serializeProductReview(row: ProductReviewRow) {
  return {
    id: row.id,
    productId: row.product_id,
    productVersionId: LIVE_VERSION_ID,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    customerId: row.customer_id,
    externalUser: row.external_user,
    externalEmail: null,
    title: row.title,
    content: row.content,
    points: row.points,
    status: row.status === 1,
    comment: row.comment,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    apiAlias: 'product_review',
  };
}
