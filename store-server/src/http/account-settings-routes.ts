import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeEmail,
  changeLanguage,
  convertGuest,
  deleteCustomer,
  storefrontUrlFor,
  type Session,
} from '../services/account-settings.js';
import { payloadForNewSession, requireCustomer } from '../services/account.js';
import { storeContextOf } from './store-context.js';
import { guardFlood } from './flood-guard.js';
import type { StoreContext } from '../services/context.js';

// POST /account/change-email, /account/change-language, /account/convert-guest and DELETE /account/customer
// (services/account-settings.ts). The password-checking routes are flood-limited per client address and
// email (`account-change`): a stolen session cannot guess the password through them.

const SUCCESS = { success: true, apiAlias: 'array_struct' as const };

const sessionOf = (context: StoreContext, payload: string): Session => ({
  token: context.token,
  salesChannelId: context.salesChannel.id,
  payload,
});

export function registerAccountSettingsRoutes(app: FastifyInstance): void {
  app.post('/account/change-email', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: false,
    });
    await guardFlood(app, request, 'account-change', customer.email);
    request.contextToken = await changeEmail(app.db, {
      customer,
      session: sessionOf(context, JSON.stringify(context.payload)),
      body: request.body,
      hasher: app.passwordHasher,
      floodLimits: app.floodLimits,
      now: app.now(),
    });
    app.mailDelivery.kick();
    return SUCCESS;
  });

  app.post('/account/change-language', async (request) => {
    const { customer } = await requireCustomer(app.db, storeContextOf(request), { allowGuest: false });
    await changeLanguage(app.db, customer, request.body, app.now());
    return SUCCESS;
  });

  app.post('/account/convert-guest', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    await guardFlood(app, request, 'account-change', customer.email);
    const storefrontUrl = await storefrontUrlFor(app.db, customer, app.serverOptions.publicUrl);
    request.contextToken = await convertGuest(app.db, {
      customer,
      session: sessionOf(context, JSON.stringify(context.payload)),
      body: request.body,
      storefrontUrl,
      hasher: app.passwordHasher,
      floodLimits: app.floodLimits,
      now: app.now(),
    });
    app.mailDelivery.kick();
    return SUCCESS;
  });

  app.delete('/account/customer', async (request: FastifyRequest, reply) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    request.contextToken = await deleteCustomer(
      app.db,
      customer,
      sessionOf(context, payloadForNewSession(context.payload)),
      app.now(),
    );
    return reply.code(204).send();
  });
}
