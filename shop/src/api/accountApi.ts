/**
 * The Store API calls of the account area (loaded with the account chunk). Rotated context tokens (login,
 * register-confirm, logout, register without double opt-in) arrive in the `sw-context-token` response
 * header; the api-client applies them and its `onContextChanged` hook stores them (api/client.ts).
 */
import type { operations } from '@shopware/api-client/api-types';
import type { ApiInvoker } from './storeApi';
import type { Customer, CustomerAddress } from './types';
import type { AddressBody } from './address';

export type RegisterBody = {
  email: string;
  password: string;
  salutationId?: string;
  title?: string;
  firstName: string;
  lastName: string;
  acceptedDataProtection: true;
  storefrontUrl: string;
  billingAddress: AddressBody;
};

/** The registered customer; `doubleOptInRegistration: true` means a confirmation mail was sent. */
export async function register(client: ApiInvoker, body: RegisterBody): Promise<Customer> {
  // The official types ask for a stored address (id, customerId); the route takes the address fields.
  const apiBody = body as unknown as operations['register post /account/register']['body'];
  return (await client.invoke('register post /account/register', { body: apiBody })).data;
}

export async function confirmRegistration(client: ApiInvoker, em: string, hash: string): Promise<void> {
  await client.invoke('registerConfirm post /account/register-confirm', { body: { em, hash } });
}

export async function login(client: ApiInvoker, email: string, password: string): Promise<void> {
  await client.invoke('loginCustomer post /account/login', { body: { username: email, password } });
}

export async function logout(client: ApiInvoker): Promise<void> {
  await client.invoke('logoutCustomer post /account/logout');
}

export async function changeProfile(
  client: ApiInvoker,
  body: { salutationId?: string; title?: string; firstName: string; lastName: string },
): Promise<void> {
  await client.invoke('changeProfile post /account/change-profile', { body });
}

export async function changePassword(
  client: ApiInvoker,
  body: { password: string; newPassword: string; newPasswordConfirm: string },
): Promise<void> {
  await client.invoke('changePassword post /account/change-password', { body });
}

export async function sendRecoveryMail(
  client: ApiInvoker,
  email: string,
  storefrontUrl: string,
): Promise<void> {
  await client.invoke('sendRecoveryMail post /account/recovery-password', { body: { email, storefrontUrl } });
}

export async function recoverPassword(
  client: ApiInvoker,
  body: { hash: string; newPassword: string; newPasswordConfirm: string },
): Promise<void> {
  await client.invoke('recoveryPassword post /account/recovery-password-confirm', { body });
}

/**
 * Whether a recovery hash has expired. Shopware answers `{isExpired}`; the official schema shows
 * `{data: [{isExpired}]}`: both are read.
 */
export async function isRecoveryExpired(client: ApiInvoker, hash: string): Promise<boolean> {
  const { data } = await client.invoke(
    'getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired',
    {
      body: { hash },
    },
  );
  const answer = data as { isExpired?: unknown; data?: { isExpired?: unknown }[] };
  return answer.isExpired === true || answer.data?.[0]?.isExpired === true;
}

export async function listAddresses(client: ApiInvoker): Promise<CustomerAddress[]> {
  return (await client.invoke('listAddress post /account/list-address', { body: {} })).data.elements ?? [];
}

export async function createAddress(client: ApiInvoker, body: AddressBody): Promise<CustomerAddress> {
  return (await client.invoke('createCustomerAddress post /account/address', { body })).data;
}

export async function updateAddress(
  client: ApiInvoker,
  addressId: string,
  body: AddressBody,
): Promise<CustomerAddress> {
  return (
    await client.invoke('updateCustomerAddress patch /account/address/{addressId}', {
      pathParams: { addressId },
      body,
    })
  ).data;
}

export async function deleteAddress(client: ApiInvoker, addressId: string): Promise<void> {
  await client.invoke('deleteCustomerAddress delete /account/address/{addressId}', {
    pathParams: { addressId },
  });
}

export async function setDefaultAddress(
  client: ApiInvoker,
  kind: 'billing' | 'shipping',
  addressId: string,
): Promise<void> {
  if (kind === 'billing') {
    await client.invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', {
      pathParams: { addressId },
    });
  } else {
    await client.invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', {
      pathParams: { addressId },
    });
  }
}
