import { join } from 'node:path';
import { GERMANY_ID } from '../../src/seed/reference-data.js';
import { listOutbox } from '../../src/mail/outbox.js';
import type { TestServer } from './test-server.js';

// Helpers of the account tests: registration bodies, the outbox, and logging in through the mailed link.

export const STOREFRONT_URL = 'http://localhost:8080/shop';
export const GERMAN_STOREFRONT_URL = 'http://localhost:8080/de/shop';
/** A cheap scrypt cost so that the suite stays fast (production: N=2^15, r=8, p=3). */
export const FAST_HASHING = { N: 1024, r: 8, p: 1 };

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'secret-password',
    firstName: 'Erika',
    lastName: 'Muster',
    storefrontUrl: STOREFRONT_URL,
    acceptedDataProtection: true,
    billingAddress: { street: 'Hauptstraße 5', zipcode: '80331', city: 'München', countryId: GERMANY_ID },
    ...overrides,
  };
}

export async function outbox(server: TestServer) {
  await server.app.mailDelivery.settled();
  return listOutbox(join(server.options.dataDir, 'outbox'));
}

export async function lastMailTo(server: TestServer, email: string) {
  const mail = (await outbox(server)).find((entry) => entry.to === email);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

export function linkIn(text: string, pathPart: string): URL {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in:\n${text}`);
  return new URL(link);
}

/** Registers, confirms through the mailed link and returns the logged-in token. */
export async function registeredCustomer(server: TestServer, email: string, password = 'secret-password') {
  const registered = await server.api.post('/account/register', registration(email, { password }));
  if (registered.status !== 200) throw new Error(`register: ${registered.status}`);
  const link = linkIn((await lastMailTo(server, email)).text, '/registration/confirm');
  const confirmed = await server.api.post('/account/register-confirm', {
    em: link.searchParams.get('em'),
    hash: link.searchParams.get('hash'),
  });
  if (confirmed.status !== 200 || !confirmed.token) throw new Error(`confirm: ${confirmed.status}`);
  return {
    token: confirmed.token,
    customer: confirmed.json as { id: string; defaultBillingAddressId: string },
  };
}

export function withToken(token: string) {
  return { headers: { 'sw-context-token': token } };
}
