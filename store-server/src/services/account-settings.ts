import type { Kysely, Transaction } from 'kysely';
import { moveCart } from '../db/repositories/cart-repository.js';
import {
  findCustomer,
  findRegisteredCustomerByEmail,
  updateCustomer,
  type CustomerRow,
} from '../db/repositories/customer-repository.js';
import {
  revokeCustomerSessions,
  rotateContextToken,
} from '../db/repositories/customer-session-repository.js';
import { mailsWithinRecipientCap } from '../db/repositories/flood-limit-repository.js';
import { listSalesChannelLanguageIds } from '../db/repositories/language-repository.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import type { Database } from '../db/schema.js';
import type { PasswordHasher } from '../domain/account/password.js';
import { emailDigest, newOptInHash, normalizeEmail } from '../domain/account/text.js';
import {
  asInput,
  emailField,
  newPasswordField,
  violations,
  Violations,
} from '../domain/account/validation.js';
import { newContextToken } from '../domain/context-token.js';
import { StoreApiError, violation } from '../domain/errors.js';
import type { FloodLimits } from '../domain/floods/flood-limits.js';
import { isHexId } from '../domain/ids.js';
import { accountMail, confirmationLink, mailLocale } from '../mail/account-mails.js';
import { emailChangedMail } from '../mail/breadth-mails.js';

// The account settings beyond profile and password (Shopware's ChangeEmailRoute, ChangeLanguageRoute,
// ConvertGuestRoute, DeleteCustomerRoute). Each runs in one transaction.
// - Change email: the current password, a valid and unique email equal to its confirmation. The email is a
//   login credential, so, as after a password change, the session goes on under a new token and the
//   customer's other sessions are logged out (Shopware rotates only on a password change); the previous
//   address is told (a hijacked session is noticed).
// - Convert guest (6.7): a guest becomes a customer with a password. Nobody ever confirmed a guest's email, so
//   the new account must confirm it by the double opt-in link before its next login (Shopware converts at
//   once; an address would otherwise be claimable by anyone who orders as a guest with it). The session is
//   kept under a new token.
// - Delete: the customer, their addresses, wishlist and newsletter subscription go; their enquiries stay with
//   customer id null (as Shopware: orders are records the shop must keep); their reviews stay without author
//   id. Every session of the customer is logged out; this one goes on anonymous under a new token.

export type Db = Kysely<Database> | Transaction<Database>;

export const accountSettingsErrors = {
  cannotConvert: (customerId: string) =>
    new StoreApiError({
      status: 400,
      code: 'CHECKOUT__REGISTERED_CUSTOMER_CANNOT_BE_CONVERTED',
      detail: `Customer with id "${customerId}" is not a guest and cannot be converted`,
      parameters: { customerId },
    }),
};

const emailNotUnique = (pointer: string, email: string) =>
  violation('CUSTOMER_EMAIL_NOT_UNIQUE', pointer, 'The email address {{ email }} is already in use', {
    '{{ email }}': email,
  });

/** The session a change runs in: its token and payload move to a new token. */
export interface Session {
  token: string;
  salesChannelId: string;
  payload: string;
}

async function renewToken(
  trx: Db,
  session: Session,
  customerId: string | null,
  now: string,
): Promise<string> {
  const newToken = newContextToken();
  await moveCart(trx as Kysely<Database>, session.token, newToken);
  await rotateContextToken(trx, {
    oldToken: session.token,
    newToken,
    salesChannelId: session.salesChannelId,
    customerId,
    payload: session.payload,
    now,
  });
  return newToken;
}

export interface ChangeEmailInput {
  customer: CustomerRow;
  session: Session;
  body: unknown;
  hasher: PasswordHasher;
  floodLimits: FloodLimits;
  now: Date;
}

/** The sales channel's domain URL in the customer's language (the links of their mails), else the first. */
export async function storefrontUrlFor(
  db: Kysely<Database>,
  customer: CustomerRow,
  fallback: string,
): Promise<string> {
  const domains = await db
    .selectFrom('sales_channel_domain')
    .select(['url', 'language_id'])
    .where('sales_channel_id', '=', customer.sales_channel_id)
    .orderBy('url')
    .execute();
  return (
    domains.find((domain) => domain.language_id === customer.language_id)?.url ?? domains[0]?.url ?? fallback
  );
}

