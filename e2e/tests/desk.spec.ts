import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createDeskAccount, expectDeskAccessible, signInToDesk } from '../support/desk';
import { expect, test, waitForShop } from '../support/fixtures';
import { logInAsDemoCustomer } from '../support/sessions';
import { storeApi, type Product } from '../support/store-api';

// The enquiry desk (issue 20) in the real browser against the real server: the owner's account made with the
// CLI, the shopper's enquiry sent in the shop, the offer sent in the desk, mailed with its PDF, accepted in the
// shop's enquiry history; a closeout restocked in the desk and shown by the shop at once.

const TERMS =
  'I have read the general terms and conditions, the technical data sheets and the handling information';

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function variantFor(request: APIRequestContext, filter: unknown[], offset = 0): Promise<Product> {
  const variants = await storeApi(request).searchProducts({
    filter: [{ type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] }, ...filter],
    sort: [{ field: 'productNumber', order: 'DESC' }],
    limit: offset + 1,
  });
  const variant = variants[offset];
  if (!variant) throw new Error(`the seed needs such a variant: ${JSON.stringify(filter)}`);
  return variant;
}

/** The demo customer sends an enquiry for `quantity` of the variant in the shop; returns its number. */
async function sendEnquiry(page: Page, variant: Product, quantity: number): Promise<string> {
  await logInAsDemoCustomer(page);
  await page.goto(`/shop/product/${variant.id}`);
  await waitForShop(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart.')).toBeVisible();
  await page.goto('/shop/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  const shipping = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first();
  await shipping.click();
  await expect(shipping).toBeChecked();
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('textbox', { name: 'Comment on your enquiry' }).fill('Please cut to 500 × 500 mm.');
  await page.getByRole('button', { name: 'Send non-binding enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  const line = await page.getByText(/^Enquiry number: \S+$/).textContent();
  return line?.replace('Enquiry number: ', '') ?? '';
}

type OutboxEntry = {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; size: number }[];
};

/** The mails of the e2e server's outbox (DATA_DIR/outbox/*.json, what /outbox lists). */
function outbox(): OutboxEntry[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxEntry);
  } catch {
    return [];
  }
}

test('the owner answers an enquiry with an offer, the shopper accepts it, both see an order', async ({
  page,
  browser,
  request,
  problems,
}) => {
  // A whole shop checkout, the desk and the shop's enquiry history in two browsers.
  test.setTimeout(180_000);
  const owner = unique('owner');
  createDeskAccount(owner, 'Olga Owner');
  const variant = await variantFor(
    request,
    [
      { type: 'range', field: 'availableStock', parameters: { gte: 10 } },
      { type: 'equals', field: 'isCloseout', value: false },
    ],
    5,
  );
  const number = await sendEnquiry(page, variant, 3);
  expect(number).not.toBe('');

  // The owner, in a browser of their own.
  const deskContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const desk = await deskContext.newPage();
  desk.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.cspViolations.push(message.text());
  });
  await signInToDesk(desk, owner);
  await expect(desk.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(desk).toHaveTitle(/^\(\d+\) Enquiries – Enquiry desk$/);
  await desk.getByLabel('Search').fill(number);
  await desk.getByLabel('State').selectOption('open');
  await desk.getByRole('button', { name: 'Show' }).click();
  await expect(desk.getByText('1 enquiry', { exact: true })).toBeVisible();
  await desk.getByRole('link', { name: number, exact: true }).click();
  const heading = desk.getByRole('heading', { level: 1, name: `Enquiry ${number}` });
  await expect(heading).toBeFocused();
  await expect(desk.getByText('Please cut to 500 × 500 mm.')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Items', exact: true })).toContainText(variant.productNumber);

  // The offer: the first line 10 % below its list price, 5 % discount on top.
  const price = desk.getByRole('textbox', { name: /pieces\)/ }).first();
  const list = Number(await price.inputValue());
  expect(list).toBeGreaterThan(0);
  await price.fill((Math.round(list * 90) / 100).toFixed(2));
  await desk.getByLabel('Kind of discount').selectOption('percentage');
  await desk.getByLabel('Discount value').fill('5');
  await desk.getByLabel('Message to the customer').fill('Cut to size included.');
  await desk.getByRole('button', { name: 'Send offer' }).click();
  await expect(desk.getByText('The offer was sent to demo@example.com.')).toBeVisible();
  await expect(desk.getByText('Offer sent', { exact: true })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'History', exact: true })).toContainText(
    'Olga Owner: sent an offer',
  );

  // The mail with the PDF is in the outbox.
  await expect
    .poll(() =>
      outbox().find(
        (mail) =>
          mail.to.includes('demo@example.com') &&
          mail.text.includes(number) &&
          mail.attachments?.some((file) => file.contentType === 'application/pdf' && file.size > 1000),
      ),
    )
    .toBeTruthy();
  await page.goto('/outbox');
  await expect(page.getByRole('row').filter({ hasText: 'demo@example.com' }).first()).toBeVisible();

  // The shopper accepts in the enquiry history.
  await page.goto('/shop/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My enquiries' })).toBeVisible();
  const enquiry = page.getByRole('article', { name: `Enquiry ${number}` });
  await expect(enquiry).toContainText('Our offer');
  await enquiry.getByRole('button', { name: 'Accept offer' }).click();
  await page.getByRole('button', { name: 'Yes, order bindingly' }).click();
  await expect(
    page.getByText(/You accepted the offer: your enquiry is now a binding order/).first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: `Order ${number}` })).toBeVisible();

  // The owner sees the order: in progress, the offer accepted, the shopper's acceptance in the history.
  await desk.reload();
  await expect(desk.getByRole('heading', { level: 1, name: `Enquiry ${number}` })).toBeVisible();
  await expect(desk.getByText('Offer accepted', { exact: true })).toBeVisible();
  await expect(desk.getByText('In progress', { exact: true }).first()).toBeVisible();
  await expect(desk.getByRole('region', { name: 'History', exact: true })).toContainText(
    'accepted the offer',
  );
  await expect(desk.getByRole('button', { name: 'Mark as completed' })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  await deskContext.close();
});

