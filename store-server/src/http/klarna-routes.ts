import type { FastifyInstance } from 'fastify';
import { startKlarnaSession } from '../services/klarna-session.js';
import { requestOrigin } from './catalogue-context.js';
import { storeContextOf } from './store-context.js';

// Our Store API extension for Klarna Payments (not in Shopware's schema): POST /klarna/session/start gives the
// shop the client_token for Klarna's JS SDK, the offered categories and the SDK's URL.

export function registerKlarnaRoutes(app: FastifyInstance): void {
  app.post('/klarna/session/start', async (request) =>
    startKlarnaSession(app, storeContextOf(request), requestOrigin(request, app.serverOptions.publicUrl)),
  );
}
