import type { Kysely } from 'kysely';
import { bumpCatalogueRevision } from '../db/repositories/catalogue-revision-repository.js';
import type { CustomerRow } from '../db/repositories/customer-repository.js';
import {
  findCustomerReview,
  productReviewDefinition,
  saveReview,
  searchProductReviews,
  updateRatingAverage,
  type ProductReviewRow,
} from '../db/repositories/review-repository.js';
import { visibleProductIds } from '../db/repositories/wishlist-repository.js';
import type { Database } from '../db/schema.js';
import { asInput, emailField, textField, violations, Violations } from '../domain/account/validation.js';
import { hasForbiddenCharacter } from '../domain/control-characters.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import type { Criteria } from '../domain/criteria/types.js';
import { StoreApiError, storeApiErrors, violation } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { randomId } from './random-id.js';

// Product reviews (Shopware's ProductReviewRoute and ProductReviewSaveRoute). Reading: the approved reviews of
// the product and of its variants (a parent's id shows them all), plus the logged-in customer's own before
// approval. Writing (REVIEWS_ENABLED, login required, no guests): title at least 5 characters, content at
// least 40, points 1 to 5; name and email default to the customer's. One review per customer and product:
// a second one updates the first (and waits for approval again). A review is stored unapproved (status
// false), as Shopware's; the product's ratingAverage is the mean of its approved reviews, recomputed when a
// review changes (and the catalogue revision raised when it moved, so cached product answers renew).

export const CONTENT_MAX_LENGTH = 5000;

export const reviewErrors = {
  notActive: () =>
    new StoreApiError({ status: 403, code: 'PRODUCT__REVIEW_NOT_ACTIVE', detail: 'Reviews not activated' }),
};

/** The ids whose reviews a product shows: itself and its variants. */
export async function reviewedProductIds(db: Kysely<Database>, productId: string): Promise<string[]> {
  if (!isHexId(productId)) throw storeApiErrors.productNotFound(productId);
  const rows = await db
    .selectFrom('product')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', productId), eb('parent_id', '=', productId)]))
    .execute();
  if (rows.length === 0) throw storeApiErrors.productNotFound(productId);
  return rows.map((row) => row.id);
}

/** A request's criteria over product reviews. */
export const parseReviewCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, productReviewDefinition);

export async function listReviews(
  db: Kysely<Database>,
  productId: string,
  customerId: string | null,
  criteria: Criteria,
) {
  const ids = await reviewedProductIds(db, productId);
  return searchProductReviews(db, ids, customerId, criteria);
}

export interface ReviewDraft {
  title: string;
  content: string;
  points: number;
  name: string | null;
  email: string;
}

export function parseReview(body: unknown, customer: CustomerRow): ReviewDraft {
  const input = asInput(body);
  const errors = new Violations();
  const title = textField(input, 'title', '/title', errors, { required: true });
  if (title !== null && title.length < 5) errors.add(violations.tooShort('/title', 5));
  const raw = input.content;
  let content = '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string')
    errors.add(violations.invalidType('/content', 'string'));
  else if (typeof raw !== 'string' || raw.trim() === '') errors.add(violations.blank('/content', raw));
  else {
    content = raw.trim();
    if (hasForbiddenCharacter(content, 'multi-line'))
      errors.add(violations.forbiddenCharacter('/content', content, 'multi-line'));
    if (content.length < 40) errors.add(violations.tooShort('/content', 40));
    if (content.length > CONTENT_MAX_LENGTH) errors.add(violations.tooLong('/content', CONTENT_MAX_LENGTH));
  }
  const points = input.points;
  if (points === undefined || points === null || points === '')
    errors.add(violations.blank('/points', points));
  else if (typeof points !== 'number' || !Number.isFinite(points))
    errors.add(violations.invalidType('/points', 'numeric'));
  else if (points < 1 || points > 5)
    errors.add(
      violation('NOT_IN_RANGE_ERROR', '/points', 'This value should be between 1 and 5.', {
        '{{ value }}': points,
        '{{ min }}': 1,
        '{{ max }}': 5,
      }),
    );
  const name = textField(input, 'name', '/name', errors, { fallback: customer.first_name });
  const email =
    input.email === undefined || input.email === null || input.email === ''
      ? customer.email
      : emailField(input, 'email', errors);
  errors.throwIfAny();
  return { title: title ?? '', content, points: points as number, name, email };
}

/** Saves the customer's review of the product (a second one updates the first). */
export async function saveCustomerReview(
  db: Kysely<Database>,
  review: {
    productId: string;
    customer: CustomerRow;
    salesChannelId: string;
    languageId: string;
    draft: ReviewDraft;
    now: Date;
  },
): Promise<void> {
  const { productId, customer, draft } = review;
  if (!isHexId(productId) || !(await visibleProductIds(db, [productId])).has(productId))
    throw storeApiErrors.productNotFound(productId);
  await db.transaction().execute(async (trx) => {
    const existing = await findCustomerReview(trx, productId, customer.id);
    const now = review.now.toISOString();
    const row: ProductReviewRow = {
      id: existing?.id ?? randomId(),
      product_id: productId,
      customer_id: customer.id,
      sales_channel_id: review.salesChannelId,
      language_id: review.languageId,
      external_user: draft.name,
      external_email: draft.email,
      title: draft.title,
      content: draft.content,
      points: draft.points,
      status: 0,
      comment: existing?.comment ?? null,
      created_at: existing?.created_at ?? now,
      updated_at: existing ? now : null,
    };
    await saveReview(trx, row, existing !== undefined);
    if (existing?.status === 1) {
      await updateRatingAverage(trx, productId);
      await bumpCatalogueRevision(trx);
    }
  });
}
