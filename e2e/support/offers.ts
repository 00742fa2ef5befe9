import type { APIRequestContext } from '@playwright/test';
import { createDeskAccount, DESK_PASSWORD } from './desk';
import { uniqueEmail } from './outbox';
import { ACCESS_KEY } from './store-api';

/**
 * Test data for offers (issue 20) made through the server's own APIs, for tests whose subject is what the
 * shopper sees: an enquiry sent over the Store API, and an offer sent over the desk's Admin API with the
 * bearer token of a desk account created by the owner CLI.
 */

export interface EnquiryOrder {
  id: string;
  orderNumber: string;
  deepLinkCode: string;
  lineItems: { id: string; unitPrice: number; parentId?: string | null }[];
}

const storeHeaders = (token: string) => ({
  'sw-access-key': ACCESS_KEY,
  'sw-context-token': token,
  'content-type': 'application/json',
});

/** The session's cart sent as an enquiry (POST /checkout/order), read back with its lines. */
export async function placeEnquiry(request: APIRequestContext, token: string): Promise<EnquiryOrder> {
  const placed = await request.post('/store-api/checkout/order', { headers: storeHeaders(token), data: {} });
  if (!placed.ok()) throw new Error(`checkout/order: ${placed.status()} ${await placed.text()}`);
  const { id } = (await placed.json()) as { id: string };
  const read = await request.post('/store-api/order', {
    headers: storeHeaders(token),
    data: { filter: [{ type: 'equals', field: 'id', value: id }], associations: { lineItems: {} } },
  });
  if (!read.ok()) throw new Error(`order: ${read.status()} ${await read.text()}`);
  const order = ((await read.json()) as { orders: { elements: EnquiryOrder[] } }).orders.elements[0];
  if (!order) throw new Error(`the enquiry ${id} cannot be read back`);
  return order;
}

/** A desk account (owner CLI) signed in over POST /api/oauth/token: its bearer access token. */
export async function deskBearer(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('offer-owner');
  createDeskAccount(email, 'Otto Offer');
  const response = await request.post('/api/oauth/token', {
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    data: {
      grant_type: 'password',
      client_id: 'administration',
      scopes: 'write',
      username: email,
      password: DESK_PASSWORD,
    },
  });
  if (!response.ok()) throw new Error(`oauth/token: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** `YYYY-MM-DD` `days` from today (UTC, as the server counts). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Sends an offer on the enquiry (POST /api/_action/order/{id}/offer): every line 10 % below its list price,
 * 5 % discount, delivery in two weeks, valid for a week, and the given message.
 */
export async function sendOffer(
  request: APIRequestContext,
  bearer: string,
  order: EnquiryOrder,
  message: string,
): Promise<{ id: string; total: number }> {
  const lines = order.lineItems
    .filter((line) => !line.parentId)
    .map((line) => ({ lineItemId: line.id, unitPrice: Math.round(line.unitPrice * 90) / 100 }));
  const response = await request.post(`/api/_action/order/${order.id}/offer`, {
    headers: {
      authorization: `Bearer ${bearer}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    data: {
      lines,
      discount: { type: 'percentage', value: 5 },
      deliveryDate: dayFromToday(14),
      validUntil: dayFromToday(7),
      message,
    },
  });
  if (!response.ok()) throw new Error(`offer: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string; total: number } }).data;
}
