import { findCustomer } from '../db/repositories/customer-repository.js';
import { consumeRateLimit, resetRateLimit } from '../db/repositories/customer-rate-limit-repository.js';
import { findOrderAddress, type OrderRow } from '../db/repositories/order-repository.js';
import { accountErrors } from '../domain/account/account-errors.js';
import { LOGIN_POLICY } from '../domain/account/rate-limit.js';
import { storeApiErrors } from '../domain/errors.js';
import { guestCredentials, guestErrors, guestMayRead } from '../domain/order/guest-access.js';
import { logInSession } from './account.js';
import type { StoreContext } from './context.js';
import { guardFlood } from './flood.js';
import type { Shop } from './shop.js';

// Shopware's GuestAuthenticator: one guest authentication (an order's email and billing zipcode, sent in the
// body) for OrderRoute's deep link and DocumentRoute's download, and OrderRoute's `login: true`, which logs the
// session in as the order's guest customer under a new token (AccountService::loginById), so that the routes
// that know a guest only by their session (cancel, payment, offer accept/decline, documents) work in a browser
// that never held the guest's session.

/**
 * Checks the body's email and zipcode against `findOrder()`'s order, limited per client address and per email
 * (flood limits 'guest-order') and by Shopware's guest_login back-off on `limiterKey` (reset on success). The
 * order is looked up only after the limits count, so that guessing costs the same whether it exists or not.
 * Returns the order; no credentials → 403 CHECKOUT__GUEST_NOT_AUTHENTICATED, wrong ones (or no order) → 403
 * CHECKOUT__GUEST_WRONG_CREDENTIALS.
 */
export async function authenticateGuest(
  shop: Shop,
  request: { body: unknown; ip: string; limiterKey: string },
  findOrder: () => Promise<OrderRow | undefined>,
): Promise<OrderRow> {
  const credentials = guestCredentials(request.body);
  if (!credentials) throw guestErrors.notAuthenticated();
  await guardFlood(shop, 'guest-order', request.ip, credentials.email);
  const decision = await consumeRateLimit(
    shop.db,
    LOGIN_POLICY,
    'guest_login',
    request.limiterKey,
    shop.now(),
  );
  if (!decision.accepted) throw accountErrors.authThrottled(decision.waitSeconds);
  const row = await findOrder();
  const billing = row ? await findOrderAddress(shop.db, row.billing_address_id) : undefined;
  const allowed =
    row !== undefined &&
    guestMayRead(
      { email: row.customer_email, zipcode: billing?.zipcode ?? null, orderedAt: row.order_date_time },
      credentials,
      shop.now(),
    );
  if (!row || !allowed) throw guestErrors.wrongCredentials();
  await resetRateLimit(shop.db, 'guest_login', request.limiterKey);
  return row;
}

/** Whether a request asks for OrderRoute's guest login (`login` truthy in the body, as Shopware reads it). */
export function wantsGuestLogin(body: unknown): boolean {
  const login = typeof body === 'object' && body !== null ? (body as { login?: unknown }).login : undefined;
  return login === true || login === 'true' || login === 1 || login === '1';
}

/** The order's customer, if it is an active guest account (only those may be logged in by email + zipcode). */
export async function guestCustomerOf(shop: Shop, salesChannelId: string, order: OrderRow) {
  const customer = order.customer_id
    ? await findCustomer(shop.db, salesChannelId, order.customer_id)
    : undefined;
  return customer && customer.guest === 1 && customer.active === 1 ? customer : undefined;
}

/**
 * Logs the session in as the authenticated order's guest customer under a new CSPRNG token (the old token ends
 * anonymous; its cart goes along, as on login) and returns the token for sw-context-token. An order of a
 * registered account (or a guest account since converted) is never opened this way: 403
 * CHECKOUT__CUSTOMER_NOT_LOGGED_IN, as Shopware's GuestAuthenticator answers for an order not placed by a guest.
 */
export async function logInGuest(shop: Shop, context: StoreContext, order: OrderRow): Promise<string> {
  const customer = await guestCustomerOf(shop, context.salesChannel.id, order);
  if (!customer) throw storeApiErrors.customerNotLoggedIn();
  const now = shop.now();
  return shop.db.transaction().execute((trx) => logInSession(trx, context, customer.id, now));
}
