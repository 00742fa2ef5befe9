import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartWith, loggedIn, pageWithSession } from '../support/sessions';
import { storeApi } from '../support/store-api';

// WCAG 1.4.10 (reflow): at 390 CSS px nothing makes the page scroll sideways.
const PHONE = { width: 390, height: 844 };
const TERMS =
  'I have read the general terms and conditions, the technical data sheets and the handling information';

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${state}.png`), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${state} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

test('on a phone the enquiry step, its confirmation and the enquiry history with details open fit the width', async ({
  browser,
  request,
}) => {
  const variant = await storeApi(request).inStockVariant();
  const token = await loggedIn(
    request,
    'demo@example.com',
    'plastics-demo',
    await cartWith(request, [{ id: variant.id }]),
  );
  const page = await pageWithSession(browser, token);
  try {
    await page.setViewportSize(PHONE);
    await page.goto('/shop/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Billing address' })).toBeVisible();
    const same = page.getByRole('checkbox', { name: 'Delivery address same as billing address' });
    if (await same.isChecked()) await same.uncheck();
    await expect(page.getByRole('combobox', { name: 'Delivery address' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'enquiry-step');

    const shipping = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first();
    await shipping.click();
    await expect(shipping).toBeChecked();
    await page.getByRole('checkbox', { name: TERMS }).check();
    await page.getByRole('button', { name: 'Send non-binding enquiry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
    await expect(page.getByText(variant.productNumber).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'enquiry-confirmation');

    for (const lang of ['', '/de'] as const) {
      await page.goto(`${lang}/shop/account/orders`);
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible();
      await first.locator('summary').click();
      await expect(first.getByRole('table')).toBeVisible();
      await expectNoSidewaysScroll(page, `enquiry-history${lang.replace('/', '-')}`);
    }
  } finally {
    await page.context().close();
  }
});
