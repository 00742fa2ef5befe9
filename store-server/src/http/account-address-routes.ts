import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  parseAddressCriteria,
  switchDefaultAddress,
  updateAddress,
} from '../services/account-address.js';
import { rawCriteria } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// The customer's addresses (Shopware's ListAddressRoute, UpsertAddressRoute, DeleteAddressRoute,
// SwitchDefaultAddressRoute): each route calls one use case of services/account-address.ts.

type AddressParams = { Params: { addressId: string } };

export function registerAccountAddressRoutes(app: FastifyInstance): void {
  app.post('/account/list-address', async (request) => {
    const { criteria, json } = await listAddresses(app, storeContextOf(request), () =>
      parseAddressCriteria(rawCriteria(request)),
    );
    return applyIncludes(json, criteria.includes, criteria.excludes);
  });

  app.post('/account/address', (request) => createAddress(app, storeContextOf(request), request.body));

  app.patch<AddressParams>('/account/address/:addressId', (request) =>
    updateAddress(app, storeContextOf(request), request.params.addressId, request.body),
  );

  app.delete<AddressParams>('/account/address/:addressId', async (request, reply) => {
    await deleteAddress(app, storeContextOf(request), request.params.addressId);
    return reply.code(204).send();
  });

  const switchDefault =
    (column: 'default_billing_address_id' | 'default_shipping_address_id') =>
    async (request: FastifyRequest<AddressParams>, reply: FastifyReply) => {
      await switchDefaultAddress(app, storeContextOf(request), column, request.params.addressId);
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
