import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { asGuest, cartWith, loggedIn, pageWithSession } from '../support/sessions';
import { storeApi } from '../support/store-api';
import { uniqueEmail } from '../support/outbox';

const TEXTS = {
  en: {
    prefix: '',
    addresses: 'Loading your addresses…',
    enquiries: 'Loading your enquiries…',
    shop: 'Loading the shop…',
    shippingCosts: /^Shipping costs \(Parcel\)$/,
    shipping: 'Shipping method',
    editBilling: /^Edit billing and delivery address: Max Mustermann, /,
  },
  de: {
    prefix: '/de',
    addresses: 'Ihre Adressen werden geladen …',
    enquiries: 'Ihre Anfragen werden geladen …',
    shop: 'Der Shop wird geladen',
    shippingCosts: /^Versandkosten \(Paket\)$/,
    shipping: 'Versandart',
    editBilling: /^Rechnungs- und Lieferadresse bearbeiten: Max Mustermann, /,
  },
} as const;

/** Holds the Store API calls to `path` until the returned function is called. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/store-api${path}`, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const lang of ['en', 'de'] as const) {
  const L = TEXTS[lang];

  test(`the account shows the email address, and its waits say what they wait for (${lang})`, async ({
    browser,
    request,
  }) => {
    const page = await pageWithSession(browser, await loggedIn(request, 'demo@example.com', 'plastics-demo'));
    try {
      const releaseAddresses = await hold(page, '/account/list-address');
      await page.goto(`${L.prefix}/shop/account`);
      await expect(page.getByText(L.addresses)).toBeVisible();
      await expect(page.getByText(L.shop)).toBeHidden();
      await expect(page.getByText('demo@example.com', { exact: true })).toBeVisible();
      releaseAddresses();
      await expect(page.getByRole('button', { name: L.editBilling })).toBeVisible();

      const releaseOrders = await hold(page, '/order');
      await page.goto(`${L.prefix}/shop/account/orders`);
      await expect(page.getByText(L.enquiries)).toBeVisible();
      releaseOrders();
      await expect(page.getByRole('article').first()).toBeVisible();
    } finally {
      await page.context().close();
    }
  });

  test(`before a shipping method is chosen the summary names the method its shipping costs belong to (${lang})`, async ({
    browser,
    request,
  }) => {
    const variant = await storeApi(request).inStockVariant();
    const token = await asGuest(
      request,
      await cartWith(request, [{ id: variant.id }]),
      uniqueEmail(`summary-${lang}`),
    );
    const page = await pageWithSession(browser, token);
    try {
      await page.goto(`${L.prefix}/shop/checkout`);
      const methods = page.getByRole('group', { name: L.shipping }).getByRole('radio');
      await expect(methods.first()).toBeVisible();
      for (const radio of await methods.all()) await expect(radio).not.toBeChecked();
      await expect(page.locator('dt', { hasText: L.shippingCosts })).toBeVisible();
      await page.goto(`${L.prefix}/shop/cart`);
      await expect(page.locator('dt', { hasText: L.shippingCosts })).toBeVisible();
    } finally {
      await page.context().close();
    }
  });
}
