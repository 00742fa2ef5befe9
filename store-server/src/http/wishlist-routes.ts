import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import {
  addToWishlist,
  mergeIntoWishlist,
  mergeProductIds,
  readWishlistProducts,
  removeFromWishlist,
  wishlistErrors,
} from '../services/wishlist.js';
import { requireCustomer } from '../services/account.js';
import { storeContextOf } from './store-context.js';
import { catalogueReader } from './catalogue-context.js';
import { rawCriteria } from './criteria-input.js';
import { parseProductCriteria } from '../services/catalogue.js';
import { entitySearchResult } from '../serializers/search-result.js';

// The wishlist routes (services/wishlist.ts): 403 CHECKOUT__WISHLIST_IS_NOT_ACTIVATED while WISHLIST_ENABLED is
// off (checked first, as Shopware's routes do), then login required (no guests).

type ProductParams = { Params: { productId: string } };
const SUCCESS = { success: true, apiAlias: 'array_struct' as const };

export function registerWishlistRoutes(app: FastifyInstance): void {
  const owner = async (request: FastifyRequest) => {
    if (app.serverOptions.wishlistEnabled !== true) throw wishlistErrors.notActivated();
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: false,
    });
    return { context, owner: { customerId: customer.id, salesChannelId: context.salesChannel.id } };
  };

  const load = async (request: FastifyRequest) => {
    const { owner: who } = await owner(request);
    const reader = catalogueReader(app, request);
    const criteria = parseProductCriteria(rawCriteria(request));
    const { wishlist, products: elements, total } = await readWishlistProducts(app, reader, who, criteria);
    const products = applyIncludes(
      entitySearchResult('product', criteria, elements, total),
      criteria.includes,
      criteria.excludes,
    );
    return {
      wishlist: {
        id: wishlist.id,
        customerId: wishlist.customer_id,
        salesChannelId: wishlist.sales_channel_id,
        customFields: null,
        createdAt: wishlist.created_at,
        updatedAt: wishlist.updated_at,
        apiAlias: 'customer_wishlist',
      },
      products,
      apiAlias: 'wishlist_products',
    };
  };
  app.post('/customer/wishlist', load);
  app.get('/customer/wishlist', load);

  app.post<ProductParams>('/customer/wishlist/add/:productId', async (request) => {
    const { owner: who } = await owner(request);
    await addToWishlist(app.db, who, request.params.productId, app.now());
    return SUCCESS;
  });

  app.post('/customer/wishlist/merge', async (request) => {
    const { owner: who } = await owner(request);
    await mergeIntoWishlist(app.db, who, mergeProductIds(request.body), app.now());
    return SUCCESS;
  });

  app.delete<ProductParams>(
    '/customer/wishlist/delete/:productId',
    async (request: FastifyRequest<ProductParams>, _reply: FastifyReply) => {
      const { owner: who } = await owner(request);
      await removeFromWishlist(app.db, who, request.params.productId);
      return SUCCESS;
    },
  );
}
