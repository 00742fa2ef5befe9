import type { FastifyInstance } from 'fastify';
import {
  addOrderNote,
  parseDeskOrderCriteria,
  readDeskOrder,
  searchDeskOrders,
  transitionDeskOrder,
} from '../../services/desk/desk-orders.js';
import { rawCriteria } from '../criteria-input.js';
import { requireDeskUser } from './desk-auth.js';

type IdParams = { Params: { id: string } };

/** The desk's orders: search, detail, state transitions and internal notes. */
export function registerDeskOrderRoutes(app: FastifyInstance): void {
  app.post('/search/order', async (request) => {
    requireDeskUser(request);
    return searchDeskOrders(app, parseDeskOrderCriteria(rawCriteria(request)));
  });

  app.get<IdParams>('/order/:id', async (request) => {
    requireDeskUser(request);
    return readDeskOrder(app, request.params.id);
  });

  app.post<{ Params: { id: string; transition: string } }>(
    '/_action/order/:id/state/:transition',
    async (request) =>
      transitionDeskOrder(app, requireDeskUser(request), request.params.id, request.params.transition),
  );

  app.post<IdParams>('/_action/order/:id/note', async (request, reply) => {
    await addOrderNote(app, requireDeskUser(request), request.params.id, request.body);
    return reply.code(204).send();
  });
}