test('the owner restocks a closeout variant and the shop shows the new stock at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = unique('restock');
  createDeskAccount(owner, 'Rita Restock', 'staff');
  const closeout = await variantFor(request, [
    { type: 'equals', field: 'isCloseout', value: true },
    { type: 'range', field: 'availableStock', parameters: { gte: 1 } },
  ]);
  await page.goto(`/shop/product/${closeout.id}`);
  await waitForShop(page);
  await expect(page.getByText(`In stock: ${closeout.availableStock}`)).toBeVisible();

  const deskContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const desk = await deskContext.newPage();
  await signInToDesk(desk, owner, '/admin/catalogue');
  await expect(desk.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await desk.getByLabel('Search variants').fill(closeout.productNumber);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  const restock = desk.getByRole('textbox', {
    name: new RegExp(`^Pieces arrived of ${closeout.productNumber} `),
  });
  await restock.fill('7');
  await desk.getByRole('button', { name: new RegExp(`^Add to stock ${closeout.productNumber} `) }).click();
  await expect(desk.getByText('Saved.')).toBeVisible();
  await expect(
    desk.getByRole('textbox', { name: new RegExp(`^Stock of ${closeout.productNumber} `) }),
  ).toHaveValue(String(closeout.availableStock + 7));

  await page.reload();
  await waitForShop(page);
  await expect(page.getByText(`In stock: ${closeout.availableStock + 7}`)).toBeVisible();
  await deskContext.close();
});

test('the desk pages are accessible in English and German, and the inbox fits a phone', async ({
  browser,
  problems,
  page,
}) => {
  test.setTimeout(120_000);
  const owner = unique('axe');
  createDeskAccount(owner, 'Axel Audit');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the enquiry desk' })).toBeVisible();
  await expectDeskAccessible(page, 'login en');
  await page.getByLabel('Email').fill(owner);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or the password is not right.');
  await expectDeskAccessible(page, 'login error en');

  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  phone.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.cspViolations.push(message.text());
  });
  await signInToDesk(phone, owner);
  await expect(phone.getByRole('link', { name: /^\d+$/ }).first()).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('desk-inbox-phone-390x844.png') });
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectDeskAccessible(phone, 'inbox en');
  await phone.getByRole('link', { name: /^\d+$/ }).first().click();
  await expect(phone.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expectDeskAccessible(phone, 'enquiry en');
  await phone.getByRole('link', { name: 'Catalogue' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeFocused();
  await expectDeskAccessible(phone, 'catalogue en');

  await phone.getByRole('button', { name: 'Deutsch' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expectDeskAccessible(phone, 'catalogue de');
  await phone.getByRole('link', { name: /^Anfragen/ }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Anfragen' })).toBeFocused();
  await expectDeskAccessible(phone, 'inbox de');
  await phone.getByRole('link', { name: /^\d+$/ }).first().click();
  await expect(phone.getByRole('heading', { level: 2, name: 'Verlauf' })).toBeVisible();
  await expectDeskAccessible(phone, 'enquiry de');

  // Signing out ends the session: a reload shows the login, in the chosen language.
  await phone.getByRole('button', { name: 'Abmelden' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Beim Anfragen-Desk anmelden' })).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'Beim Anfragen-Desk anmelden' })).toBeVisible();
  await expectDeskAccessible(phone, 'login de');
  expect(problems.cspViolations).toEqual([]);
  await context.close();
});
