import { loadAddressReferences, insertAddress } from '../db/repositories/customer-address-repository.js';
import type { CustomerAddressRow } from '../db/repositories/customer-address-repository.js';
import { consumeRateLimit, resetRateLimit } from '../db/repositories/customer-rate-limit-repository.js';
import {
  findCustomer,
  findCustomerByOptInHash,
  findRegisteredCustomerByEmail,
  insertCustomer,
  listDomainUrls,
  loadReferenceLookup,
  nextCustomerNumber,
  updateCustomer,
  type CustomerRow,
} from '../db/repositories/customer-repository.js';
import {
  revokeCustomerSessions,
  rotateContextToken,
} from '../db/repositories/customer-session-repository.js';
import { consumeFloodChecks, mailsWithinRecipientCap } from '../db/repositories/flood-limit-repository.js';
import { runWriteTransaction } from '../db/write-transaction.js';
import { floodChecks } from '../domain/floods/flood-limits.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import { accountErrors } from '../domain/account/account-errors.js';
import { PASSWORD_MAX_LENGTH } from '../domain/account/password.js';
import { LOGIN_POLICY } from '../domain/account/rate-limit.js';
import { emailDigest, emailWithAsciiDomain, newOptInHash, normalizeEmail } from '../domain/account/text.js';
import {
  asInput,
  confirmedNewPassword,
  parseRegistration,
  profileFields,
  violations,
  Violations,
  type RegistrationDraft,
} from '../domain/account/validation.js';
import { newContextToken } from '../domain/context-token.js';
import type { Criteria } from '../domain/criteria/types.js';
import { registrationMail } from '../mail/account-mails.js';
import { serializeAddress, serializeCustomer } from '../serializers/customer.js';
import { serializeSalutation } from '../serializers/system-entities.js';
import { keptPerReference } from './catalogue-memo.js';
import {
  addressRow,
  customerJson,
  logInSession,
  newId,
  parkCartOnLogout,
  payloadForNewSession,
  renewSessionToken,
  requireCustomer,
} from './account.js';
import type { StoreContext } from './context.js';
import { guardFlood } from './flood.js';
import type { Shop } from './shop.js';

// The account's use cases: registration with double opt-in, confirmation, login/logout, the customer, profile
// and password (Shopware's RegisterRoute, RegisterConfirmRoute, LoginRoute, LogoutRoute, CustomerRoute,
// ChangeCustomerProfileRoute, ChangePasswordRoute). Every business operation runs in one transaction. A use case
// that logs a session in, out or onto a new token returns that token; the handler puts it in sw-context-token.
//
// Enumeration (DESIGN: "The shop never reveals whether an email is registered"): we deviate from Shopware on
// purpose where it leaks.
// - Login: an unknown email and a wrong password both answer 401 CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS (as
//   Shopware since CVE-2026-31888), after the same scrypt work (a dummy hash for unknown emails).
// - Register: an email that already has an account does NOT answer 400 VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE
//   (Shopware); it answers exactly like a new registration (200, a Customer with doubleOptInRegistration true,
//   a fresh id and customer number, no token) and mails the existing owner instead: the confirmation link again
//   if the account is not confirmed yet, else a note with the link to reset the password. Either way one mail is
//   queued in the registration's transaction (the mail outbox) and sent in the background after the commit, so
//   both answers take the same work and time.

/** A JSON answer and, when the use case moved the session to a new token, that token. */
export interface WithToken<T> {
  json: T;
  token?: string;
}

