/**
 * The Store API calls of the checkout (loaded with the checkout chunk): context switches, the guest
 * registration, sending the enquiry (a Shopware order) and reading one enquiry by its deep-link code.
 */
import type { operations } from '@shopware/api-client/api-types';
import type { ApiInvoker } from '../../api/storeApi';
import type { Cart, Customer, Order } from '../../api/types';
import type { AddressBody } from '../../api/address';
import type { CarriedLine } from './carriedLines';

export type ContextSwitch = {
  billingAddressId?: string;
  shippingAddressId?: string;
  shippingMethodId?: string;
  paymentMethodId?: string;
};

/** PATCH /context: the active addresses and methods (the token stays the same). */
export async function switchContext(client: ApiInvoker, body: ContextSwitch): Promise<void> {
  await client.invoke('updateContext patch /context', { body });
}

export type GuestBody = {
  email: string;
  salutationId?: string;
  title?: string;
  firstName: string;
  lastName: string;
  storefrontUrl: string;
  billingAddress: AddressBody;
};

/** POST /account/register with `guest: true`: the guest is logged in at once (new token in the header). */
export async function registerGuest(client: ApiInvoker, body: GuestBody): Promise<Customer> {
  const apiBody = {
    ...body,
    guest: true,
    acceptedDataProtection: true,
  } as unknown as operations['register post /account/register']['body'];
  return (await client.invoke('register post /account/register', { body: apiBody })).data;
}

/** POST /checkout/order: turns the cart into an enquiry (with a Klarna authorisation when paid with Klarna); the server clears the cart. */
export async function sendEnquiry(
  client: ApiInvoker,
  customerComment: string,
  klarnaAuthorizationToken?: string,
): Promise<Order> {
  const comment = customerComment.trim();
  const body = {
    ...(comment ? { customerComment: comment } : {}),
    ...(klarnaAuthorizationToken ? { klarnaAuthorizationToken } : {}),
  } as operations['createOrder post /checkout/order']['body'];
  return (await client.invoke('createOrder post /checkout/order', { body })).data;
}

/** The associations an enquiry is shown with (confirmation, success page, history). */
const ORDER_ASSOCIATIONS = {
  lineItems: {},
  addresses: { associations: { country: {}, salutation: {} } },
  deliveries: { associations: { stateMachineState: {}, shippingMethod: {}, shippingOrderAddress: {} } },
  transactions: { associations: { stateMachineState: {}, paymentMethod: {} } },
  stateMachineState: {},
} as const;

/** What opens a guest's enquiry without the guest's session: its email address and billing zip code. */
export type GuestOrderCredentials = { email: string; zipcode: string };

/**
 * POST /order filtered by deep-link code (the server adds the customer's own-orders filter); null if none.
 * Without a session, a guest's enquiry opens with its email and billing zip code (Shopware's OrderRoute);
 * with `login` (Shopware 6.5+) the answer also logs this browser in as that guest: the new token comes in
 * sw-context-token, which the api-client adopts and stores as after a login (api/client.ts).
 */
export async function readOrderByDeepLink(
  client: ApiInvoker,
  deepLinkCode: string,
  guest?: GuestOrderCredentials,
  options: { login?: boolean } = {},
): Promise<Order | null> {
  const body = {
    filter: [{ type: 'equals', field: 'deepLinkCode', value: deepLinkCode }],
    associations: ORDER_ASSOCIATIONS,
    limit: 1,
    ...(guest ? { email: guest.email, zipcode: guest.zipcode } : {}),
    ...(guest && options.login ? { login: true } : {}),
  } as unknown as operations['readOrder post /order']['body'];
  const { data } = await client.invoke('readOrder post /order', { body });
  return data.orders.elements[0] ?? null;
}

/** POST /checkout/cart/line-item with all carried lines at once; answers with the new cart. */
export async function addLines(client: ApiInvoker, lines: readonly CarriedLine[]): Promise<Cart> {
  const items = lines.map(({ referencedId, quantity }) => ({
    id: referencedId,
    referencedId,
    type: 'product' as const,
    quantity,
  }));
  return (await client.invoke('addLineItem post /checkout/cart/line-item', { body: { items } })).data;
}
