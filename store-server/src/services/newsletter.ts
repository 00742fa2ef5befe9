import type { Kysely } from 'kysely';
import { mailsWithinRecipientCap } from '../db/repositories/flood-limit-repository.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import {
  findRecipientByEmail,
  findRecipientByHash,
  insertRecipient,
  updateRecipient,
  type NewsletterRecipientRow,
} from '../db/repositories/newsletter-repository.js';
import {
  findCustomer,
  listDomainUrls,
  loadReferenceLookup,
  type CustomerRow,
} from '../db/repositories/customer-repository.js';
import type { Database } from '../db/schema.js';
import { emailDigest, newOptInHash, normalizeEmail } from '../domain/account/text.js';
import {
  asInput,
  emailField,
  storefrontUrlField,
  textField,
  violations,
  Violations,
  type Input,
  type ReferenceLookup,
} from '../domain/account/validation.js';
import { StoreApiError, violation } from '../domain/errors.js';
import type { FloodLimits } from '../domain/floods/flood-limits.js';
import { isHexId } from '../domain/ids.js';
import type { StoreContext } from './context.js';
import { guardFlood } from './flood.js';
import { randomId } from './random-id.js';
import type { Shop } from './shop.js';
import { mailLocale } from '../mail/account-mails.js';
import { newsletterConfirmationMail, newsletterConfirmLink } from '../mail/breadth-mails.js';

// The newsletter (Shopware's NewsletterSubscribeRoute, NewsletterConfirmRoute, NewsletterUnsubscribeRoute,
// AccountNewsletterRecipientRoute). Always double opt-in for an address nobody has confirmed to us: a new
// recipient is `notSet` and gets a mail with the confirmation link; only that link (POST /newsletter/confirm
// with its hash and sha1(email)) makes it `optIn`. A logged-in, registered customer subscribing their own
// (confirmed) account email is `direct` at once (Shopware's doubleOptInRegistered, default off).
// Enumeration: the answers never tell whether an address is subscribed: subscribe answers `notSet` for any
// address that needs the link (a confirmed one gets no second mail), unsubscribe answers 204 for any address.
// Deliberate deviations: `confirmSubscribe` does not skip the link (Shopware sets optIn without one);
// unsubscribing an unknown address answers 204, not 404 CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND.

export type NewsletterStatus = 'notSet' | 'direct' | 'optIn' | 'optOut' | 'undefined';
const OPTIONS = ['direct', 'subscribe', 'confirmSubscribe', 'unsubscribe'] as const;

export const newsletterErrors = {
  recipientNotFound: (hash: string) =>
    new StoreApiError({
      status: 404,
      code: 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
      detail: `The NewsletterRecipient with the identifier "hash" - ${hash} was not found.`,
      parameters: { entity: 'newsletter_recipient', identifier: hash },
    }),
  missingEmail: () =>
    new StoreApiError({
      status: 400,
      code: 'CONTENT__MISSING_EMAIL_PARAMETER',
      detail: 'The email parameter is missing.',
    }),
};

/** Names and address parts must not carry links (Shopware: Regex `/^(?!.*https?:\/\/).*$/`). */
function plainTextField(input: Input, key: string, errors: Violations): string | null {
  const value = textField(input, key, `/${key}`, errors);
  if (value !== null && /https?:\/\//i.test(value)) {
    errors.add(
      violation('REGEX_FAILED_ERROR', `/${key}`, 'This value is not valid.', {
        '{{ value }}': JSON.stringify(value),
      }),
    );
  }
  return value;
}

export interface SubscribeInput {
  salesChannelId: string;
  languageId: string;
  /** The logged-in customer, if any. */
  customer: CustomerRow | undefined;
  floodLimits: FloodLimits;
  now: Date;
}

export interface ParsedSubscription {
  email: string;
  option: (typeof OPTIONS)[number];
  storefrontUrl: string;
  salutationId: string | null;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
}