/** The rows a registration creates (or, for a known email, would have created: see the top comment). */
function registrationRows(
  draft: RegistrationDraft,
  context: StoreContext,
  customerNumber: string,
  passwordHash: string | null,
  now: string,
): { customer: CustomerRow; addresses: CustomerAddressRow[] } {
  const customerId = newId();
  const billing = addressRow(newId(), customerId, draft.billing, now);
  const shipping = draft.shipping ? addressRow(newId(), customerId, draft.shipping, now) : billing;
  const { profile, guest } = draft;
  return {
    customer: {
      id: customerId,
      sales_channel_id: context.salesChannel.id,
      customer_group_id: context.salesChannel.customer_group_id,
      language_id: context.languageId,
      customer_number: customerNumber,
      email: draft.email,
      email_lower: normalizeEmail(draft.email),
      password: passwordHash,
      guest: guest ? 1 : 0,
      // Registered customers are inactive until they confirm (double opt-in); guests are logged in at once.
      active: guest ? 1 : 0,
      double_opt_in_registration: guest ? 0 : 1,
      hash: guest ? null : newOptInHash(),
      double_opt_in_email_sent_at: guest ? null : now,
      confirmed_at: null,
      salutation_id: profile.salutationId,
      title: profile.title,
      first_name: profile.firstName,
      last_name: profile.lastName,
      company: profile.company,
      department: draft.billing.department,
      account_type: profile.accountType,
      vat_ids: profile.vatIds ? JSON.stringify(profile.vatIds) : null,
      default_billing_address_id: billing.id,
      default_shipping_address_id: shipping.id,
      created_at: now,
      updated_at: null,
      first_login: guest ? now : null,
      last_login: guest ? now : null,
    },
    addresses: shipping === billing ? [billing] : [billing, shipping],
  };
}

async function registrationJson(
  shop: Shop,
  context: StoreContext,
  customer: CustomerRow,
  addresses: CustomerAddressRow[],
) {
  const countryIds = [...new Set(addresses.map((row) => row.country_id))].sort();
  const salutationIds = [
    ...new Set([customer.salutation_id, ...addresses.map((row) => row.salutation_id)]),
  ].sort();
  // Kept per reference revision (catalogue-memo.ts) as entry lists, by language and ids.
  const kept = await keptPerReference(
    shop,
    context.referenceRevision,
    `address-references|${context.chain.current}|${context.chain.fallback}|${countryIds.join(',')}|${salutationIds.join(',')}`,
    async () => {
      const loaded = await loadAddressReferences(shop.db, context.chain, countryIds, salutationIds);
      return { countries: [...loaded.countries], salutations: [...loaded.salutations] };
    },
  );
  const references = { countries: new Map(kept.countries), salutations: new Map(kept.salutations) };
  const billing = serializeAddress(addresses[0]!, references);
  const shipping = serializeAddress(addresses[1] ?? addresses[0]!, references);
  const salutation = references.salutations.get(customer.salutation_id);
  return serializeCustomer(customer, {
    activeBillingAddress: billing,
    activeShippingAddress: shipping,
    defaultBillingAddress: billing,
    defaultShippingAddress: shipping,
    addresses: null,
    salutation: salutation ? serializeSalutation(salutation) : null,
    group: null,
  });
}

function isUniqueViolation(error: unknown): boolean {
  const record = error as { code?: unknown; message?: unknown };
  return (
    record.code === '23505' ||
    (typeof record.message === 'string' && record.message.includes('UNIQUE constraint'))
  );
}

