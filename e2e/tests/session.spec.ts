import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForShop } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';
import { asGuest, cartWith, loggedIn, pageWithSession } from '../support/sessions';
import { GERMAN_LANGUAGE_ID, storeApi } from '../support/store-api';

const TOKEN_KEY = 'spk.contextToken';
const TIME_KEY = 'spk.sessionTime';

async function contextTokenOfNextCall(page: Page, action: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.url().includes('/store-api/context'));
  await action();
  return (await request).headers()['sw-context-token'];
}

test('the session token is kept across visits and replaced after more than 3600 s idle', async ({ page }) => {
  await page.goto('/shop');
  await waitForShop(page);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toMatch(/^[A-Za-z0-9]{32}$/);

  // A fresh session: the next visit sends the same token.
  expect(await contextTokenOfNextCall(page, () => page.reload())).toBe(token);
  await waitForShop(page);

  // Idle for 3601 s: the token is dropped, the server issues a new one and the shop stores it.
  await page.evaluate(([key, time]) => localStorage.setItem(key, String(time)), [
    TIME_KEY,
    Date.now() - 3601_000,
  ] as const);
  expect(await contextTokenOfNextCall(page, () => page.reload())).toBeUndefined();
  await waitForShop(page);
  const renewed = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(renewed).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(renewed).not.toBe(token);
});

/** An in-stock variant (not a closeout) with its English and German names, asked from the real server. */
async function variantInBothLanguages(request: APIRequestContext, offset = 0) {
  const criteria = {
    filter: [
      { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      { type: 'range', field: 'availableStock', parameters: { gte: 10 } },
      { type: 'equals', field: 'isCloseout', value: false },
    ],
    sort: [{ field: 'productNumber', order: 'ASC' }],
    limit: offset + 1,
  };
  const english = (await storeApi(request).searchProducts(criteria))[offset];
  const german = (await storeApi(request, GERMAN_LANGUAGE_ID).searchProducts(criteria))[offset];
  if (!english || !german) throw new Error('the seed needs in-stock variants');
  expect(german.id).toBe(english.id);
  expect(german.name).not.toBe(english.name);
  return { id: english.id, productNumber: english.productNumber, en: english.name, de: german.name };
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test('a session replaced after 3600 s idle in an open tab drops the customer and the cart at once', async ({
  browser,
  request,
}) => {
  const variant = await variantInBothLanguages(request);
  const token = await loggedIn(request, 'demo@example.com', 'plastics-demo');
  await cartWith(request, [{ id: variant.id, quantity: 3 }], token);
  const page = await pageWithSession(browser, token);
  await page.goto('/shop/cart');
  await waitForShop(page);
  await expect(page.getByRole('link', { name: 'My account' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: variant.en })).toBeVisible();

  // The tab stays open for more than an hour; then the shopper clicks on.
  await page.evaluate(([key, time]) => localStorage.setItem(key, String(time)), [
    TIME_KEY,
    Date.now() - 3601_000,
  ] as const);
  await page
    .getByRole('navigation')
    .getByRole('link')
    .filter({ hasText: /Sheets|Rods/ })
    .first()
    .click();

  // Logged out and an empty cart, everywhere at once; the old session's data is gone.
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'My account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 0 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: variant.en })).toHaveCount(0);
  const renewed = await storedToken(page);
  expect(renewed).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(renewed).not.toBe(token);
  await page.context().close();
});

test('two tabs: a login and a logout in one tab leave the other working with the current session', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const second = await context.newPage();
  const refused: string[] = [];
  for (const tab of [first, second]) {
    tab.on('response', (response) => {
      if (response.url().includes('/store-api/') && [401, 403].includes(response.status()))
        refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
  }
  await first.goto('/shop');
  await waitForShop(first);
  await second.goto('/shop');
  await waitForShop(second);
  expect(await storedToken(second)).toBe(await storedToken(first));

  // Log in in the first tab: the second shows the customer without a reload and can use the account.
  await first.goto('/shop/login');
  await waitForShop(first);
  const form = first.locator('#spk-container form:not([role="search"])').first();
  await form.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await form.getByLabel('Password', { exact: true }).fill('plastics-demo');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(first.getByRole('link', { name: 'My account' }).first()).toBeVisible();
  const loggedInToken = await storedToken(first);
  await expect(second.getByRole('link', { name: 'My account' }).first()).toBeVisible();
  await second.getByRole('link', { name: 'My account' }).first().click();
  await expect(second.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(second.getByText('demo@example.com').first()).toBeVisible();
  expect(await storedToken(second)).toBe(loggedInToken);

  // Log out in the second tab: the first is logged out too and sent to the login page for the account.
  await second.getByRole('button', { name: 'Log out' }).click();
  await expect(second.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(first.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await first.goto('/shop/account');
  await expect(first).toHaveURL(/\/shop\/login$/);
  expect(await storedToken(first)).toBe(await storedToken(second));
  expect(await storedToken(first)).not.toBe(loggedInToken);
  // Only the guard's customer look-up after the logout may be refused; no account call ran on a replaced token.
  expect(refused.filter((call) => call !== 'POST /store-api/account/customer')).toEqual([]);
  await context.close();
});

test('a language change reloads the cart line labels, in both directions', async ({ browser, request }) => {
  const variant = await variantInBothLanguages(request, 1);
  const page = await pageWithSession(browser, await cartWith(request, [{ id: variant.id }]));
  await page.goto('/shop/cart');
  await waitForShop(page);
  await expect(page.getByRole('heading', { level: 2, name: variant.en })).toBeVisible();
  await page.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: variant.de })).toBeVisible();
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: variant.en })).toBeVisible();
  await page.context().close();
});

