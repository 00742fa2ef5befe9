import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAddressReferences, insertAddress } from '../db/repositories/customer-address-repository.js';
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
import type { CustomerAddressRow } from '../db/repositories/customer-address-repository.js';
import { mailsWithinRecipientCap } from '../db/repositories/flood-limit-repository.js';
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
import { applyIncludes } from '../domain/criteria/includes.js';
import type { CriteriaDefinition } from '../domain/criteria/types.js';
import { registrationMail } from '../mail/account-mails.js';
import {
  customerJson,
  logInSession,
  payloadForNewSession,
  renewSessionToken,
  requireCustomer,
  parkCartOnLogout,
  addressRow,
  newId,
} from '../services/account.js';
import { requestCriteria } from './criteria-input.js';
import { guardFlood } from './flood-guard.js';
import { serializeAddress, serializeCustomer } from '../serializers/customer.js';
import { serializeSalutation } from '../serializers/system-entities.js';
import type { StoreContext } from '../services/context.js';
import { storeContextOf } from './store-context.js';

// Registration with double opt-in, confirmation, login/logout, the customer, profile and password
// (Shopware's RegisterRoute, RegisterConfirmRoute, LoginRoute, LogoutRoute, CustomerRoute,
// ChangeCustomerProfileRoute, ChangePasswordRoute). Every business operation runs in one transaction.
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

const CONTEXT_TOKEN_RESPONSE = { redirectUrl: null, apiAlias: 'array_struct' as const };
const SUCCESS_RESPONSE = { success: true, apiAlias: 'array_struct' as const };