/** POST /account/register: a registration (or a guest's account, logged in at once: then with a token). */
export async function register(shop: Shop, context: StoreContext, body: unknown, ip: string) {
  const now = shop.now().toISOString();
  // Reference data (the seed's), kept per reference revision (catalogue-memo.ts).
  const [lookup, domainUrls] = await Promise.all([
    keptPerReference(shop, context.referenceRevision, 'reference-lookup', async () => {
      const loaded = await loadReferenceLookup(shop.db);
      return { ...loaded, countries: [...loaded.countries], salutationIds: [...loaded.salutationIds] };
    }).then((kept) => ({
      ...kept,
      countries: new Map(kept.countries),
      salutationIds: new Set(kept.salutationIds),
    })),
    keptPerReference(shop, context.referenceRevision, `domain-urls|${context.salesChannel.id}`, () =>
      listDomainUrls(shop.db, context.salesChannel.id),
    ),
  ]);
  const draft = parseRegistration(asInput(body), lookup, domainUrls);
  // A password is hashed only after its flood check (scrypt is the work the limit protects); a guest has nothing
  // to hash, so a guest's counters are counted last in the registration's own transaction (one commit, and a
  // refusal rolls the account back with the counts).
  const countedInside = draft.password === null;
  if (!countedInside) await guardFlood(shop, 'register', ip, draft.email);
  const passwordHash = draft.password === null ? null : await shop.passwordHasher.hash(draft.password);

  const attempt = () =>
    runWriteTransaction(shop.db, shop.serverOptions.database.kind, async (trx) => {
      const existing = draft.guest
        ? undefined
        : await findRegisteredCustomerByEmail(trx, context.salesChannel.id, draft.email);
      const rows = registrationRows(draft, context, await nextCustomerNumber(trx), passwordHash, now);
      const mail = registrationMail({
        storefrontUrl: draft.storefrontUrl,
        guest: draft.guest,
        created: rows.customer,
        existing,
      });
      // A few mails an hour per recipient (flood-limits.ts): the answer stays the same either way.
      if (mail)
        await enqueueMails(
          trx,
          await mailsWithinRecipientCap(trx, shop.floodLimits, [mail], new Date(now)),
          new Date(now),
        );
      if (existing) return { rows, token: undefined, mailed: mail !== null };
      await insertCustomer(trx, rows.customer);
      for (const address of rows.addresses) await insertAddress(trx, address);
      const token = draft.guest
        ? await logInSession(trx, context, rows.customer.id, new Date(now), { newCustomer: true })
        : undefined;
      if (countedInside) {
        const checks = floodChecks('register', ip, draft.email);
        const wait = await consumeFloodChecks(trx, shop.floodLimits, checks, Date.parse(now));
        if (wait > 0) throw accountErrors.rateLimitExceeded(wait);
      }
      return { rows, token, mailed: mail !== null };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (error) {
    // A concurrent registration of the same email won the race: now it is a known email.
    if (!isUniqueViolation(error)) throw error;
    outcome = await attempt();
  }
  // A guest's registration queues no mail: no delivery round (its poll for due mail) to start.
  if (outcome.mailed) shop.mailDelivery.kick();

  const { customer, addresses } = outcome.rows;
  return { json: await registrationJson(shop, context, customer, addresses), token: outcome.token };
}

/** POST /account/register-confirm: confirms the double opt-in and logs the session in (a new token). */
export async function confirmRegistration(shop: Shop, context: StoreContext, body: unknown) {
  const input = asInput(body);
  const hash = input.hash;
  if (typeof hash !== 'string' || hash === '') throw accountErrors.noHashProvided();
  const customer = await findCustomerByOptInHash(shop.db, context.salesChannel.id, hash);
  if (!customer) throw accountErrors.notFoundByHash(hash);
  const errors = new Violations();
  // EqualTo(sha1(email)); the expected value is not echoed.
  if (input.em !== emailDigest(customer.email)) errors.add(violations.notEqual('/em', 'sha1(email)'));
  errors.throwIfAny();
  if (customer.confirmed_at !== null || customer.double_opt_in_registration !== 1) {
    throw accountErrors.alreadyConfirmed(customer.id);
  }
  const now = shop.now();
  const token = await shop.db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('customer')
      .set({
        active: 1,
        confirmed_at: now.toISOString(),
        first_login: customer.first_login ?? now.toISOString(),
        last_login: now.toISOString(),
      })
      .where('id', '=', customer.id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) throw accountErrors.alreadyConfirmed(customer.id);
    return logInSession(trx, context, customer.id, now);
  });
  const fresh = await findCustomer(shop.db, context.salesChannel.id, customer.id);
  const json = await customerJson(shop.db, { ...context, token, session: null }, fresh!, {
    withDefaults: true,
  });
  return { json, token };
}

/** POST /account/login: the new token of the logged-in session (see the top comment on enumeration). */
export async function logIn(shop: Shop, context: StoreContext, body: unknown, ip: string): Promise<string> {
  const input = asInput(body);
  const rawEmail = input.email ?? input.username;
  const email = typeof rawEmail === 'string' ? emailWithAsciiDomain(rawEmail.trim()) : '';
  const password = typeof input.password === 'string' ? input.password : '';
  // Per address and per email first (a refusal there leaves no row), then Shopware's per email-and-address back-off.
  await guardFlood(shop, 'login', ip, email);
  const limiterKey = `${email.toLowerCase()}-${ip}`;
  const decision = await consumeRateLimit(shop.db, LOGIN_POLICY, 'login', limiterKey, shop.now());
  if (!decision.accepted) throw accountErrors.authThrottled(decision.waitSeconds);
  if (email === '' || password === '' || password.length > PASSWORD_MAX_LENGTH) {
    throw accountErrors.badCredentials();
  }
  const customer = await findRegisteredCustomerByEmail(shop.db, context.salesChannel.id, email);
  if (!customer || customer.password === null) {
    await shop.passwordHasher.verifyUnknown(password);
    throw accountErrors.badCredentials();
  }
  if (!(await shop.passwordHasher.verify(password, customer.password))) throw accountErrors.badCredentials();
  // Only now, with the password verified, may the answer say more about the account.
  if (customer.double_opt_in_registration === 1 && customer.confirmed_at === null) {
    throw accountErrors.optInNotCompleted(customer.id);
  }
  if (customer.active !== 1) throw accountErrors.inactive(customer.id);
  const now = shop.now();
  const token = await shop.db.transaction().execute(async (trx) => {
    const newToken = await logInSession(trx, context, customer.id, now);
    await updateCustomer(trx, customer.id, {
      last_login: now.toISOString(),
      first_login: customer.first_login ?? now.toISOString(),
    });
    return newToken;
  });
  await resetRateLimit(shop.db, 'login', limiterKey);
  return token;
}

