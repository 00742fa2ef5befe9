import type { FastifyInstance } from 'fastify';
import { submitContactForm } from '../services/contact.js';
import { storeContextOf } from './store-context.js';

// POST /contact-form (services/contact.ts): validated, flood-limited per client address and per email (it
// mails the shop owner), answered {individualSuccessMessage, apiAlias:"contact_form_result"}.

export function registerContactRoutes(app: FastifyInstance): void {
  app.post('/contact-form', (request) =>
    submitContactForm(app, storeContextOf(request), request.body, request.ip),
  );
}
