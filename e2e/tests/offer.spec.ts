import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { deskBearer, placeEnquiry, sendOffer } from '../support/offers';
import { uniqueEmail } from '../support/outbox';
import { asGuest, cartWith, loggedIn, pageWithSession } from '../support/sessions';
import { storeApi } from '../support/store-api';

// The shopper's side of an offer (issue 20) in the real browser against the real server: the enquiry is sent
// over the Store API, the offer over the desk's Admin API (a desk account made with the owner CLI); the shopper
// sees it in the enquiry history (a customer) or on the enquiry's deep link (a guest), downloads its PDF and
// accepts it, in both languages, on a desktop and on a 390×844 phone.

const TEXTS = {
  en: {
    prefix: '',
    enquiry: 'Enquiry',
    order: 'Order',
    offer: 'Our offer',
    validUntil: /^This offer is valid until /,
    lines: 'Offered prices',
    total: 'Offer total',
    pdf: 'Download offer (PDF)',
    file: 'Offer',
    accept: 'Accept offer',
    confirm: 'Yes, order bindingly',
    acceptedNow: /^Thank you! You accepted the offer: your enquiry is now a binding order\./,
    accepted: 'You accepted this offer: your enquiry is now a binding order.',
    orderInProgress: 'Order in progress',
    email: 'Email',
    zipcode: 'Zip code',
    show: 'Show enquiry',
  },
  de: {
    prefix: '/de',
    enquiry: 'Anfrage',
    order: 'Bestellung',
    offer: 'Unser Angebot',
    validUntil: /^Dieses Angebot gilt bis zum /,
    lines: 'Angebotene Preise',
    total: 'Angebotssumme',
    pdf: 'Angebot herunterladen (PDF)',
    file: 'Angebot',
    accept: 'Angebot annehmen',
    confirm: 'Ja, verbindlich bestellen',
    acceptedNow: /^Vielen Dank! Sie haben das Angebot angenommen: Ihre Anfrage ist jetzt eine verbindliche/,
    accepted: 'Sie haben dieses Angebot angenommen: Ihre Anfrage ist jetzt eine verbindliche Bestellung.',
    orderInProgress: 'Bestellung in Bearbeitung',
    email: 'E-Mail',
    zipcode: 'PLZ',
    show: 'Anfrage anzeigen',
  },
} as const;

const MESSAGE = 'Dear customer,\nwe can deliver in two weeks. <b>Not bold</b>';
const PHONE = { width: 390, height: 844 };
// Two browsers' worth of work (the API setup with a desk account made by the CLI, the page, a PDF) on two cores.
test.describe.configure({ timeout: 120_000 });
const DESKTOP = { width: 1280, height: 900 };

type Lang = keyof typeof TEXTS;