/** POST /account/logout: the session's new, anonymous token (the cart waits parked for the next login). */
export async function logOut(shop: Shop, store: StoreContext): Promise<string> {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const newToken = newContextToken();
  await shop.db.transaction().execute(async (trx) => {
    if (customer.guest !== 1) {
      await parkCartOnLogout(trx, {
        salesChannelId: context.salesChannel.id,
        token: context.token,
        customerId: customer.id,
        now: shop.now().toISOString(),
      });
    }
    // The old token is deleted (it no longer has a customer: CVE-2024-31447); the session's settings move on.
    await rotateContextToken(trx, {
      oldToken: context.token,
      newToken,
      salesChannelId: context.salesChannel.id,
      customerId: null,
      payload: payloadForNewSession(context.payload),
      now: shop.now().toISOString(),
    });
  });
  return newToken;
}

/**
 * GET|POST /account/customer: the logged-in customer with the criteria's associations. The criteria are parsed
 * (`parseCriteria`) only once the customer is known: a logged-out request answers 403 whatever it asked for.
 */
export async function readCustomer<C extends Pick<Criteria, 'associations'>>(
  shop: Shop,
  store: StoreContext,
  parseCriteria: () => C,
) {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const criteria = parseCriteria();
  return {
    criteria,
    json: await customerJson(shop.db, context, customer, { associations: criteria.associations }),
  };
}

/** POST /account/change-profile. */
export async function changeProfile(shop: Shop, store: StoreContext, body: unknown): Promise<void> {
  const { customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const lookup = await loadReferenceLookup(shop.db);
  const errors = new Violations();
  const profile = profileFields(asInput(body), lookup, errors, customer.company);
  errors.throwIfAny();
  await shop.db.transaction().execute(async (trx) => {
    await updateCustomer(trx, customer.id, {
      salutation_id: profile.salutationId,
      title: profile.title,
      first_name: profile.firstName,
      last_name: profile.lastName,
      account_type: profile.accountType,
      company: profile.company,
      vat_ids: profile.vatIds ? JSON.stringify(profile.vatIds) : null,
      updated_at: shop.now().toISOString(),
    });
  });
}

/**
 * POST /account/change-password: the session's new token. This session goes on under it; every other session
 * of the customer is logged out and open recovery links end.
 */
export async function changePassword(shop: Shop, store: StoreContext, body: unknown): Promise<string> {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: false });
  const input = asInput(body);
  const errors = new Violations();
  const current = input.password;
  if (typeof current !== 'string' || current === '') {
    errors.add(violations.blank('/password', current));
  } else if (customer.password === null || !(await shop.passwordHasher.verify(current, customer.password))) {
    errors.add(violations.passwordNotCorrect('/password'));
  }
  const newPassword = confirmedNewPassword(input, errors);
  errors.throwIfAny();
  const hash = await shop.passwordHasher.hash(newPassword);
  return shop.db.transaction().execute(async (trx) => {
    const now = shop.now();
    await updateCustomer(trx, customer.id, { password: hash, updated_at: now.toISOString() });
    const newToken = await renewSessionToken(trx, context, customer.id, now);
    await revokeCustomerSessions(trx, customer.id, newToken);
    await trx.deleteFrom('customer_recovery').where('customer_id', '=', customer.id).execute();
    return newToken;
  });
}
