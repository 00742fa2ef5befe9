import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';
import { logInAsDemoCustomer } from '../support/sessions';
import { storeApi, type Product } from '../support/store-api';

const TERMS =
  'I have read the general terms and conditions, the technical data sheets and the handling information';

async function inStockVariant(request: Parameters<typeof storeApi>[0], offset = 0): Promise<Product> {
  const variants = await storeApi(request).searchProducts({
    filter: [
      { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      { type: 'range', field: 'availableStock', parameters: { gte: 10 } },
      { type: 'equals', field: 'isCloseout', value: false },
    ],
    sort: [{ field: 'productNumber', order: 'DESC' }],
    limit: offset + 1,
  });
  const variant = variants[offset];
  if (!variant) throw new Error('the seed needs in-stock variants');
  return variant;
}

async function addToCart(page: Page, variant: Product, quantity: number): Promise<void> {
  await page.goto(`/shop/product/${variant.id}`);
  await waitForShop(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart.')).toBeVisible();
}

/** Only the methods that can serve the cart's weight are offered: takes the first (shown once the context took it). */
async function chooseFirstShippingMethod(page: Page, groupName: string): Promise<void> {
  const radio = page.getByRole('group', { name: groupName }).getByRole('radio').first();
  await radio.click();
  await expect(radio).toBeChecked();
}

function enquiryNumberOn(page: Page) {
  return page.getByText(/^Enquiry number: \S+$/);
}

test('a guest sends a non-binding enquiry from an empty browser and gets the confirmation and the mail', async ({
  page,
  request,
}) => {
  const variant = await inStockVariant(request);
  await addToCart(page, variant, 2);
  await page.getByRole('link', { name: /^Cart, 2 items$/ }).click();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const email = uniqueEmail('guest');
  const guest = page.getByRole('form', { name: 'No customer account registration' });
  await guest.getByLabel('First name', { exact: true }).fill('Gustav');
  await guest.getByLabel('Last name', { exact: true }).fill('Gast');
  await guest.getByLabel('Street', { exact: true }).fill('Hafenstraße 3');
  await guest.getByLabel('Zip code', { exact: true }).fill('20457');
  await guest.getByLabel('City', { exact: true }).fill('Hamburg');
  await guest.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
  await guest.getByLabel('Email', { exact: true }).fill(email);
  await guest.getByRole('button', { name: 'Continue as guest' }).click();

  const send = page.getByRole('button', { name: 'Send non-binding enquiry' });
  await expect(send).toBeVisible();
  await chooseFirstShippingMethod(page, 'Shipping method');
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('textbox', { name: 'Comment on your enquiry' }).fill('Please cut to 500 × 500 mm.');
  await expectNoSeriousA11yViolations(page);
  await send.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  const number = (await enquiryNumberOn(page).textContent())?.replace('Enquiry number: ', '') ?? '';
  expect(number).not.toBe('');
  await expect(page.getByText(variant.productNumber).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The confirmation survives a reload.
  await page.reload();
  await expect(enquiryNumberOn(page)).toHaveText(`Enquiry number: ${number}`);

  // The buyer's mail names the enquiry.
  await page.goto('/outbox');
  await expect(
    page.getByRole('row').filter({ hasText: email }).filter({ hasText: number }).first(),
  ).toBeVisible();
});

test('a customer with two addresses sends an enquiry that shows in the history with its figures', async ({
  page,
  request,
}) => {
  const variant = await inStockVariant(request, 1);
  await logInAsDemoCustomer(page);
  await addToCart(page, variant, 3);
  await page.goto('/shop/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  const delivery = page.getByRole('combobox', { name: 'Delivery address' });
  const billing = page.getByRole('combobox', { name: 'Billing address' });
  const sameAsBilling = page.getByRole('checkbox', { name: 'Delivery address same as billing address' });
  if (await sameAsBilling.isChecked()) await sameAsBilling.uncheck();
  const options = await delivery.locator('option').allTextContents();
  const billingChoice = await billing.locator('option:checked').textContent();
  const other = options.find((o) => o.trim() !== '' && o !== billingChoice);
  if (!other) throw new Error('the demo customer needs two addresses');
  await delivery.selectOption({ label: other });

  await chooseFirstShippingMethod(page, 'Shipping method');
  await page.getByRole('checkbox', { name: TERMS }).check();
  await page.getByRole('button', { name: 'Send non-binding enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  const number = (await enquiryNumberOn(page).textContent())?.replace('Enquiry number: ', '') ?? '';
  const total = await page
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  expect(total).toMatch(/€/);

  await page.goto('/shop/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My enquiries' })).toBeVisible();
  const enquiry = page.getByRole('article', { name: `Enquiry ${number}` });
  await expect(enquiry).toBeVisible();
  await expect(enquiry).toContainText(total ?? '');
  await expect(enquiry).toContainText(/Open|open/);
  await expectNoSeriousA11yViolations(page);
});

test('a missing shipping method and the unticked terms each block the enquiry with their message', async ({
  page,
  request,
}) => {
  const variant = await inStockVariant(request, 2);
  await addToCart(page, variant, 1);
  await page.goto('/de/shop/checkout');
  const guest = page.getByRole('form', { name: 'Kein Kundenkonto anlegen' });
  await guest.getByLabel('Vorname', { exact: true }).fill('Berta');
  await guest.getByLabel('Nachname', { exact: true }).fill('Blockiert');
  await guest.getByLabel('Straße', { exact: true }).fill('Ring 1');
  await guest.getByLabel('PLZ', { exact: true }).fill('50667');
  await guest.getByLabel('Ort', { exact: true }).fill('Köln');
  await guest.getByLabel('Land', { exact: true }).selectOption({ label: 'Deutschland' });
  await guest.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('blocked'));
  await guest.getByRole('button', { name: 'Als Gast fortfahren' }).click();

  const send = page.getByRole('button', { name: 'Unverbindliche Anfrage senden' });
  await send.click();
  await expect(page.getByText('Bitte wählen Sie eine Versandart.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();

  await chooseFirstShippingMethod(page, 'Versandart');
  await send.click();
  await expect(page.getByRole('checkbox', { name: /Ich habe/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('checkbox', { name: /Ich habe/ })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
});

test('the enquiry history loads page by page until it says there are no more', async ({ page }) => {
  await logInAsDemoCustomer(page);
  await page.goto('/shop/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My enquiries' })).toBeVisible();
  const enquiries = page.getByRole('article');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // The heading shows before the first page of enquiries has arrived.
  await expect(enquiries.first()).toBeVisible();
  let shown = await enquiries.count();
  expect(shown).toBeGreaterThan(0);
  for (let page_ = 0; page_ < 10 && (await loadMore.isVisible()); page_++) {
    await loadMore.click();
    await expect
      .poll(async () => (await enquiries.count()) > shown || (await loadMore.isHidden()))
      .toBe(true);
    shown = await enquiries.count();
  }
  await expect(page.getByText('There were no more enquiries that could be loaded.')).toBeVisible();
  expect(shown).toBeGreaterThanOrEqual(12);
});

test('the success page of an unknown enquiry asks for its email and zip code and shows nothing for them', async ({
  page,
}) => {
  await page.goto('/shop/success/00000000000000000000000000000000');
  await waitForShop(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('12345');
  await page.getByRole('button', { name: 'Show enquiry' }).click();
  await expect(
    page.getByText('No enquiry matches this email address and zip code. Please check your input.'),
  ).toBeVisible();
  await expect(enquiryNumberOn(page)).toBeHidden();
});
