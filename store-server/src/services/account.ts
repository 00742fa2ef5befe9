import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  deleteCart,
  findCart,
  findParkedCart,
  insertParkedCart,
  moveCart,
  saveCart,
} from '../db/repositories/cart-repository.js';
import { mergeCarts, parseStoredItems } from '../domain/cart/cart-operations.js';
import { loadCustomerGroup } from '../db/repositories/context-entity-repository.js';
import {
  listOwnedAddresses,
  loadAddressReferences,
  type CustomerAddressRow,
} from '../db/repositories/customer-address-repository.js';
import { findCustomer, type CustomerRow } from '../db/repositories/customer-repository.js';
import { rotateContextToken } from '../db/repositories/customer-session-repository.js';
import type { Database, Db } from '../db/schema.js';
import type { ContextPayload } from '../domain/context-payload.js';
import { newContextToken } from '../domain/context-token.js';
import type { AddressDraft } from '../domain/account/validation.js';
import type { Criteria } from '../domain/criteria/types.js';
import { storeApiErrors } from '../domain/errors.js';
import { serializeAddress, serializeCustomer } from '../serializers/customer.js';
import { serializeCustomerGroup } from '../serializers/context-entities.js';
import { serializeSalutation } from '../serializers/system-entities.js';
import type { StoreContext } from './context.js';

// Shared pieces of the account routes: who is logged in, logging a session in or out (token rotation), and
// the Customer JSON with its addresses.

/**
 * The logged-in customer, or 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN (Shopware's `_loginRequired`); guests pass
 * only where Shopware sets `_loginRequiredAllowGuest`.
 */
export async function requireCustomer(
  db: Db,
  context: StoreContext,
  options: { allowGuest: boolean },
): Promise<{ context: StoreContext; customer: CustomerRow }> {
  const customerId = context.session?.customer_id;
  const customer = customerId ? await findCustomer(db, context.salesChannel.id, customerId) : undefined;
  if (!customer || customer.active !== 1 || (customer.guest === 1 && !options.allowGuest)) {
    throw storeApiErrors.customerNotLoggedIn();
  }
  return { context, customer };
}

/** A session's payload as it moves to a new token: the chosen addresses belong to the previous customer. */
export function payloadForNewSession(payload: ContextPayload): string {
  const { billingAddressId: _billing, shippingAddressId: _shipping, ...rest } = payload;
  return JSON.stringify(rest);
}

/**
 * The cart on login (Shopware's CartRestorer): the customer's parked cart from an earlier session, with the
 * guest cart's lines added, becomes the new session's cart. Both old rows go.
 */
export async function mergeGuestCartOnLogin(
  db: Db,
  change: {
    salesChannelId: string;
    guestToken: string;
    newToken: string;
    customerId: string;
    now: string;
    /** The customer was created in this transaction: no earlier session can have parked a cart. */
    newCustomer?: boolean;
  },
): Promise<void> {
  const guestCart = await findCart(db, change.guestToken);
  const parkedCart = change.newCustomer ? undefined : await findParkedCart(db, change.customerId);
  if (!guestCart && !parkedCart) return;
  const lines = mergeCarts(parseStoredItems(parkedCart?.line_items), parseStoredItems(guestCart?.line_items));
  if (guestCart) await deleteCart(db, guestCart.token);
  if (parkedCart) await deleteCart(db, parkedCart.token);
  if (lines.length > 0)
    await saveCart(db, change.newToken, change.salesChannelId, JSON.stringify(lines), change.now);
}

/**
 * The cart on logout: it waits for the customer's next login as their parked cart, under a fresh token that no
 * client holds (the old token ends anonymous and empty). An earlier parked cart is merged into it.
 */
export async function parkCartOnLogout(
  db: Db,
  change: { salesChannelId: string; token: string; customerId: string; now: string },
): Promise<void> {
  const cart = await findCart(db, change.token);
  const items = parseStoredItems(cart?.line_items);
  if (!cart || items.length === 0) return;
  const earlier = await findParkedCart(db, change.customerId);
  const lines = mergeCarts(parseStoredItems(earlier?.line_items), items);
  await deleteCart(db, cart.token);
  if (earlier) await deleteCart(db, earlier.token);
  await insertParkedCart(db, {
    token: newContextToken(),
    salesChannelId: change.salesChannelId,
    customerId: change.customerId,
    lineItems: JSON.stringify(lines),
    now: change.now,
  });
}

/**
 * Logs the session in as `customerId` under a new token (session fixation: the old token ends up anonymous)
 * and returns the new token, which the response must carry. Run inside the operation's transaction.
 */
export async function logInSession(
  trx: Db,
  context: StoreContext,
  customerId: string,
  now: Date,
  options: { newCustomer?: boolean } = {},
): Promise<string> {
  const newToken = newContextToken();
  await mergeGuestCartOnLogin(trx, {
    salesChannelId: context.salesChannel.id,
    guestToken: context.token,
    newToken,
    customerId,
    now: now.toISOString(),
    newCustomer: options.newCustomer === true,
  });
  await moveSessionTo(trx, context, newToken, {
    customerId,
    payload: payloadForNewSession(context.payload),
    now,
  });
  return newToken;
}

