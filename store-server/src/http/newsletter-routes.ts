import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmSubscription,
  recipientStatus,
  subscribeToNewsletter,
  unsubscribe,
  unsubscribeEmail,
} from '../services/newsletter.js';
import { requireCustomer } from '../services/account.js';
import { storeContextOf } from './store-context.js';
import { guardFlood } from './flood-guard.js';

// POST /newsletter/subscribe, /newsletter/confirm, /newsletter/unsubscribe and /account/newsletter-recipient
// (the use cases and what they reveal: services/newsletter.ts). Subscribe mails, so it is flood-limited per
// client address and email; unsubscribe too (it answers alike for any address, but writes). Confirm and
// unsubscribe answer 200 `{success: true}` as Shopware 6.7 does since 6.7.9 (the routes are its
// confirmWithResponse/unsubscribeWithResponse, a SuccessResponse; before, a 204).

const SUCCESS = { success: true, apiAlias: 'array_struct' as const };

export function registerNewsletterRoutes(app: FastifyInstance): void {
  app.post('/newsletter/subscribe', async (request) => {
    const status = await subscribeToNewsletter(app, storeContextOf(request), request.body, request.ip);
    return { success: true, status, apiAlias: 'newsletter_subscribe' };
  });

  app.post('/newsletter/confirm', async (request) => {
    const context = storeContextOf(request);
    await confirmSubscription(app.db, context.salesChannel.id, request.body, app.now());
    return SUCCESS;
  });

  app.post('/newsletter/unsubscribe', async (request) => {
    const context = storeContextOf(request);
    const email = unsubscribeEmail(request.body);
    await guardFlood(app, request, 'newsletter', email);
    await unsubscribe(app.db, context.salesChannel.id, email, app.now());
    return SUCCESS;
  });

  const recipient = async (request: FastifyRequest) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const status = await recipientStatus(app.db, context.salesChannel.id, customer);
    return { status, apiAlias: 'account_newsletter_recipient' };
  };
  app.post('/account/newsletter-recipient', recipient);
  app.get('/account/newsletter-recipient', recipient);
}
