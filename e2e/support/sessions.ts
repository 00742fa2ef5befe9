import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACCESS_KEY } from './store-api';

/**
 * Store API sessions built without the interface, for tests whose subject is a page and not the steps that
 * lead to it: a cart with items, a guest, a logged-in customer. Each function returns the context token.
 */

async function call(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  token: string | undefined,
  data?: unknown,
): Promise<{ token: string; body: unknown }> {
  const headers: Record<string, string> = { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' };
  if (token) headers['sw-context-token'] = token;
  const response = await request[method](`/store-api${path}`, { headers, data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  const next = response.headers()['sw-context-token'] ?? token;
  if (!next) throw new Error(`${path}: no context token in the answer`);
  return { token: next, body: await response.json() };
}

/** A new session whose cart holds the given products (one each, or the given quantity). */
export async function cartWith(
  request: APIRequestContext,
  items: { id: string; quantity?: number }[],
  token?: string,
): Promise<string> {
  const { token: next } = await call(request, 'post', '/checkout/cart/line-item', token, {
    items: items.map((item) => ({
      type: 'product',
      referencedId: item.id,
      id: item.id,
      quantity: item.quantity ?? 1,
    })),
  });
  return next;
}

/** The session logged in as the given customer (a new session when no token is given). */
export async function loggedIn(
  request: APIRequestContext,
  email: string,
  password: string,
  token?: string,
): Promise<string> {
  const { token: next, body } = await call(request, 'post', '/account/login', token, {
    username: email,
    password,
  });
  return (body as { contextToken?: string }).contextToken ?? next;
}

/** The session registered as a guest with a German address (checkout step 1 follows). */
export async function asGuest(request: APIRequestContext, token: string, email: string): Promise<string> {
  const origin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  const countries = (await call(request, 'post', '/country', token, { limit: 100 })).body as {
    elements: { id: string; iso: string }[];
  };
  const germany = countries.elements.find((country) => country.iso === 'DE');
  const { token: next } = await call(request, 'post', '/account/register', token, {
    guest: true,
    email,
    firstName: 'Greta',
    lastName: 'Gast',
    acceptedDataProtection: true,
    storefrontUrl: `${origin}/shop`,
    billingAddress: {
      firstName: 'Greta',
      lastName: 'Gast',
      street: 'Kaistraße 4',
      zipcode: '24103',
      city: 'Kiel',
      countryId: germany?.id,
    },
  });
  return next;
}

/**
 * A new browser context whose shop uses this session (the token in localStorage from the start, as a
 * returning visitor has it) and its page. Close the context at the end.
 */
export async function pageWithSession(browser: Browser, token: string): Promise<Page> {
  const origin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  const context = await browser.newContext({
    baseURL: origin,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'spk.contextToken', value: token },
            { name: 'spk.sessionTime', value: String(Date.now()) },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

/** Logs the demo customer in on the shop's login page (as a person would) and waits for the account link. */
export async function logInAsDemoCustomer(page: Page): Promise<void> {
  await page.goto('/shop/login');
  await expect(page.locator('#spk-container h1').first()).toBeVisible();
  const form = page.locator('#spk-container form:not([role="search"])').first();
  await form.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await form.getByLabel('Password', { exact: true }).fill('plastics-demo');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'My account' }).first()).toBeVisible();
}