export function parseSubscription(
  body: unknown,
  domainUrls: readonly string[],
  lookup: ReferenceLookup,
): ParsedSubscription {
  const input = asInput(body);
  const errors = new Violations();
  const email = emailField(input, 'email', errors);
  const option = input.option;
  if (option === undefined || option === null || option === '')
    errors.add(violations.blank('/option', option));
  else if (typeof option !== 'string' || !(OPTIONS as readonly string[]).includes(option))
    errors.add(violations.noSuchChoice('/option', option));
  const storefrontUrl = storefrontUrlField(input, domainUrls, errors);
  let salutationId: string | null = null;
  const rawSalutation = input.salutationId;
  if (rawSalutation !== undefined && rawSalutation !== null && rawSalutation !== '') {
    if (
      typeof rawSalutation !== 'string' ||
      !isHexId(rawSalutation) ||
      !lookup.salutationIds.has(rawSalutation)
    )
      errors.add(violations.entityDoesNotExist('/salutationId', 'salutation', rawSalutation));
    else salutationId = rawSalutation;
  }
  const parsed = {
    email,
    option: option as ParsedSubscription['option'],
    storefrontUrl,
    salutationId,
    firstName: plainTextField(input, 'firstName', errors),
    lastName: plainTextField(input, 'lastName', errors),
    street: plainTextField(input, 'street', errors),
    zipCode: plainTextField(input, 'zipCode', errors),
    city: plainTextField(input, 'city', errors),
  };
  errors.throwIfAny();
  return parsed;
}

/** POST /newsletter/subscribe: the status the answer shows (see the top comment on what it reveals). */
export async function subscribe(
  db: Kysely<Database>,
  input: SubscribeInput,
  parsed: ParsedSubscription,
): Promise<NewsletterStatus> {
  const now = input.now.toISOString();
  const ownAccount =
    input.customer !== undefined &&
    input.customer.guest === 0 &&
    normalizeEmail(input.customer.email) === normalizeEmail(parsed.email);
  return db.transaction().execute(async (trx) => {
    const existing = await findRecipientByEmail(trx, input.salesChannelId, parsed.email);
    if (parsed.option === 'unsubscribe') {
      if (existing && existing.status !== 'optOut')
        await updateRecipient(trx, existing.id, { status: 'optOut', updated_at: now });
      return 'optOut';
    }
    const details = {
      salutation_id: parsed.salutationId,
      first_name: parsed.firstName,
      last_name: parsed.lastName,
      street: parsed.street,
      zip_code: parsed.zipCode,
      city: parsed.city,
      language_id: input.languageId,
    };
    const confirmed = existing && (existing.status === 'optIn' || existing.status === 'direct');
    if (ownAccount) {
      // The account's own, confirmed address: no link needed.
      if (existing)
        await updateRecipient(trx, existing.id, {
          ...details,
          status: confirmed ? existing.status : 'direct',
          updated_at: now,
        });
      else await insertRecipient(trx, newRow(input, parsed.email, 'direct', details, now));
      return confirmed ? (existing.status as NewsletterStatus) : 'direct';
    }
    if (confirmed) return 'notSet'; // Subscribed already: no second mail, and an answer as for anyone else.
    let recipient: Pick<NewsletterRecipientRow, 'email' | 'hash'>;
    if (existing) {
      await updateRecipient(trx, existing.id, { status: 'notSet', updated_at: now });
      recipient = existing;
    } else {
      const row = newRow(input, parsed.email, 'notSet', details, now);
      await insertRecipient(trx, row);
      recipient = row;
    }
    const mail = newsletterConfirmationMail(
      recipient.email,
      mailLocale(input.languageId),
      newsletterConfirmLink(parsed.storefrontUrl, emailDigest(recipient.email), recipient.hash),
    );
    await enqueueMails(
      trx,
      await mailsWithinRecipientCap(trx, input.floodLimits, [mail], input.now),
      input.now,
    );
    return 'notSet';
  });
}

