import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMANY_ID } from '../src/seed/reference-data.js';
import { deterministicId } from '../src/domain/ids.js';
import { FAST_HASHING, registeredCustomer, withToken } from './support/account.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

type Errors = { errors: Array<{ code: string; source?: { pointer: string } }> };
type Address = {
  id: string;
  street: string;
  firstName: string;
  country: { iso: string };
  salutation: unknown;
};
const codes = (json: unknown) => (json as Errors).errors.map((e) => e.code);

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Nebenweg 7',
  zipcode: '20095',
  city: 'Hamburg',
  countryId: GERMANY_ID,
  ...overrides,
});

describe.each(databaseKinds)('account: addresses (%s)', (kind) => {
  let server: TestServer;
  let alice: { token: string; customer: { id: string; defaultBillingAddressId: string } };
  let bob: { token: string; customer: { id: string; defaultBillingAddressId: string } };

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    alice = await registeredCustomer(server, 'alice@example.com');
    bob = await registeredCustomer(server, 'bob@example.com');
  });
  afterAll(async () => server?.close());

  it('creates, lists, updates and deletes an address', async () => {
    const created = await server.api.post<Address>(
      '/account/address',
      address({ firstName: '<b>Erika</b>' }),
      withToken(alice.token),
    );
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      street: 'Nebenweg 7',
      firstName: 'Erika',
      country: { iso: 'DE' },
      apiAlias: 'customer_address',
    });

    const list = await server.api.post<{ elements: Address[]; total: number }>(
      '/account/list-address',
      { 'total-count-mode': 'exact' },
      withToken(alice.token),
    );
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(2);
    expect(list.json.elements.map((a) => a.id)).toContain(created.json.id);

    const updated = await server.api.patch<Address>(
      `/account/address/${created.json.id}`,
      address({ street: 'Neue Straße 1' }),
      withToken(alice.token),
    );
    expect(updated.status).toBe(200);
    expect(updated.json.street).toBe('Neue Straße 1');

    const invalid = await server.api.patch(
      `/account/address/${created.json.id}`,
      address({ city: '' }),
      withToken(alice.token),
    );
    expect(invalid.status).toBe(400);
    expect((invalid.json as Errors).errors.map((e) => e.source?.pointer)).toEqual(['/city']);

    const deleted = await server.api.call({
      method: 'DELETE',
      path: `/account/address/${created.json.id}`,
      ...withToken(alice.token),
    });
    expect(deleted.status).toBe(204);
    const after = await server.api.post<{ total: number }>(
      '/account/list-address',
      { 'total-count-mode': 'exact' },
      withToken(alice.token),
    );
    expect(after.json.total).toBe(1);
  });

  it('switches the default addresses and refuses to delete a default one', async () => {
    const created = await server.api.post<Address>('/account/address', address(), withToken(alice.token));
    const billing = await server.api.call({
      method: 'PATCH',
      path: `/account/address/default-billing/${created.json.id}`,
      ...withToken(alice.token),
    });
    expect(billing.status).toBe(204);
    const shipping = await server.api.call({
      method: 'PATCH',
      path: `/account/address/default-shipping/${created.json.id}`,
      ...withToken(alice.token),
    });
    expect(shipping.status).toBe(204);
    const customer = await server.api.post<{
      defaultBillingAddressId: string;
      activeShippingAddress: Address;
    }>('/account/customer', {}, withToken(alice.token));
    expect(customer.json.defaultBillingAddressId).toBe(created.json.id);
    expect(customer.json.activeShippingAddress.id).toBe(created.json.id);
    const refused = await server.api.call({
      method: 'DELETE',
      path: `/account/address/${created.json.id}`,
      ...withToken(alice.token),
    });
    expect(refused.status).toBe(400);
    expect(codes(refused.json)).toEqual(['CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT']);
  });

  it("answers another customer's address exactly like a missing one", async () => {
    const bobs = await server.api.post<Address>(
      '/account/address',
      address({ street: 'Bobweg 1' }),
      withToken(bob.token),
    );
    const foreignId = bobs.json.id;
    const attempts = [
      { method: 'PATCH' as const, path: `/account/address/${foreignId}`, body: address() },
      { method: 'DELETE' as const, path: `/account/address/${foreignId}` },
      { method: 'PATCH' as const, path: `/account/address/default-billing/${foreignId}` },
      { method: 'PATCH' as const, path: `/account/address/default-shipping/${foreignId}` },
    ];
    const foreign = [];
    for (const attempt of attempts)
      foreign.push(await server.api.call({ ...attempt, ...withToken(alice.token) }));
    // Bob deletes it: now the same id is missing for everybody.
    expect(
      (
        await server.api.call({
          method: 'DELETE',
          path: `/account/address/${foreignId}`,
          ...withToken(bob.token),
        })
      ).status,
    ).toBe(204);
    for (const [index, attempt] of attempts.entries()) {
      const missing = await server.api.call({ ...attempt, ...withToken(alice.token) });
      expect(foreign[index]?.status).toBe(400);
      expect(missing.status).toBe(400);
      expect(JSON.stringify(foreign[index]?.json)).toBe(JSON.stringify(missing.json));
      expect(codes(missing.json)).toEqual(['CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND']);
    }
    const list = await server.api.post<{ elements: Address[] }>(
      '/account/list-address',
      { ids: [bob.customer.defaultBillingAddressId] },
      withToken(alice.token),
    );
    expect(list.json.elements).toEqual([]);
  });

  it('answers a malformed id with FRAMEWORK__INVALID_UUID and requires a login', async () => {
    const malformed = await server.api.call({
      method: 'DELETE',
      path: '/account/address/abc',
      ...withToken(alice.token),
    });
    expect(malformed.status).toBe(400);
    expect(codes(malformed.json)).toEqual(['FRAMEWORK__INVALID_UUID']);
    for (const call of [
      server.api.post('/account/list-address', {}),
      server.api.post('/account/address', address()),
      server.api.patch(`/account/address/${deterministicId('x')}`, address()),
    ]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(codes(response.json)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
    }
  });

  it('switches the active addresses through PATCH /context, scoped to the customer', async () => {
    const created = await server.api.post<Address>(
      '/account/address',
      address({ street: 'Aktivweg 3' }),
      withToken(alice.token),
    );
    const anonymous = await server.api.patch('/context', { billingAddressId: created.json.id });
    expect(anonymous.status).toBe(403);
    const foreign = await server.api.patch(
      '/context',
      { billingAddressId: bob.customer.defaultBillingAddressId },
      withToken(alice.token),
    );
    expect(foreign.status).toBe(400);
    expect(codes(foreign.json)).toEqual(['VIOLATION::ENTITY_DOES_NOT_EXISTS']);
    const switched = await server.api.patch(
      '/context',
      { billingAddressId: created.json.id },
      withToken(alice.token),
    );
    expect(switched.status).toBe(200);
    const customer = await server.api.post<{ activeBillingAddress: Address }>(
      '/account/customer',
      {},
      withToken(alice.token),
    );
    expect(customer.json.activeBillingAddress.street).toBe('Aktivweg 3');
    const refused = await server.api.call({
      method: 'DELETE',
      path: `/account/address/${created.json.id}`,
      ...withToken(alice.token),
    });
    expect(codes(refused.json)).toEqual(['CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE']);
  });
});
