import {
  customerAddressDefinition,
  deleteOwnedAddress,
  findOwnedAddress,
  insertAddress,
  loadAddressReferences,
  searchOwnedAddresses,
  updateOwnedAddress,
  type CustomerAddressRow,
} from '../db/repositories/customer-address-repository.js';
import {
  loadReferenceLookup,
  updateCustomer,
  type CustomerRow,
} from '../db/repositories/customer-repository.js';
import { accountErrors } from '../domain/account/account-errors.js';
import { addressFields, asInput, Violations } from '../domain/account/validation.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import type { Criteria } from '../domain/criteria/types.js';
import { isHexId } from '../domain/ids.js';
import { serializeAddress } from '../serializers/customer.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { addressColumns, addressRow, newId, requireCustomer } from './account.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// The customer's addresses (Shopware's ListAddressRoute, UpsertAddressRoute, DeleteAddressRoute,
// SwitchDefaultAddressRoute). Every lookup is scoped to the logged-in customer, so another customer's address
// id answers exactly like one that does not exist (400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND).

async function addressJson(shop: Shop, context: StoreContext, rows: CustomerAddressRow[]) {
  const references = await loadAddressReferences(
    shop.db,
    context.chain,
    [...new Set(rows.map((row) => row.country_id))],
    [...new Set(rows.map((row) => row.salutation_id))],
  );
  return rows.map((row) => serializeAddress(row, references));
}

async function ownedAddress(shop: Shop, customer: CustomerRow, addressId: string) {
  if (!isHexId(addressId)) throw accountErrors.invalidUuid(addressId);
  const address = await findOwnedAddress(shop.db, customer.id, addressId);
  if (!address) throw accountErrors.addressNotFound(addressId);
  return address;
}

/**
 * POST /account/list-address: a page of the customer's addresses. The criteria are parsed (`parseCriteria`)
 * once the customer is known: a logged-out request answers 403 whatever it asked for.
 */
/** A request's criteria over the customer's addresses. */
export const parseAddressCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, customerAddressDefinition);

export async function listAddresses(shop: Shop, store: StoreContext, parseCriteria: () => Criteria) {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const criteria = parseCriteria();
  const page = await searchOwnedAddresses(shop.db, customer.id, criteria);
  const elements = await addressJson(shop, context, page.rows);
  return { criteria, json: entitySearchResult('customer_address', criteria, elements, page.total) };
}

/** POST /account/address: a new address of the customer. */
export async function createAddress(shop: Shop, store: StoreContext, body: unknown) {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const errors = new Violations();
  const draft = addressFields(asInput(body), '', await loadReferenceLookup(shop.db), errors);
  errors.throwIfAny();
  const now = shop.now().toISOString();
  const row = addressRow(newId(), customer.id, draft, now);
  await shop.db.transaction().execute((trx) => insertAddress(trx, row));
  return (await addressJson(shop, context, [row]))[0];
}

/** PATCH /account/address/:addressId. */
export async function updateAddress(shop: Shop, store: StoreContext, addressId: string, body: unknown) {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const address = await ownedAddress(shop, customer, addressId);
  const errors = new Violations();
  const draft = addressFields(asInput(body), '', await loadReferenceLookup(shop.db), errors);
  errors.throwIfAny();
  const changes = { ...addressColumns(draft), updated_at: shop.now().toISOString() };
  await shop.db.transaction().execute((trx) => updateOwnedAddress(trx, customer.id, address.id, changes));
  return (await addressJson(shop, context, [{ ...address, ...changes }]))[0];
}

/** DELETE /account/address/:addressId: not a default address, nor one the session has chosen. */
export async function deleteAddress(shop: Shop, store: StoreContext, addressId: string): Promise<void> {
  const { context, customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const address = await ownedAddress(shop, customer, addressId);
  if (
    address.id === customer.default_billing_address_id ||
    address.id === customer.default_shipping_address_id
  ) {
    throw accountErrors.addressIsDefault(address.id);
  }
  if (address.id === context.payload.billingAddressId || address.id === context.payload.shippingAddressId) {
    throw accountErrors.addressIsActive(address.id);
  }
  await shop.db.transaction().execute((trx) => deleteOwnedAddress(trx, customer.id, address.id));
}

/** PATCH /account/address/default-billing|default-shipping/:addressId. */
export async function switchDefaultAddress(
  shop: Shop,
  store: StoreContext,
  column: 'default_billing_address_id' | 'default_shipping_address_id',
  addressId: string,
): Promise<void> {
  const { customer } = await requireCustomer(shop.db, store, { allowGuest: true });
  const address = await ownedAddress(shop, customer, addressId);
  await shop.db
    .transaction()
    .execute((trx) =>
      updateCustomer(trx, customer.id, { [column]: address.id, updated_at: shop.now().toISOString() }),
    );
}
