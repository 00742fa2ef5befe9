import { consumeRateLimit, resetRateLimit } from '../db/repositories/customer-rate-limit-repository.js';
import { mailsWithinRecipientCap } from '../db/repositories/flood-limit-repository.js';
import { enqueueMails } from '../db/repositories/mail-queue-repository.js';
import {
  findRecovery,
  markRecoveryUsed,
  replaceRecovery,
} from '../db/repositories/customer-recovery-repository.js';
import {
  findCustomer,
  findRegisteredCustomerByEmail,
  listDomainUrls,
  updateCustomer,
} from '../db/repositories/customer-repository.js';
import { revokeCustomerSessions } from '../db/repositories/customer-session-repository.js';
import { accountErrors, isRecoveryExpired } from '../domain/account/account-errors.js';
import { RESET_PASSWORD_POLICY } from '../domain/account/rate-limit.js';
import { newRecoveryHash, sha256 } from '../domain/account/text.js';
import {
  asInput,
  confirmedNewPassword,
  emailField,
  storefrontUrlField,
  violations,
  Violations,
  type Input,
} from '../domain/account/validation.js';
import { accountMail, mailLocale, recoveryLink } from '../mail/account-mails.js';
import type { StoreContext } from './context.js';
import { guardFlood } from './flood.js';
import type { Shop } from './shop.js';

// Password recovery (Shopware's SendPasswordRecoveryMailRoute, ResetPasswordRoute,
// CustomerRecoveryIsExpiredRoute). The recovery hash is 32 alphanumeric characters from the CSPRNG, valid for
// two hours and usable once; only its sha256 is stored.
//
// Enumeration: Shopware's Store API answers 401 CHECKOUT__CUSTOMER_NOT_FOUND for an unknown email; we answer
// 200 {success: true} for every well-formed request (as Shopware's own Storefront does) and mail only real,
// active, registered accounts. The mail is queued in the transaction that stores the recovery (the mail outbox)
// and sent in the background after the commit, so the timing matches too.

const RECOVERY_HASH_LENGTH = 32;

function hashField(input: Input, errors: Violations, exactLength: boolean): string {
  const raw = input.hash;
  if (typeof raw !== 'string' || raw === '') {
    errors.add(violations.blank('/hash', raw));
    return '';
  }
  if (exactLength && raw.length !== RECOVERY_HASH_LENGTH) {
    errors.add(violations.exactLength('/hash', RECOVERY_HASH_LENGTH));
  }
  return raw;
}

/** POST /account/recovery-password: mails a recovery link to a real, active, registered account. */
export async function sendRecoveryMail(
  shop: Shop,
  context: StoreContext,
  body: unknown,
  ip: string,
): Promise<void> {
  const input = asInput(body);
  const errors = new Violations();
  const email = emailField(input, 'email', errors);
  const storefrontUrl = storefrontUrlField(
    input,
    await listDomainUrls(shop.db, context.salesChannel.id),
    errors,
  );
  errors.throwIfAny();
  await guardFlood(shop, 'recovery', ip, email);
  const limiterKey = `${email.toLowerCase()}-${ip}`;
  const decision = await consumeRateLimit(
    shop.db,
    RESET_PASSWORD_POLICY,
    'reset_password',
    limiterKey,
    shop.now(),
  );
  if (!decision.accepted) throw accountErrors.rateLimitExceeded(decision.waitSeconds);

  const customer = await findRegisteredCustomerByEmail(shop.db, context.salesChannel.id, email);
  if (!customer || customer.active !== 1) return;
  const hash = newRecoveryHash();
  const recipient = {
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
  };
  const mail = accountMail(
    'passwordRecovery',
    mailLocale(customer.language_id),
    recipient,
    recoveryLink(storefrontUrl, hash),
  );
  const now = shop.now();
  await shop.db.transaction().execute(async (trx) => {
    // A few mails an hour per recipient (flood-limits.ts): over the cap nothing changes (the link of the last
    // mail stays valid), and the answer is the same.
    const allowed = await mailsWithinRecipientCap(trx, shop.floodLimits, [mail], now);
    if (allowed.length === 0) return;
    await replaceRecovery(trx, customer.id, sha256(hash), now.toISOString());
    await enqueueMails(trx, allowed, now);
  });
  shop.mailDelivery.kick();
}

/** POST /account/recovery-password-confirm: sets the new password and logs the customer out everywhere. */
export async function resetPassword(
  shop: Shop,
  context: StoreContext,
  body: unknown,
  ip: string,
): Promise<void> {
  const input = asInput(body);
  const errors = new Violations();
  const hash = hashField(input, errors, false);
  const newPassword = confirmedNewPassword(input, errors);
  errors.throwIfAny();
  const now = shop.now();
  const digest = sha256(hash);
  // Unknown, used and expired hashes answer alike (Shopware: checkHash fails first → 410).
  const recovery = await findRecovery(shop.db, digest);
  if (!recovery || recovery.used_at !== null || isRecoveryExpired(recovery.created_at, now)) {
    throw accountErrors.recoveryHashExpired(hash);
  }
  const customer = await findCustomer(shop.db, context.salesChannel.id, recovery.customer_id);
  if (!customer) throw accountErrors.notFoundByHash(hash);
  const passwordHash = await shop.passwordHasher.hash(newPassword);
  await shop.db.transaction().execute(async (trx) => {
    if (!(await markRecoveryUsed(trx, digest, now.toISOString())))
      throw accountErrors.recoveryHashExpired(hash);
    await updateCustomer(trx, customer.id, { password: passwordHash, updated_at: now.toISOString() });
    // A reset logs the customer out everywhere (Shopware's CustomerTokenSubscriber).
    await revokeCustomerSessions(trx, customer.id, null);
  });
  // Shopware resets the login and reset-password limiters after a successful reset.
  await resetRateLimit(shop.db, 'login', `${customer.email_lower}-${ip}`);
  await resetRateLimit(shop.db, 'reset_password', `${customer.email_lower}-${ip}`);
}

/** POST /account/customer-recovery-is-expired: whether an unused recovery link has expired. */
export async function isRecoveryLinkExpired(shop: Shop, body: unknown): Promise<boolean> {
  const input = asInput(body);
  const errors = new Violations();
  const hash = hashField(input, errors, true);
  errors.throwIfAny();
  const recovery = await findRecovery(shop.db, sha256(hash));
  if (!recovery || recovery.used_at !== null) throw accountErrors.notFoundByHash(hash);
  return isRecoveryExpired(recovery.created_at, shop.now());
}
