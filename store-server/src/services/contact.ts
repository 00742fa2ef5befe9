import type { Kysely } from 'kysely';
import { SYSTEM_LANGUAGE_ID } from '../constants.js';
import { languageChain } from '../db/repositories/language-chain.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import { translatedSalutations } from '../db/repositories/salutation-repository.js';
import type { Database } from '../db/schema.js';
import {
  asInput,
  emailField,
  textField,
  violations,
  Violations,
  type Input,
} from '../domain/account/validation.js';
import { hasForbiddenCharacter } from '../domain/control-characters.js';
import { violation } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { mailLocale } from '../mail/account-mails.js';
import { contactFormMail, type ContactMessage } from '../mail/breadth-mails.js';
import { shopOwnerEmail } from '../options.js';
import type { StoreContext } from './context.js';
import { guardFlood } from './flood.js';
import type { Shop } from './shop.js';

// POST /contact-form (Shopware's ContactFormRoute with ContactFormValidationFactory): the message goes to the
// shop owner (SHOP_OWNER_EMAIL) through the mail outbox, in the same transaction as nothing else (the mail is
// the only fact). Validation as Shopware's, with our settings: salutationId NotBlank and existing; firstName,
// lastName NotBlank (Shopware's firstNameFieldRequired/lastNameFieldRequired switched on: the owner answers
// by name), no links in them; email a valid address; phone optional; subject and comment NotBlank. Our
// bounds: 255 characters per line field, 5000 for the comment; control characters refused (the comment keeps
// line breaks and tabs). The answer's individualSuccessMessage is "" as Shopware's without a CMS slot.

export const COMMENT_MAX_LENGTH = 5000;

const NO_LINK = /https?:\/\//i;

function nameField(input: Input, key: string, errors: Violations): string | null {
  const value = textField(input, key, `/${key}`, errors, { required: true });
  if (value !== null && NO_LINK.test(value))
    errors.add(
      violation('REGEX_FAILED_ERROR', `/${key}`, 'This value is not valid.', {
        '{{ value }}': JSON.stringify(value),
      }),
    );
  return value;
}

export interface ContactInput {
  salutationId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  comment: string;
  navigationId: string | null;
}

export function parseContactForm(body: unknown, salutations: ReadonlyMap<string, string>): ContactInput {
  const input = asInput(body);
  const errors = new Violations();
  const salutationId = input.salutationId;
  if (salutationId === undefined || salutationId === null || salutationId === '')
    errors.add(violations.blank('/salutationId', salutationId));
  else if (typeof salutationId !== 'string' || !isHexId(salutationId) || !salutations.has(salutationId))
    errors.add(violations.entityDoesNotExist('/salutationId', 'salutation', salutationId));
  const firstName = nameField(input, 'firstName', errors);
  const lastName = nameField(input, 'lastName', errors);
  const email = emailField(input, 'email', errors);
  const phone = textField(input, 'phone', '/phone', errors);
  const subject = textField(input, 'subject', '/subject', errors, { required: true });
  const rawComment = input.comment;
  let comment = '';
  if (rawComment !== undefined && rawComment !== null && typeof rawComment !== 'string')
    errors.add(violations.invalidType('/comment', 'string'));
  else if (typeof rawComment !== 'string' || rawComment.trim() === '')
    errors.add(violations.blank('/comment', rawComment));
  else {
    comment = rawComment.trim();
    if (hasForbiddenCharacter(comment, 'multi-line'))
      errors.add(violations.forbiddenCharacter('/comment', comment, 'multi-line'));
    if (comment.length > COMMENT_MAX_LENGTH) errors.add(violations.tooLong('/comment', COMMENT_MAX_LENGTH));
  }
  const navigationId = input.navigationId;
  if (navigationId !== undefined && navigationId !== null && navigationId !== '' && !isHexId(navigationId))
    errors.add(violations.invalidType('/navigationId', 'uuid'));
  errors.throwIfAny();
  return {
    salutationId: salutationId as string,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    email,
    phone,
    subject: subject ?? '',
    comment,
    navigationId: typeof navigationId === 'string' && navigationId !== '' ? navigationId : null,
  };
}

/** Queues the message to the shop owner; the answer's body. */
export async function sendContactForm(
  db: Kysely<Database>,
  message: ContactInput,
  details: { ownerEmail: string; salutationName: string; locale: ContactMessage['locale']; now: Date },
): Promise<{ individualSuccessMessage: string; apiAlias: 'contact_form_result' }> {
  const mail = contactFormMail(details.ownerEmail, {
    salutation: details.salutationName,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    comment: message.comment,
    page: message.navigationId,
    locale: details.locale,
  });
  await db.transaction().execute((trx) => enqueueMails(trx, [mail], details.now));
  return { individualSuccessMessage: '', apiAlias: 'contact_form_result' };
}

/**
 * POST /contact-form from a client address: validated against the salutations (their English names: the
 * owner's mail is in English), flood-limited per address and email, queued to the shop owner in the mail
 * language of the session.
 */
export async function submitContactForm(shop: Shop, store: StoreContext, body: unknown, ip: string) {
  const salutations = await translatedSalutations(shop.db, languageChain(SYSTEM_LANGUAGE_ID)).execute();
  const names = new Map(salutations.map((row) => [row.id, row.display_name]));
  const message = parseContactForm(body, names);
  await guardFlood(shop, 'contact', ip, message.email);
  const answer = await sendContactForm(shop.db, message, {
    ownerEmail: shopOwnerEmail(shop.serverOptions),
    salutationName: names.get(message.salutationId) ?? '',
    locale: mailLocale(store.languageId),
    now: shop.now(),
  });
  shop.mailDelivery.kick();
  return answer;
}
