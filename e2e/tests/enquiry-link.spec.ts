import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';
import { asGuest, cartWith, pageWithSession } from '../support/sessions';
import { storeApi } from '../support/store-api';

const TEXTS = {
  en: {
    prefix: '',
    heading: 'Thank you for your enquiry',
    shipping: 'Shipping method',
    terms: /^I have read the general terms/,
    send: 'Send non-binding enquiry',
    reopen: 'You can reopen this enquiry later at this address:',
    logIn: /log in/i,
    email: 'Email',
    zip: 'Zip code',
    show: 'Show enquiry',
    number: /^Enquiry number: \S+$/,
  },
  de: {
    prefix: '/de',
    heading: 'Vielen Dank für Ihre Anfrage',
    shipping: 'Versandart',
    terms: /^Ich habe/,
    send: 'Unverbindliche Anfrage senden',
    reopen: 'Unter dieser Adresse können Sie diese Anfrage später wieder aufrufen:',
    logIn: /melden Sie sich an|anmelden/i,
    email: 'E-Mail',
    zip: 'PLZ',
    show: 'Anfrage anzeigen',
    number: /^Anfragenummer: \S+$/,
  },
} as const;

for (const lang of ['en', 'de'] as const) {
  const L = TEXTS[lang];
  test(`a guest's enquiry confirmation offers its link, which opens in another browser without a login (${lang})`, async ({
    browser,
    request,
  }) => {
    const variant = await storeApi(request).inStockVariant();
    const email = uniqueEmail(`link-${lang}`);
    const token = await asGuest(request, await cartWith(request, [{ id: variant.id }]), email);
    const page = await pageWithSession(browser, token);
    let other;
    try {
      await page.goto(`${L.prefix}/shop/checkout`);
      const shipping = page.getByRole('group', { name: L.shipping }).getByRole('radio').first();
      await shipping.click();
      await expect(shipping).toBeChecked();
      await page.getByRole('checkbox', { name: L.terms }).check();
      await page.getByRole('button', { name: L.send }).click();
      await expect(page.getByRole('heading', { level: 1, name: L.heading })).toBeVisible();
      const number = await page.getByText(L.number).textContent();

      // The guest is not told to log in; the enquiry's own link is offered.
      await expect(page.locator('#spk-container h1').locator('xpath=..')).not.toContainText(L.logIn);
      await expect(page.getByText(L.reopen)).toBeVisible();
      const link = page.getByRole('link', { name: /\/shop\/success\/[A-Za-z0-9_-]{32}$/ });
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${L.prefix}/shop/success/[A-Za-z0-9_-]{32}$`));
      await expectNoSeriousA11yViolations(page);

      // Another browser (no session): the guest opens it with the enquiry's email and zip code.
      const context = await browser.newContext({ baseURL: new URL(process.env.E2E_BASE_URL ?? '').origin });
      other = await context.newPage();
      await other.goto(href ?? '');
      await other.getByRole('textbox', { name: L.email, exact: true }).fill(email);
      await other.getByRole('textbox', { name: L.zip, exact: true }).fill('24103');
      await expect(other.locator('#spk-container h1').locator('xpath=..')).not.toContainText(L.logIn);
      await other.getByRole('button', { name: L.show }).click();
      await expect(other.getByText(L.number)).toHaveText(number ?? '');
      await expect(other.getByText(variant.productNumber).first()).toBeVisible();
    } finally {
      await other?.context().close();
      await page.context().close();
    }
  });
}
