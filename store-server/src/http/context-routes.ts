import type { FastifyInstance } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';
import { buildSalesChannelContext, switchContext } from '../services/sales-channel-context.js';

// GET /context (Shopware's SalesChannelContext) and PATCH /context (ContextSwitchRoute), from
// services/sales-channel-context.ts.

export function registerContextRoutes(app: FastifyInstance): void {
  app.get('/context', async (request) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    return buildSalesChannelContext(app, context);
  });

  app.patch('/context', async (request) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    await switchContext(app, context, request.body, { klarna: app.klarna.available });
    // The token stays the same (ContextTokenResponse). All our domains serve the same shop, which switches
    // language through sw-language-id, so there is never a domain to redirect to.
    return { redirectUrl: null, apiAlias: 'array_struct' };
  });
}
