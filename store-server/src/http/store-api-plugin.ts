import type { FastifyInstance } from 'fastify';
import { registerAccountAddressRoutes } from './account-address-routes.js';
import { registerAccountRecoveryRoutes } from './account-recovery-routes.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerAccountSettingsRoutes } from './account-settings-routes.js';
import { registerCartRoutes } from './cart-routes.js';
import { registerCategoryRoutes } from './category-routes.js';
import { registerContentRoutes } from './content-routes.js';
import { registerContactRoutes } from './contact-routes.js';
import { registerContextRoutes } from './context-routes.js';
import { registerCrossSellingRoutes } from './cross-selling-routes.js';
import { collectRoutes, registerInfoRoutes } from './info-routes.js';
import { registerKlarnaRoutes } from './klarna-routes.js';
import { registerListingRoutes } from './listing-routes.js';
import { registerMethodRoutes } from './method-routes.js';
import { registerNavigationRoutes } from './navigation-routes.js';
import { registerNewsletterRoutes } from './newsletter-routes.js';
import { registerOrderActionRoutes } from './order-action-routes.js';
import { registerOrderRoutes } from './order-routes.js';
import { registerProductRoutes } from './product-routes.js';
import { registerSearchRoutes } from './search-routes.js';
import { registerReferenceRoutes } from './reference-routes.js';
import { registerSeoRoutes } from './seo-routes.js';
import { registerSitemapRoutes } from './sitemap-routes.js';
import { registerReviewRoutes } from './review-routes.js';
import { resolveStoreContext } from './store-context.js';
import { registerShippingCostRoutes } from './shipping-cost-routes.js';
import { registerStorefrontSupportRoutes } from './storefront-support-routes.js';
import { registerSystemRoutes } from './system-routes.js';
import { registerWishlistRoutes } from './wishlist-routes.js';

/** The Store API under /store-api: the sales-channel check for every route, then the route modules. */
export async function storeApiPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    // Preflights need no sales channel; unknown paths answer 404 before any authentication (as Symfony routes first).
    if (request.method === 'OPTIONS' || request.is404) return;
    const context = await resolveStoreContext(app.db, app.storeContextReads, request, app.now());
    request.storeContext = context;
    request.contextToken = context.token;
  });

  app.options('/*', async (_request, reply) => {
    reply.header('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE');
    reply.header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });

  const routes = collectRoutes(app);
  registerContextRoutes(app);
  registerSystemRoutes(app);
  registerNavigationRoutes(app);
  registerMethodRoutes(app);
  registerProductRoutes(app);
  registerListingRoutes(app);
  registerSearchRoutes(app);
  registerCategoryRoutes(app);
  registerCartRoutes(app);
  registerAccountRoutes(app);
  registerAccountRecoveryRoutes(app);
  registerAccountAddressRoutes(app);
  registerOrderRoutes(app);
  registerKlarnaRoutes(app);
  registerStorefrontSupportRoutes(app);
  registerShippingCostRoutes(app);
  registerSeoRoutes(app);
  registerCrossSellingRoutes(app);
  registerReferenceRoutes(app);
  registerSitemapRoutes(app);
  registerContentRoutes(app);
  registerInfoRoutes(app, routes);
  // Issue 18: account, newsletter, orders and payment, contact, reviews, wishlist.
  registerAccountSettingsRoutes(app);
  registerNewsletterRoutes(app);
  registerOrderActionRoutes(app);
  registerContactRoutes(app);
  registerReviewRoutes(app);
  registerWishlistRoutes(app);
}
