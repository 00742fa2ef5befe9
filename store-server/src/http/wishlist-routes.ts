import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productDefinition } from '../db/repositories/product-fields.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import {
  addToWishlist,
  loadWishlist,
  mergeIntoWishlist,
  mergeProductIds,
  removeFromWishlist,
  wishlistErrors,
} from '../services/wishlist.js';
import { requireCustomer } from '../services/account.js';
import { storeContextOf } from './store-context.js';
import { catalogueContext } from './catalogue-context.js';
import { requestCriteria } from './criteria-input.js';
import { productsJson } from '../services/catalogue.js';
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
    const ctx = catalogueContext(app, request);
    const criteria = requestCriteria(request, productDefinition);
    const { wishlist, productIds, total } = await loadWishlist(app.db, who, criteria);
    const rows = await loadProductsByIds(app.db, ctx.chain, productIds);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = productIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
    const elements = await productsJson(ctx, ordered, criteria);
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