const noFields: CriteriaDefinition['fields'] = {};
const association = (entity: string): CriteriaDefinition => ({ entity, fields: noFields, associations: {} });
/** /account/customer criteria: Shopware's customer associations (NoneFieldsCriteria). */
export const customerDefinition: CriteriaDefinition = {
  entity: 'customer',
  fields: { id: 'id' },
  associations: {
    group: association('customer_group'),
    language: association('language'),
    lastPaymentMethod: association('payment_method'),
    defaultBillingAddress: association('customer_address'),
    activeBillingAddress: association('customer_address'),
    defaultShippingAddress: association('customer_address'),
    activeShippingAddress: association('customer_address'),
    salutation: association('salutation'),
    addresses: association('customer_address'),
    tags: association('tag'),
  },
};

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
  app: FastifyInstance,
  context: StoreContext,
  customer: CustomerRow,
  addresses: CustomerAddressRow[],
) {
  const references = await loadAddressReferences(
    app.db,
    context.chain,
    [...new Set(addresses.map((row) => row.country_id))],
    [...new Set([customer.salutation_id, ...addresses.map((row) => row.salutation_id)])],
  );
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

export function registerAccountRoutes(app: FastifyInstance): void {
  app.post('/account/register', async (request) => {
    const context = storeContextOf(request);
    const now = app.now().toISOString();
    const [lookup, domainUrls] = await Promise.all([
      loadReferenceLookup(app.db),
      listDomainUrls(app.db, context.salesChannel.id),
    ]);
    const draft = parseRegistration(asInput(request.body), lookup, domainUrls);
    await guardFlood(app, request, 'register', draft.email);
    const passwordHash = draft.password === null ? null : await app.passwordHasher.hash(draft.password);

    const register = () =>
      app.db.transaction().execute(async (trx) => {
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
            await mailsWithinRecipientCap(trx, app.floodLimits, [mail], new Date(now)),
            new Date(now),
          );
        if (existing) return rows;
        await insertCustomer(trx, rows.customer);
        for (const address of rows.addresses) await insertAddress(trx, address);
        if (draft.guest)
          request.contextToken = await logInSession(trx, context, rows.customer.id, new Date(now));
        return rows;
      });
    let outcome: Awaited<ReturnType<typeof register>>;
    try {
      outcome = await register();
    } catch (error) {
      // A concurrent registration of the same email won the race: now it is a known email.
      if (!isUniqueViolation(error)) throw error;
      outcome = await register();
    }
    app.mailDelivery.kick();

    const { customer, addresses } = outcome;
    return registrationJson(app, context, customer, addresses);
  });

  app.post('/account/register-confirm', async (request) => {
    const context = storeContextOf(request);
    const input = asInput(request.body);
    const hash = input.hash;
    if (typeof hash !== 'string' || hash === '') throw accountErrors.noHashProvided();
    const customer = await findCustomerByOptInHash(app.db, context.salesChannel.id, hash);
    if (!customer) throw accountErrors.notFoundByHash(hash);
    const errors = new Violations();
    // EqualTo(sha1(email)); the expected value is not echoed.
    if (input.em !== emailDigest(customer.email)) errors.add(violations.notEqual('/em', 'sha1(email)'));
    errors.throwIfAny();
    if (customer.confirmed_at !== null || customer.double_opt_in_registration !== 1) {
      throw accountErrors.alreadyConfirmed(customer.id);
    }
    const now = app.now();
    await app.db.transaction().execute(async (trx) => {
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
      request.contextToken = await logInSession(trx, context, customer.id, now);
    });
    const fresh = await findCustomer(app.db, context.salesChannel.id, customer.id);
    return customerJson(app.db, { ...context, token: request.contextToken, session: null }, fresh!, {
      withDefaults: true,
    });
  });

  app.post('/account/login', async (request) => {
    const context = storeContextOf(request);
    const input = asInput(request.body);
    const rawEmail = input.email ?? input.username;
    const email = typeof rawEmail === 'string' ? emailWithAsciiDomain(rawEmail.trim()) : '';
    const password = typeof input.password === 'string' ? input.password : '';
    // Per address and per email first (a refusal there leaves no row), then Shopware's per email-and-address back-off.
    await guardFlood(app, request, 'login', email);
    const limiterKey = `${email.toLowerCase()}-${request.ip}`;
    const decision = await consumeRateLimit(app.db, LOGIN_POLICY, 'login', limiterKey, app.now());
    if (!decision.accepted) throw accountErrors.authThrottled(decision.waitSeconds);
    if (email === '' || password === '' || password.length > PASSWORD_MAX_LENGTH) {
      throw accountErrors.badCredentials();
    }
    const customer = await findRegisteredCustomerByEmail(app.db, context.salesChannel.id, email);
    if (!customer || customer.password === null) {
      await app.passwordHasher.verifyUnknown(password);
      throw accountErrors.badCredentials();
    }
    if (!(await app.passwordHasher.verify(password, customer.password))) throw accountErrors.badCredentials();
    // Only now, with the password verified, may the answer say more about the account.
    if (customer.double_opt_in_registration === 1 && customer.confirmed_at === null) {
      throw accountErrors.optInNotCompleted(customer.id);
    }
    if (customer.active !== 1) throw accountErrors.inactive(customer.id);
    const now = app.now();
    await app.db.transaction().execute(async (trx) => {
      request.contextToken = await logInSession(trx, context, customer.id, now);
      await updateCustomer(trx, customer.id, {
        last_login: now.toISOString(),
        first_login: customer.first_login ?? now.toISOString(),
      });
    });
    await resetRateLimit(app.db, 'login', limiterKey);
    return CONTEXT_TOKEN_RESPONSE;
  });

  app.post('/account/logout', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const newToken = newContextToken();
    await app.db.transaction().execute(async (trx) => {
      if (customer.guest !== 1) {
        await parkCartOnLogout(trx, {
          salesChannelId: context.salesChannel.id,
          token: context.token,
          customerId: customer.id,
          now: app.now().toISOString(),
        });
      }
      // The old token is deleted (it no longer has a customer: CVE-2024-31447); the session's settings move on.
      await rotateContextToken(trx, {
        oldToken: context.token,
        newToken,
        salesChannelId: context.salesChannel.id,
        customerId: null,
        payload: payloadForNewSession(context.payload),
        now: app.now().toISOString(),
      });
    });
    request.contextToken = newToken;
    return CONTEXT_TOKEN_RESPONSE;
  });

  const readCustomer = async (request: FastifyRequest) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const criteria = requestCriteria(request, customerDefinition);
    const json = await customerJson(app.db, context, customer, { associations: criteria.associations });
    return applyIncludes(json, criteria.includes, criteria.excludes);
  };
  app.get('/account/customer', readCustomer);
  app.post('/account/customer', readCustomer);

  app.post('/account/change-profile', async (request) => {
    const { customer } = await requireCustomer(app.db, storeContextOf(request), { allowGuest: true });
    const lookup = await loadReferenceLookup(app.db);
    const errors = new Violations();
    const profile = profileFields(asInput(request.body), lookup, errors, customer.company);
    errors.throwIfAny();
    await app.db.transaction().execute(async (trx) => {
      await updateCustomer(trx, customer.id, {
        salutation_id: profile.salutationId,
        title: profile.title,
        first_name: profile.firstName,
        last_name: profile.lastName,
        account_type: profile.accountType,
        company: profile.company,
        vat_ids: profile.vatIds ? JSON.stringify(profile.vatIds) : null,
        updated_at: app.now().toISOString(),
      });
    });
    return SUCCESS_RESPONSE;
  });

  app.post('/account/change-password', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: false,
    });
    const input = asInput(request.body);
    const errors = new Violations();
    const current = input.password;
    if (typeof current !== 'string' || current === '') {
      errors.add(violations.blank('/password', current));
    } else if (customer.password === null || !(await app.passwordHasher.verify(current, customer.password))) {
      errors.add(violations.passwordNotCorrect('/password'));
    }
    const newPassword = confirmedNewPassword(input, errors);
    errors.throwIfAny();
    const hash = await app.passwordHasher.hash(newPassword);
    await app.db.transaction().execute(async (trx) => {
      const now = app.now();
      await updateCustomer(trx, customer.id, { password: hash, updated_at: now.toISOString() });
      // This session goes on under a new token (the answer's sw-context-token); every other session of the
      // customer is logged out.
      const newToken = await renewSessionToken(trx, context, customer.id, now);
      request.contextToken = newToken;
      await revokeCustomerSessions(trx, customer.id, newToken);
      await trx.deleteFrom('customer_recovery').where('customer_id', '=', customer.id).execute();
    });
    return CONTEXT_TOKEN_RESPONSE;
  });
}