function newRow(
  input: SubscribeInput,
  email: string,
  status: NewsletterStatus,
  details: Omit<
    NewsletterRecipientRow,
    | 'id'
    | 'sales_channel_id'
    | 'email'
    | 'email_lower'
    | 'status'
    | 'hash'
    | 'confirmed_at'
    | 'created_at'
    | 'updated_at'
  >,
  now: string,
): NewsletterRecipientRow {
  return {
    id: randomId(),
    sales_channel_id: input.salesChannelId,
    email,
    email_lower: normalizeEmail(email),
    status,
    hash: newOptInHash(),
    confirmed_at: null,
    created_at: now,
    updated_at: null,
    ...details,
  };
}

/** POST /newsletter/confirm {hash, em}. */
/**
 * POST /newsletter/subscribe from a client address: parsed against the sales channel's domains and the
 * salutations, flood-limited per address and email, then subscribed (the session's customer, if logged in and
 * active, for the own-account case); the outbox is kicked for the mail it queued.
 */
export async function subscribeToNewsletter(
  shop: Shop,
  store: StoreContext,
  body: unknown,
  ip: string,
): Promise<NewsletterStatus> {
  const [lookup, domainUrls] = await Promise.all([
    loadReferenceLookup(shop.db),
    listDomainUrls(shop.db, store.salesChannel.id),
  ]);
  const parsed = parseSubscription(body, domainUrls, lookup);
  await guardFlood(shop, 'newsletter', ip, parsed.email);
  const customerId = store.session?.customer_id;
  const customer = customerId ? await findCustomer(shop.db, store.salesChannel.id, customerId) : undefined;
  const status = await subscribe(
    shop.db,
    {
      salesChannelId: store.salesChannel.id,
      languageId: store.languageId,
      customer: customer?.active === 1 ? customer : undefined,
      floodLimits: shop.floodLimits,
      now: shop.now(),
    },
    parsed,
  );
  shop.mailDelivery.kick();
  return status;
}

export async function confirmSubscription(
  db: Kysely<Database>,
  salesChannelId: string,
  body: unknown,
  now: Date,
): Promise<void> {
  const input = asInput(body);
  const errors = new Violations();
  const hash = input.hash;
  const em = input.em;
  if (typeof hash !== 'string' || hash === '') errors.add(violations.blank('/hash', hash));
  if (typeof em !== 'string' || em === '') errors.add(violations.blank('/em', em));
  errors.throwIfAny();
  const recipient = await findRecipientByHash(db, salesChannelId, hash as string);
  if (!recipient) throw newsletterErrors.recipientNotFound(hash as string);
  if (em !== emailDigest(recipient.email)) {
    errors.add(violations.notEqual('/em', 'sha1(email)'));
    errors.throwIfAny();
  }
  // A second click on the link changes nothing; an unsubscribed address must subscribe again for a new link.
  if (recipient.status !== 'notSet') return;
  await db.transaction().execute((trx) =>
    updateRecipient(trx, recipient.id, {
      status: 'optIn',
      confirmed_at: now.toISOString(),
      updated_at: now.toISOString(),
    }),
  );
}

/** POST /newsletter/unsubscribe {email}: 204 for any address (see the top comment). */
export async function unsubscribe(
  db: Kysely<Database>,
  salesChannelId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const recipient = await findRecipientByEmail(trx, salesChannelId, email);
    if (recipient && recipient.status !== 'optOut')
      await updateRecipient(trx, recipient.id, { status: 'optOut', updated_at: now.toISOString() });
  });
}

/** The email of POST /newsletter/unsubscribe, or 400 CONTENT__MISSING_EMAIL_PARAMETER. */
export function unsubscribeEmail(body: unknown): string {
  const email = asInput(body).email;
  if (typeof email !== 'string' || email.trim() === '') throw newsletterErrors.missingEmail();
  return email.trim();
}

/** GET|POST /account/newsletter-recipient: the status of the customer's email, `undefined` without a row. */
export async function recipientStatus(
  db: Kysely<Database>,
  salesChannelId: string,
  customer: CustomerRow,
): Promise<NewsletterStatus> {
  const recipient = await findRecipientByEmail(db, salesChannelId, customer.email);
  return (recipient?.status as NewsletterStatus | undefined) ?? 'undefined';
}