/** The offer as the shopper sees it; then its PDF downloaded and the offer accepted. */
async function seeDownloadAndAccept(page: Page, offer: Locator, lang: Lang, number: string, shot: string) {
  const L = TEXTS[lang];
  await expect(offer.getByText(L.validUntil)).toBeVisible();
  await expect(offer.getByRole('table', { name: L.lines }).getByRole('row')).toHaveCount(2);
  await expect(offer).toContainText(L.total);
  // The owner's message as text: its markup stripped, never rendered.
  await expect(offer.getByText(/^Dear customer,/)).toHaveText(
    'Dear customer, we can deliver in two weeks. Not bold',
  );
  await expect(offer.locator('b')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await offer.getByRole('button', { name: L.pdf }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${L.file}-${number}.pdf`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await expectNoSeriousA11yViolations(page);
  await offer.screenshot({ path: test.info().outputPath(`${shot}-offer.png`) });

  await offer.getByRole('button', { name: L.accept }).click();
  const confirm = offer.getByRole('button', { name: L.confirm });
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(offer.getByText(L.acceptedNow)).toBeFocused();
  await expect(offer.getByRole('button', { name: L.accept })).toHaveCount(0);
  await offer.screenshot({ path: test.info().outputPath(`${shot}-accepted.png`) });
}

for (const [lang, viewport, device] of [
  ['en', DESKTOP, 'desktop'],
  ['de', PHONE, 'phone'],
] as const) {
  test(`a customer sees the offer in the enquiry history and accepts it: an order (${lang}, ${device})`, async ({
    browser,
    request,
  }) => {
    const L = TEXTS[lang];
    const variant = await storeApi(request).inStockVariant();
    const token = await cartWith(
      request,
      [{ id: variant.id, quantity: 2 }],
      await loggedIn(request, 'demo@example.com', 'plastics-demo'),
    );
    const order = await placeEnquiry(request, token);
    await sendOffer(request, await deskBearer(request), order, MESSAGE);

    const page = await pageWithSession(browser, token);
    try {
      await page.setViewportSize(viewport);
      await page.goto(`${L.prefix}/shop/account/orders`);
      await expect(page.getByRole('article', { name: `${L.enquiry} ${order.orderNumber}` })).toBeVisible();
      // The same article before and after (its name turns from enquiry to order).
      const enquiry = page.getByRole('article', { name: new RegExp(` ${order.orderNumber}$`) });
      const offer = enquiry.getByRole('region', { name: L.offer });
      await seeDownloadAndAccept(page, offer, lang, order.orderNumber, `history-${lang}-${device}`);
      await expect(page.getByRole('article', { name: `${L.order} ${order.orderNumber}` })).toContainText(
        L.orderInProgress,
      );

      // The server keeps it: after a reload the enquiry is an order, its offer accepted.
      await page.reload();
      const accepted = page.getByRole('article', { name: `${L.order} ${order.orderNumber}` });
      await expect(accepted).toContainText(L.orderInProgress);
      await expect(accepted.getByRole('region', { name: L.offer })).toContainText(L.accepted);
    } finally {
      await page.context().close();
    }
  });
}

for (const [lang, viewport, device] of [
  ['de', DESKTOP, 'desktop'],
  ['en', PHONE, 'phone'],
] as const) {
  test(`a guest opens the enquiry's deep link in another browser and accepts the offer (${lang}, ${device})`, async ({
    browser,
    request,
  }) => {
    const L = TEXTS[lang];
    const variant = await storeApi(request).inStockVariant();
    const email = uniqueEmail(`offer-${lang}`);
    const token = await asGuest(request, await cartWith(request, [{ id: variant.id }]), email);
    const order = await placeEnquiry(request, token);
    await sendOffer(request, await deskBearer(request), order, MESSAGE);

    // Another browser (e.g. the link in the mail opened on a phone): a fresh context without the guest's session.
    const context = await browser.newContext({ baseURL: new URL(process.env.E2E_BASE_URL ?? '').origin });
    const page = await context.newPage();
    try {
      await page.setViewportSize(viewport);
      await page.goto(`${L.prefix}/shop/success/${order.deepLinkCode}`);
      // Email and billing zip code with Shopware's `login: true`: this browser becomes the guest's session.
      await page.getByRole('textbox', { name: L.email }).fill(email);
      await page.getByRole('textbox', { name: L.zipcode }).fill('24103');
      await page.getByRole('button', { name: L.show }).click();
      const offer = page.getByRole('region', { name: L.offer });
      await expect(offer.getByRole('heading', { level: 2, name: L.offer })).toBeVisible();
      await seeDownloadAndAccept(page, offer, lang, order.orderNumber, `deep-link-${lang}-${device}`);
      await expect(page.getByText(`Status: ${L.orderInProgress}`)).toBeVisible();

      await page.reload();
      await expect(page.getByText(`Status: ${L.orderInProgress}`)).toBeVisible();
      await expect(page.getByRole('region', { name: L.offer })).toContainText(L.accepted);
    } finally {
      await page.context().close();
    }
  });
}
