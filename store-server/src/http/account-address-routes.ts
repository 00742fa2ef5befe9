import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { applyIncludes } from '../domain/criteria/includes.js';
import { isHexId } from '../domain/ids.js';
import { addressRow, newId, requireCustomer } from '../services/account.js';
import { requestCriteria } from './criteria-input.js';
import { serializeAddress } from '../serializers/customer.js';
import { entitySearchResult } from '../serializers/search-result.js';
import type { StoreContext } from '../services/context.js';
import { storeContextOf } from './store-context.js';

// The customer's addresses (Shopware's ListAddressRoute, UpsertAddressRoute, DeleteAddressRoute,
// SwitchDefaultAddressRoute). Every lookup is scoped to the logged-in customer, so another customer's address
// id answers exactly like one that does not exist (400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND).

type AddressParams = { Params: { addressId: string } };

async function addressJson(app: FastifyInstance, context: StoreContext, rows: CustomerAddressRow[]) {
  const references = await loadAddressReferences(
    app.db,
    context.chain,
    [...new Set(rows.map((row) => row.country_id))],
    [...new Set(rows.map((row) => row.salutation_id))],
  );
  return rows.map((row) => serializeAddress(row, references));
}

async function ownedAddress(app: FastifyInstance, customer: CustomerRow, addressId: string) {
  if (!isHexId(addressId)) throw accountErrors.invalidUuid(addressId);
  const address = await findOwnedAddress(app.db, customer.id, addressId);
  if (!address) throw accountErrors.addressNotFound(addressId);
  return address;
}

export function registerAccountAddressRoutes(app: FastifyInstance): void {
  app.post('/account/list-address', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const criteria = requestCriteria(request, customerAddressDefinition);
    const page = await searchOwnedAddresses(app.db, customer.id, criteria);
    const elements = await addressJson(app, context, page.rows);
    return applyIncludes(
      entitySearchResult('customer_address', criteria, elements, page.total),
      criteria.includes,
      criteria.excludes,
    );
  });

  app.post('/account/address', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const errors = new Violations();
    const draft = addressFields(asInput(request.body), '', await loadReferenceLookup(app.db), errors);
    errors.throwIfAny();
    const now = app.now().toISOString();
    const row = addressRow(newId(), customer.id, draft, now);
    await app.db.transaction().execute((trx) => insertAddress(trx, row));
    return (await addressJson(app, context, [row]))[0];
  });

  app.patch<AddressParams>('/account/address/:addressId', async (request) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const address = await ownedAddress(app, customer, request.params.addressId);
    const errors = new Violations();
    const draft = addressFields(asInput(request.body), '', await loadReferenceLookup(app.db), errors);
    errors.throwIfAny();
    const changes = {
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
      updated_at: app.now().toISOString(),
    };
    await app.db.transaction().execute((trx) => updateOwnedAddress(trx, customer.id, address.id, changes));
    return (await addressJson(app, context, [{ ...address, ...changes }]))[0];
  });

  app.delete<AddressParams>('/account/address/:addressId', async (request, reply) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    const address = await ownedAddress(app, customer, request.params.addressId);
    if (
      address.id === customer.default_billing_address_id ||
      address.id === customer.default_shipping_address_id
    ) {
      throw accountErrors.addressIsDefault(address.id);
    }
    if (address.id === context.payload.billingAddressId || address.id === context.payload.shippingAddressId) {
      throw accountErrors.addressIsActive(address.id);
    }
    await app.db.transaction().execute((trx) => deleteOwnedAddress(trx, customer.id, address.id));
    return reply.code(204).send();
  });

  const switchDefault =
    (column: 'default_billing_address_id' | 'default_shipping_address_id') =>
    async (request: FastifyRequest<AddressParams>, reply: FastifyReply) => {
      const { customer } = await requireCustomer(app.db, storeContextOf(request), { allowGuest: true });
      const address = await ownedAddress(app, customer, request.params.addressId);
      await app.db
        .transaction()
        .execute((trx) =>
          updateCustomer(trx, customer.id, { [column]: address.id, updated_at: app.now().toISOString() }),
        );
      // Shopware's SwitchDefaultAddressRoute answers NoContentResponse.
      return reply.code(204).send();
    };
  app.patch<AddressParams>(
    '/account/address/default-billing/:addressId',
    switchDefault('default_billing_address_id'),
  );
  app.patch<AddressParams>(
    '/account/address/default-shipping/:addressId',
    switchDefault('default_shipping_address_id'),
  );
}