test("'Not you? Start over' starts a new session whose cart keeps the guest's lines", async ({
  browser,
  request,
}) => {
  const variant = await variantInBothLanguages(request, 2);
  const token = await cartWith(request, [{ id: variant.id, quantity: 2 }]);
  const guest = await asGuest(request, token, uniqueEmail('restart'));
  const page = await pageWithSession(browser, guest);
  await page.goto('/de/shop/checkout');
  await waitForShop(page);
  await expect(page.getByText(/Sie senden diese Anfrage als Gast/)).toBeVisible();
  await page.getByRole('button', { name: 'Nicht Sie? Neu beginnen' }).click();

  // Step 0 again (no guest), a new token, and the cart still holds the two pieces.
  await expect(page.getByRole('form', { name: 'Kein Kundenkonto anlegen' })).toBeVisible();
  await expect(page.getByText(/Sie senden diese Anfrage als Gast/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
  const renewed = await storedToken(page);
  expect(renewed).not.toBe(guest);
  await page.getByRole('link', { name: 'Warenkorb, 2 Artikel' }).click();
  await expect(page.getByRole('heading', { level: 2, name: variant.de })).toBeVisible();
  await expect(page.getByRole('spinbutton').first()).toHaveValue('2');
  // The new session's cart on the server, not only on screen.
  expect(await storedToken(page)).toBe(renewed);
  await page.context().close();
});

test('a language the backend lacks changes nothing and tells the shopper, in both languages', async ({
  page,
}) => {
  // A backend with English only (e.g. a Shopware sales channel without German).
  await page.route('**/store-api/language', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { elements: { translationCode?: { code?: string } }[] };
    body.elements = body.elements.filter((language) => language.translationCode?.code === 'en-GB');
    await route.fulfill({ response, json: body });
  });
  await page.goto('/shop/cart');
  await waitForShop(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/shop\/cart$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'No Shopware language translation code provided' }),
  ).toBeVisible();
  // Nothing changed: the interface is still English.
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Opened in German: the German interface says it.
  await page.goto('/de/shop/cart');
  await waitForShop(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Kein Shopware-Sprachcode hinterlegt' }),
  ).toBeVisible();
});

test('switching the language on the confirmation page keeps the enquiry on screen', async ({
  browser,
  request,
}) => {
  const variant = await variantInBothLanguages(request, 3);
  const token = await cartWith(request, [{ id: variant.id }]);
  const page = await pageWithSession(browser, await asGuest(request, token, uniqueEmail('confirm-lang')));
  await page.goto('/shop/checkout');
  await waitForShop(page);
  const shipping = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first();
  await shipping.click();
  await expect(shipping).toBeChecked();
  await page
    .getByRole('checkbox', {
      name: 'I have read the general terms and conditions, the technical data sheets and the handling information',
    })
    .check();
  await page.getByRole('button', { name: 'Send non-binding enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  const number = ((await page.getByText(/^Enquiry number: \S+$/).textContent()) ?? '').replace(
    'Enquiry number: ',
    '',
  );
  expect(number).not.toBe('');

  await page.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/shop\/orderconfirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  await expect(page.getByText(`Anfragenummer: ${number}`)).toBeVisible();
  await expect(page.getByText(variant.productNumber).first()).toBeVisible();
  await expect(page.getByText(/keine Anfrage anzuzeigen|melden Sie sich an/)).toHaveCount(0);

  await page.getByRole('link', { name: /English/ }).click();
  await expect(page.getByText(`Enquiry number: ${number}`)).toBeVisible();
  await page.context().close();
});
