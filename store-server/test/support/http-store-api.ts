import { DEFAULT_ACCESS_KEY } from '../../src/constants.js';
import { GERMANY_ID } from '../../src/seed/reference-data.js';
import { assertConformant } from './conformance.js';

// The Store API over real HTTP (for server processes), checked against the official schema like the inject
// client; and the guest enquiry flow of the benchmarks: register as guest → add a line item → choose the
// shipping method → POST /checkout/order.

export interface HttpAnswer<T = unknown> {
  status: number;
  json: T;
  token: string | null;
}

export interface StoreApiError {
  errors: { code: string; status: string }[];
}

export async function storeApi<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  token?: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { 'sw-access-key': DEFAULT_ACCESS_KEY, ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['sw-context-token'] = token;
  const response = await fetch(`${baseUrl}/store-api${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : null) as T;
  if (json !== null) assertConformant(method, path, response.status, json, false);
  return { status: response.status, json, token: response.headers.get('sw-context-token') };
}

/** The code of the first error of an error answer. */
export const errorCode = (answer: HttpAnswer): string | undefined =>
  (answer.json as StoreApiError | null)?.errors?.[0]?.code;

export interface Guest {
  email: string;
  token: string;
  customerId: string;
}

let counter = 0;

/** A guest registration whose storefrontUrl is the public origin's shop. */
export async function registerGuest(baseUrl: string, publicUrl: string, prefix: string): Promise<Guest> {
  const email = `${prefix}-${process.pid}-${Date.now()}-${++counter}@example.com`;
  const answer = await storeApi<{ id: string }>(baseUrl, 'POST', '/account/register', {
    guest: true,
    email,
    firstName: 'Erika',
    lastName: 'Muster',
    storefrontUrl: `${publicUrl}/shop`,
    acceptedDataProtection: true,
    billingAddress: { street: 'Hauptstraße 5', zipcode: '80331', city: 'München', countryId: GERMANY_ID },
  });
  if (answer.status !== 200 || !answer.token) throw new Error(`guest register: ${answer.status}`);
  return { email, token: answer.token, customerId: answer.json.id };
}

/** `forwardedFor`: the client's address as a load balancer names it (X-Forwarded-For). */
export const addLineItem = (baseUrl: string, token: string, productId: string, forwardedFor?: string) =>
  storeApi(
    baseUrl,
    'POST',
    '/checkout/cart/line-item',
    { items: [{ id: productId, referencedId: productId, type: 'product', quantity: 1 }] },
    token,
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  );

export const chooseShipping = (baseUrl: string, token: string, shippingMethodId: string) =>
  storeApi(baseUrl, 'PATCH', '/context', { shippingMethodId }, token);

export const placeOrder = (baseUrl: string, token: string) =>
  storeApi<{ id: string }>(baseUrl, 'POST', '/checkout/order', {}, token);

/** Throws unless the answer is a success. */
export function ok<T>(answer: HttpAnswer<T>, what: string): HttpAnswer<T> {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer;
}