/** POST /account/change-email: the session's new token. */
export async function changeEmail(db: Kysely<Database>, input: ChangeEmailInput): Promise<string> {
  const { customer } = input;
  const body = asInput(input.body);
  const errors = new Violations();
  const email = emailField(body, 'email', errors);
  if (email !== '' && body.emailConfirmation !== body.email)
    errors.add(violations.notEqual('/email', 'emailConfirmation'));
  const password = body.password;
  if (typeof password !== 'string' || password === '') errors.add(violations.blank('/password', password));
  else if (customer.password === null || !(await input.hasher.verify(password, customer.password)))
    errors.add(violations.passwordNotCorrect('/password'));
  errors.throwIfAny();
  const now = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const other = await findRegisteredCustomerByEmail(trx, customer.sales_channel_id, email);
    if (other && other.id !== customer.id) {
      errors.add(emailNotUnique('/email', email));
      errors.throwIfAny();
    }
    await updateCustomer(trx, customer.id, { email, email_lower: normalizeEmail(email), updated_at: now });
    const newToken = await renewToken(trx, input.session, customer.id, now);
    await revokeCustomerSessions(trx, customer.id, newToken);
    await trx.deleteFrom('customer_recovery').where('customer_id', '=', customer.id).execute();
    if (normalizeEmail(email) !== customer.email_lower) {
      const notice = emailChangedMail(customer.email, mailLocale(customer.language_id), email);
      await enqueueMails(
        trx,
        await mailsWithinRecipientCap(trx, input.floodLimits, [notice], input.now),
        input.now,
      );
    }
    return newToken;
  });
}

/** POST /account/change-language: the customer's language (their mails), one of the sales channel's. */
export async function changeLanguage(
  db: Kysely<Database>,
  customer: CustomerRow,
  body: unknown,
  now: Date,
): Promise<void> {
  const languageId = asInput(body).languageId;
  const errors = new Violations();
  if (languageId === undefined || languageId === null || languageId === '')
    errors.add(violations.blank('/languageId', languageId));
  else if (
    typeof languageId !== 'string' ||
    !isHexId(languageId) ||
    !(await listSalesChannelLanguageIds(db, customer.sales_channel_id)).includes(languageId)
  )
    errors.add(violations.entityDoesNotExist('/languageId', 'language', languageId));
  errors.throwIfAny();
  await db
    .transaction()
    .execute((trx) =>
      updateCustomer(trx, customer.id, { language_id: languageId as string, updated_at: now.toISOString() }),
    );
}

export interface ConvertGuestInput {
  customer: CustomerRow;
  session: Session;
  body: unknown;
  /** Where the confirmation link points: the sales channel's domain URL of the customer's language. */
  storefrontUrl: string;
  hasher: PasswordHasher;
  floodLimits: FloodLimits;
  now: Date;
}

/** POST /account/convert-guest: the session's new token. */
export async function convertGuest(db: Kysely<Database>, input: ConvertGuestInput): Promise<string> {
  const { customer } = input;
  if (customer.guest !== 1) throw accountSettingsErrors.cannotConvert(customer.id);
  const errors = new Violations();
  const password = newPasswordField(asInput(input.body), 'password', errors);
  errors.throwIfAny();
  const hash = await input.hasher.hash(password);
  const now = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const other = await findRegisteredCustomerByEmail(trx, customer.sales_channel_id, customer.email);
    if (other) {
      errors.add(emailNotUnique('/email', customer.email));
      errors.throwIfAny();
    }
    const optInHash = newOptInHash();
    await updateCustomer(trx, customer.id, {
      guest: 0,
      password: hash,
      double_opt_in_registration: 1,
      hash: optInHash,
      double_opt_in_email_sent_at: now,
      confirmed_at: null,
      updated_at: now,
    });
    const link = confirmationLink(input.storefrontUrl, emailDigest(customer.email), optInHash);
    const mail = accountMail(
      'registrationConfirmation',
      mailLocale(customer.language_id),
      { email: customer.email, firstName: customer.first_name, lastName: customer.last_name },
      link,
    );
    await enqueueMails(
      trx,
      await mailsWithinRecipientCap(trx, input.floodLimits, [mail], input.now),
      input.now,
    );
    return renewToken(trx, input.session, customer.id, now);
  });
}

/** DELETE /account/customer: the session's new (anonymous) token. */
export async function deleteCustomer(
  db: Kysely<Database>,
  customer: CustomerRow,
  session: Session,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const fresh = await findCustomer(trx, customer.sales_channel_id, customer.id);
    if (!fresh) return session.token;
    await trx
      .deleteFrom('newsletter_recipient')
      .where('sales_channel_id', '=', customer.sales_channel_id)
      .where('email_lower', '=', customer.email_lower)
      .execute();
    // The customer's parked cart and this session's cart go with them.
    await trx.deleteFrom('cart').where('customer_id', '=', customer.id).execute();
    await trx.deleteFrom('cart').where('token', '=', session.token).execute();
    await revokeCustomerSessions(trx, customer.id, null);
    await trx.deleteFrom('customer').where('id', '=', customer.id).execute();
    return renewToken(trx, session, null, now.toISOString());
  });
}
