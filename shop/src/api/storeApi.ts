/**
 * The Store API calls of the shell, one small function each, shared by the start-up and the query hooks.
 * Answers are returned as the server sent them.
 */
import { assertStoreUrl, type StoreApiClient } from './client';
import type {
  Cart,
  Category,
  Country,
  Customer,
  Language,
  PaymentMethod,
  ProductDetailResponse,
  SalesChannelContext,
  Salutation,
  ShippingMethod,
} from './types';

/** Depth of the category tree loaded for the top navigation. */
export const NAVIGATION_DEPTH = 3;

export type ApiInvoker = Pick<StoreApiClient, 'invoke'>;

export async function readContext(client: ApiInvoker): Promise<SalesChannelContext> {
  return (await client.invoke('readContext get /context')).data;
}

export async function readLanguages(client: ApiInvoker): Promise<Language[]> {
  return (await client.invoke('readLanguages post /language', { body: {} })).data.elements ?? [];
}

export async function readNavigation(client: ApiInvoker, depth = NAVIGATION_DEPTH): Promise<Category[]> {
  const { data } = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
    body: { depth },
  });
  return Array.isArray(data) ? data : [];
}

/** The logged-in customer, or null when nobody is logged in (the Store API answers 401/403). */
export async function readCustomer(client: ApiInvoker): Promise<Customer | null> {
  try {
    return (await client.invoke('readCustomer post /account/customer', { body: {} })).data;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) return null;
    throw error;
  }
}

export async function readCountries(client: ApiInvoker): Promise<Country[]> {
  return (await client.invoke('readCountryGet get /country')).data.elements ?? [];
}

export async function readSalutations(client: ApiInvoker): Promise<Salutation[]> {
  return (await client.invoke('readSalutationGet get /salutation')).data.elements ?? [];
}

export async function readCart(client: ApiInvoker): Promise<Cart> {
  return (await client.invoke('readCart get /checkout/cart')).data;
}

/**
 * The payment methods the shop offers now (Shopware's `onlyAvailable`, as its storefront's checkout asks): a
 * payment the server cannot take, e.g. Klarna without credentials, is left out.
 */
export async function readPaymentMethods(client: ApiInvoker): Promise<PaymentMethod[]> {
  const response = await client.invoke('readPaymentMethod post /payment-method', {
    body: { onlyAvailable: true },
  });
  return response.data.elements ?? [];
}

export async function readShippingMethods(client: ApiInvoker): Promise<ShippingMethod[]> {
  return (await client.invoke('readShippingMethodGet get /shipping-method')).data.elements ?? [];
}

/**
 * The shipping methods that can serve the current cart (Shopware's `onlyAvailable`: a parcel service that
 * cannot carry the cart's weight is left out), with their delivery times.
 */
export async function readAvailableShippingMethods(client: ApiInvoker): Promise<ShippingMethod[]> {
  const response = await client.invoke('readShippingMethod post /shipping-method', {
    query: { onlyAvailable: true },
    body: { associations: { deliveryTime: {} } },
  });
  return response.data.elements ?? [];
}

/**
 * Product detail: the product (for a parent id its best variant) and the configurator. Fails with the
 * spec's message when no store URL is configured.
 */
export async function readProductDetail(
  client: Pick<StoreApiClient, 'invoke' | 'getBaseConfig'>,
  productId: string,
  criteria: Record<string, unknown> = {},
): Promise<ProductDetailResponse> {
  assertStoreUrl(client);
  const { data } = await client.invoke('readProductDetail post /product/{productId}', {
    pathParams: { productId },
    body: criteria,
  });
  return data;
}
