import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';
import { storeApi } from '../support/store-api';

const TERMS =
  'I have read the general terms and conditions, the technical data sheets and the handling information';
const CANCELED = 'The payment process was cancelled, you will be redirected to the checkout.';

/** An empty browser with one line in the cart, identified as a guest, on checkout step 1. */
async function guestAtCheckout(page: Page, request: Parameters<typeof storeApi>[0]): Promise<void> {
  const [variant] = await storeApi(request).searchProducts({
    filter: [
      { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      { type: 'range', field: 'availableStock', parameters: { gte: 5 } },
      { type: 'equals', field: 'isCloseout', value: false },
    ],
    sort: [{ field: 'productNumber', order: 'ASC' }],
    limit: 1,
  });
  if (!variant) throw new Error('the seed needs an in-stock variant');
  await page.goto(`/shop/product/${variant.id}`);
  await waitForShop(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart.')).toBeVisible();

  await page.goto('/shop/checkout');
  const guest = page.getByRole('form', { name: 'No customer account registration' });
  await guest.getByLabel('First name', { exact: true }).fill('Karla');
  await guest.getByLabel('Last name', { exact: true }).fill('Klarna');
  await guest.getByLabel('Street', { exact: true }).fill('Sveavägen 46');
  await guest.getByLabel('Zip code', { exact: true }).fill('10117');
  await guest.getByLabel('City', { exact: true }).fill('Berlin');
  await guest.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
  await guest.getByLabel('Email', { exact: true }).fill(uniqueEmail('klarna'));
  await guest.getByRole('button', { name: 'Continue as guest' }).click();

  const shipping = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first();
  await shipping.click();
  await expect(shipping).toBeChecked();
  await page.getByRole('checkbox', { name: TERMS }).check();
}

async function chooseKlarna(page: Page): Promise<void> {
  const method = page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: 'Klarna: Pay later' });
  await method.click();
  await expect(method).toBeChecked();
}

test('a buyer pays with Klarna: cancel first, keep the cart, then approve and land on the success page', async ({
  page,
  request,
}) => {
  await guestAtCheckout(page, request);
  await chooseKlarna(page);
  const widget = page.getByRole('region', { name: 'Klarna payment' });
  await expect(widget.getByText('Klarna sandbox — no real payment')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const send = page.getByRole('button', { name: 'Send non-binding enquiry' });
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Klarna sandbox' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(CANCELED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await expect(send).toBeFocused();

  await send.click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/shop\/success\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  // The built-in sandbox approved it: the page says that no real payment exists (not "Payment authorised").
  await expect(page.getByText(/^Klarna sandbox: .*No real payment exists\.$/)).toBeVisible();
  await expect(page.getByText('Payment authorised')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();

  // The success page reloads safely.
  await page.reload();
  await expect(page.getByText(/^Klarna sandbox: .*No real payment exists\.$/)).toBeVisible();
});

test('a declined Klarna payment goes back to the checkout with the message and another method still sends', async ({
  page,
  request,
}) => {
  // The SDK arrives late, so the buyer sends while the widget still loads: the send waits for the widget.
  await page.route(/\/kp\/lib\/v1\/api\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await guestAtCheckout(page, request);
  await chooseKlarna(page);
  await expect(page.getByText('Klarna is loading…')).toBeVisible();
  await page.getByRole('button', { name: 'Send non-binding enquiry' }).click();
  await page.getByRole('dialog', { name: 'Klarna sandbox' }).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(CANCELED)).toBeVisible();

  const invoice = page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: 'Invoice after the offer' });
  await invoice.click();
  await expect(invoice).toBeChecked();
  await page.getByRole('button', { name: 'Send non-binding enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
});

test('when the Klarna SDK cannot be loaded the buyer is told and can choose another method', async ({
  page,
  request,
}) => {
  await page.route(/\/kp\/lib\/v1\/api\.js$/, (route) => route.abort('connectionrefused'));
  await guestAtCheckout(page, request);
  await chooseKlarna(page);
  await expect(
    page.getByText('Klarna could not be loaded. Please choose another payment method.'),
  ).toBeVisible();
  const invoice = page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: 'Invoice after the offer' });
  await invoice.click();
  await expect(invoice).toBeChecked();
  await page.getByRole('button', { name: 'Send non-binding enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
});
