import type { FastifyInstance } from 'fastify';
import { authenticateDesk } from '../../services/desk/desk-session.js';
import { registerDeskAuthRoutes } from './auth-routes.js';
import { registerOfferRoutes } from './offer-routes.js';
import { registerDeskOrderRoutes } from './order-routes.js';
import { registerDeskProductRoutes } from './product-routes.js';
import { registerDeskUserRoutes } from './desk-user-routes.js';

/** The one route of /api that needs no bearer token. */
const TOKEN_ROUTE = '/api/oauth/token';

/**
 * The owner desk's Admin API under /api (Shopware's Admin API shapes, `Accept: application/json`): bearer tokens
 * only (no cookies, so no CSRF surface; no CORS headers, so other origins' scripts cannot read answers). Every
 * route but /api/oauth/token is refused with 401 without a valid access token, before its handler runs.
 */
export async function adminApiPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    // Unknown paths answer 404 (the global not-found handler) before any authentication, as the Store API does.
    const route = request.routeOptions.url;
    if (route === undefined || route === TOKEN_ROUTE) return;
    const { user, familyId } = await authenticateDesk(app, request.headers.authorization);
    request.deskUser = user;
    request.deskLogin = familyId;
  });

  // Route modules of the desk. Each one: parse → one service of services/desk/ (or offers) → serialize.
  registerDeskAuthRoutes(app);
  registerDeskOrderRoutes(app);
  registerDeskProductRoutes(app);
  registerDeskUserRoutes(app);
  registerOfferRoutes(app);
}
