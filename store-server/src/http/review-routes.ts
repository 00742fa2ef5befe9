import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  listReviews,
  parseReview,
  parseReviewCriteria,
  reviewErrors,
  saveCustomerReview,
} from '../services/reviews.js';
import { requireCustomer } from '../services/account.js';
import { storeContextOf } from './store-context.js';
import { criteriaRoute } from './criteria-input.js';
import { serializeProductReview } from '../serializers/product-review.js';
import { entitySearchResult } from '../serializers/search-result.js';

// POST|GET /product/{productId}/reviews and POST /product/{productId}/review (services/reviews.ts). Saving
// answers 204 as Shopware's ProductReviewSaveRoute (NoContentResponse).

type ProductParams = { Params: { productId: string } };

export function registerReviewRoutes(app: FastifyInstance): void {
  const read = criteriaRoute(
    parseReviewCriteria,
    async (request: FastifyRequest<ProductParams>, criteria) => {
      const customerId = storeContextOf(request).session?.customer_id ?? null;
      const page = await listReviews(app.db, request.params.productId, customerId, criteria);
      return entitySearchResult(
        'product_review',
        criteria,
        page.rows.map(serializeProductReview),
        page.total,
      );
    },
  );
  app.post<ProductParams>('/product/:productId/reviews', read);
  app.get<ProductParams>('/product/:productId/reviews', read);

  app.post<ProductParams>('/product/:productId/review', async (request, reply: FastifyReply) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: false,
    });
    if (app.serverOptions.reviewsEnabled === false) throw reviewErrors.notActive();
    await saveCustomerReview(app.db, {
      productId: request.params.productId,
      customer,
      salesChannelId: context.salesChannel.id,
      languageId: context.languageId,
      draft: parseReview(request.body, customer),
      now: app.now(),
    });
    return reply.code(204).send();
  });
}
