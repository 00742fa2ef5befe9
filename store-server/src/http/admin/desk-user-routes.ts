import type { FastifyInstance } from 'fastify';
import { addDeskUser, listDeskAccounts, removeDeskUser } from '../../services/desk/desk-users.js';
import { requireOwner } from './desk-auth.js';

/**
 * The desk's accounts over HTTP, for owners only (a staff token gets 403): list, create, remove. The CLI
 * (npm run owner) does the same and also resets passwords.
 */
export function registerDeskUserRoutes(app: FastifyInstance): void {
  app.get('/_action/desk/user', async (request) => {
    requireOwner(request);
    const users = await listDeskAccounts(app);
    return { total: users.length, data: users };
  });

  app.post('/_action/desk/user', async (request) => {
    const owner = requireOwner(request);
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return { data: await addDeskUser(app, body as Record<string, unknown>, owner) };
  });

  app.delete<{ Params: { id: string } }>('/_action/desk/user/:id', async (request, reply) => {
    const owner = requireOwner(request);
    await removeDeskUser(app, { id: request.params.id }, owner);
    return reply.code(204).send();
  });
}
