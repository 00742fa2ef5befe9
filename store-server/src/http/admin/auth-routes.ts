import type { FastifyInstance } from 'fastify';
import { grantDeskTokens, logOutDesk } from '../../services/desk/desk-session.js';
import { requireDeskLogin, requireDeskUser } from './desk-auth.js';

/** Token, logout and who-am-I of the desk. */
export function registerDeskAuthRoutes(app: FastifyInstance): void {
  app.post('/oauth/token', async (request, reply) => {
    const pair = await grantDeskTokens(app, request.body, request.ip);
    reply.header('Pragma', 'no-cache');
    return pair;
  });

  app.post('/_action/desk/logout', async (request, reply) => {
    await logOutDesk(app, requireDeskLogin(request));
    return reply.code(204).send();
  });

  app.get('/_info/me', async (request) => {
    const { id, email, name, role } = requireDeskUser(request);
    return { data: { id, email, name, role } };
  });
}
