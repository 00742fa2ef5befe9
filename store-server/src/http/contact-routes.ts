import type { FastifyInstance } from 'fastify';
import { SYSTEM_LANGUAGE_ID } from '../constants.js';
import { languageChain } from '../db/repositories/language-chain.js';
import { translatedSalutations } from '../db/repositories/salutation-repository.js';
import { mailLocale } from '../mail/account-mails.js';
import { shopOwnerEmail } from '../options.js';
import { parseContactForm, sendContactForm } from '../services/contact.js';
import { storeContextOf } from './store-context.js';
import { guardFlood } from './flood-guard.js';

// POST /contact-form (services/contact.ts): validated, flood-limited per client address and per email (it
// mails the shop owner), answered {individualSuccessMessage, apiAlias:"contact_form_result"}.

export function registerContactRoutes(app: FastifyInstance): void {
  app.post('/contact-form', async (request) => {
    const context = storeContextOf(request);
    // The owner's mail is in English: the salutation's English name.
    const salutations = await translatedSalutations(app.db, languageChain(SYSTEM_LANGUAGE_ID)).execute();
    const names = new Map(salutations.map((row) => [row.id, row.display_name]));
    const message = parseContactForm(request.body, names);
    await guardFlood(app, request, 'contact', message.email);
    const answer = await sendContactForm(app.db, message, {
      ownerEmail: shopOwnerEmail(app.serverOptions),
      salutationName: names.get(message.salutationId) ?? '',
      locale: mailLocale(context.languageId),
      now: app.now(),
    });
    app.mailDelivery.kick();
    return answer;
  });
}