/**
 * A new token for the same session, as Shopware's CustomerTokenSubscriber does when a logged-in customer changes
 * their password (SalesChannelContextPersister::replace): the context, its payload and its cart move to a fresh
 * token from the CSPRNG, which the answer carries in sw-context-token; the old token is anonymous from then on.
 */
export async function renewSessionToken(
  trx: Db,
  context: StoreContext,
  customerId: string,
  now: Date,
): Promise<string> {
  const newToken = newContextToken();
  await moveCart(trx, context.token, newToken);
  await moveSessionTo(trx, context, newToken, {
    customerId,
    payload: JSON.stringify(context.payload),
    now,
  });
  return newToken;
}

/** The session's context row goes to `newToken` (the old token ends anonymous). */
async function moveSessionTo(
  trx: Db,
  context: StoreContext,
  newToken: string,
  session: { customerId: string; payload: string; now: Date },
): Promise<void> {
  await rotateContextToken(trx, {
    oldToken: context.token,
    newToken,
    salesChannelId: context.salesChannel.id,
    customerId: session.customerId,
    payload: session.payload,
    now: session.now.toISOString(),
    // The request resolved no session for its token (a new or unknown one; an expired one was replaced by a
    // new token already): no row of it to delete.
    oldTokenStored: context.session !== null,
  });
}

/** Which optional parts of a customer the caller asked for (criteria associations). */
export interface CustomerJsonOptions {
  associations?: Criteria['associations'];
  /** Default addresses and salutation, as the SalesChannelContext's customer carries them. */
  withDefaults?: boolean;
}

/** The Customer JSON: active addresses always (the schema requires them), the rest on request. */
export async function customerJson(
  db: Db,
  context: StoreContext,
  customer: CustomerRow,
  options: CustomerJsonOptions = {},
) {
  const associations = options.associations ?? {};
  const wants = (name: string) => associations[name] !== undefined;
  const withAll = wants('addresses');
  const billingChoice =
    context.session?.customer_id === customer.id ? context.payload.billingAddressId : undefined;
  const shippingChoice =
    context.session?.customer_id === customer.id ? context.payload.shippingAddressId : undefined;
  const neededIds = [
    customer.default_billing_address_id,
    customer.default_shipping_address_id,
    ...(billingChoice ? [billingChoice] : []),
    ...(shippingChoice ? [shippingChoice] : []),
  ];
  const rows = await listOwnedAddresses(db, customer.id, withAll ? undefined : [...new Set(neededIds)]);
  const references = await loadAddressReferences(
    db,
    context.chain,
    [...new Set(rows.map((row) => row.country_id))],
    [...new Set([customer.salutation_id, ...rows.map((row) => row.salutation_id)])],
  );
  const byId = new Map(rows.map((row) => [row.id, serializeAddress(row, references)]));
  const defaultBilling = byId.get(customer.default_billing_address_id);
  const defaultShipping = byId.get(customer.default_shipping_address_id);
  if (!defaultBilling || !defaultShipping) throw new Error(`Customer ${customer.id} lacks a default address`);
  const salutation = references.salutations.get(customer.salutation_id);
  const group = wants('group')
    ? await loadCustomerGroup(db as Kysely<Database>, context.chain, customer.customer_group_id)
    : undefined;
  const withDefaults = options.withDefaults === true;
  return serializeCustomer(customer, {
    activeBillingAddress: (billingChoice ? byId.get(billingChoice) : undefined) ?? defaultBilling,
    activeShippingAddress: (shippingChoice ? byId.get(shippingChoice) : undefined) ?? defaultShipping,
    defaultBillingAddress: withDefaults || wants('defaultBillingAddress') ? defaultBilling : null,
    defaultShippingAddress: withDefaults || wants('defaultShippingAddress') ? defaultShipping : null,
    addresses: withAll ? rows.map((row) => byId.get(row.id)!) : null,
    salutation: (withDefaults || wants('salutation')) && salutation ? serializeSalutation(salutation) : null,
    group: group ? serializeCustomerGroup(group) : null,
  });
}

/** The logged-in customer of a context as the SalesChannelContext shows it, or null. */
export async function contextCustomerJson(db: Kysely<Database>, context: StoreContext) {
  const customerId = context.session?.customer_id;
  if (!customerId) return null;
  const customer = await findCustomer(db, context.salesChannel.id, customerId);
  if (!customer || customer.active !== 1) return null;
  return customerJson(db, context, customer, { withDefaults: true });
}

/** A new entity id: a random UUIDv4 in Shopware's hex form. */
export function newId(): string {
  return randomUUID().replace(/-/g, '');
}

/** The stored row of a new address from its validated draft. */
export function addressRow(
  id: string,
  customerId: string,
  draft: AddressDraft,
  now: string,
): CustomerAddressRow {
  return {
    id,
    customer_id: customerId,
    ...addressColumns(draft),
    created_at: now,
    updated_at: null,
  };
}

/** The address columns a validated draft sets, on a new address and on an edited one alike. */
export function addressColumns(draft: AddressDraft) {
  return {
    country_id: draft.countryId,
    salutation_id: draft.salutationId,
    title: draft.title,
    first_name: draft.firstName,
    last_name: draft.lastName,
    company: draft.company,
    department: draft.department,
    street: draft.street,
    zipcode: draft.zipcode,
    city: draft.city,
    phone_number: draft.phoneNumber,
  };
}
