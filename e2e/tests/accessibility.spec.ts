import type { Page } from '@playwright/test';
import { A11ySweep } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { linkFromNewestMail, uniqueEmail } from '../support/outbox';
import { asGuest, cartWith, loggedIn, pageWithSession } from '../support/sessions';
import { GERMAN_LANGUAGE_ID, storeApi, type Product } from '../support/store-api';

/**
 * The accessibility sweep: every page and state of the shop in English and German, checked with axe against
 * WCAG 2.x A/AA; serious and critical violations fail, all of a test at once. Pages that are not the subject
 * (a cart, a guest, a login) are prepared through the Store API.
 */

const LANGS = {
  en: {
    prefix: '',
    languageId: undefined,
    sheets: 'Sheets',
    addToCart: 'Add to cart',
    chooseVariant: 'Please choose a variant first',
    confirmDocuments: /I confirm/,
    logIn: 'Log in',
    register: 'Register',
    sendMail: 'Send email',
    continueAsGuest: 'Continue as guest',
    send: 'Send non-binding enquiry',
    shipping: 'Shipping method',
    terms: /I have read/,
    thanks: 'Thank you for your enquiry',
    addAddress: 'Add address',
    save: 'Save',
    changePassword: 'Change password',
    details: 'Show details',
    required: 'Please fill in this field.',
  },
  de: {
    prefix: '/de',
    languageId: GERMAN_LANGUAGE_ID,
    sheets: 'Platten',
    addToCart: 'In den Warenkorb',
    chooseVariant: 'Bitte wählen Sie zuerst eine Variante aus',
    confirmDocuments: /Ich bestätige/,
    logIn: 'Anmelden',
    register: 'Registrieren',
    sendMail: 'E-Mail senden',
    continueAsGuest: 'Als Gast fortfahren',
    send: 'Unverbindliche Anfrage senden',
    shipping: 'Versandart',
    terms: /Ich habe/,
    thanks: 'Vielen Dank für Ihre Anfrage',
    addAddress: 'Adresse hinzufügen',
    save: 'Speichern',
    changePassword: 'Passwort ändern',
    details: 'Details anzeigen',
    required: 'Bitte füllen Sie dieses Feld aus.',
  },
} as const;

type Lang = keyof typeof LANGS;

/** Opens a page and waits for its heading (start-up included). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#spk-container h1').first()).toBeVisible({ timeout: 30_000 });
}

/** Chooses each option of the variant (radio groups named by property group), waiting for each choice. */
async function chooseVariant(page: Page, variant: Product): Promise<void> {
  for (const option of variant.options ?? []) {
    const radio = page
      .getByRole('group', { name: option.group.name, exact: true })
      .getByRole('radio', { name: option.name, exact: true });
    if (!(await radio.isChecked())) await radio.click();
    await expect(radio).toBeChecked();
  }
}

for (const lang of Object.keys(LANGS) as Lang[]) {
  const L = LANGS[lang];
  const shop = `${L.prefix}/shop`;

  test.describe(`accessibility (${lang})`, () => {
    test('catalogue: start page, category list, product page with a variant and the documents', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000); // many page states, each checked by axe
      const sweep = new A11ySweep(page);
      const { parent, inStock } = await storeApi(request, L.languageId).productWithStockAndOnDemandVariants();

      await open(page, shop);
      await sweep.check('start page');

      const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: L.sheets }) });
      await nav.getByRole('link', { name: L.sheets, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: L.sheets })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^\d+/ })).toBeVisible();
      await sweep.check('category list');

      await open(page, `${shop}/product/${parent.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent.name);
      await page.getByRole('button', { name: L.addToCart }).click();
      await expect(page.getByText(L.chooseVariant)).toBeVisible();
      await sweep.check('product page, no variant chosen, add refused');

      await chooseVariant(page, inStock);
      await expect(page).toHaveURL(new RegExp(`/product/${inStock.id}$`));
      await sweep.check('product page, variant chosen');

      await page.getByRole('checkbox', { name: L.confirmDocuments }).check();
      await expect(page.locator('#spk-container a[download]').first()).toBeVisible();
      await sweep.check('product page, documents confirmed');
    });

    test('cart empty and with items, checkout step 0 (identify) with the guest form messages', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000); // many page states, each checked by axe
      const { inStock } = await storeApi(request).productWithStockAndOnDemandVariants();
      const emptySweep = new A11ySweep(page);
      await open(page, `${shop}/cart`);
      await emptySweep.check('cart, empty');
      await open(page, `${shop}/checkout`);
      await emptySweep.check('checkout, empty cart');

      const token = await cartWith(request, [{ id: inStock.id, quantity: 2 }]);
      const shopper = await pageWithSession(browser, token);
      const sweep = new A11ySweep(shopper);
      await open(shopper, `${shop}/cart`);
      await expect(shopper.locator('#spk-container dl').first()).toBeVisible();
      await sweep.check('cart with items');

      await open(shopper, `${shop}/checkout`);
      const guestButton = shopper.getByRole('button', { name: L.continueAsGuest });
      await expect(guestButton).toBeVisible();
      await sweep.check('checkout step 0 (identify)');
      await guestButton.click();
      await expect(shopper.getByText(L.required).first()).toBeVisible();
      await sweep.check('checkout step 0, guest form messages');
      await shopper.context().close();
    });

    test('checkout step 1 with its messages, order confirmation and success page', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000); // many page states, each checked by axe
      const { inStock } = await storeApi(request).productWithStockAndOnDemandVariants();
      const token = await cartWith(request, [{ id: inStock.id, quantity: 2 }]);
      const guestToken = await asGuest(request, token, uniqueEmail(`a11y-${lang}`));
      const shopper = await pageWithSession(browser, guestToken);
      const sweep = new A11ySweep(shopper);
      await open(shopper, `${shop}/checkout`);
      const send = shopper.getByRole('button', { name: L.send });
      await expect(send).toBeVisible();
      await sweep.check('checkout step 1');
      await send.click();
      await expect(shopper.locator('#spk-container [aria-invalid="true"]').first()).toBeVisible();
      await sweep.check('checkout step 1, shipping method message');

      const radio = shopper.getByRole('group', { name: L.shipping }).getByRole('radio').first();
      await radio.click();
      await expect(radio).toBeChecked();
      await send.click();
      await expect(shopper.getByRole('checkbox', { name: L.terms })).toHaveAttribute('aria-invalid', 'true');
      await sweep.check('checkout step 1, terms message');

      await shopper.getByRole('checkbox', { name: L.terms }).check();
      await send.click();
      await expect(shopper.getByRole('heading', { level: 1, name: L.thanks })).toBeVisible();
      await expect(shopper.locator('#spk-container dl').first()).toBeVisible();
      await sweep.check('order confirmation');

      const code = await shopper.evaluate(
        () => (history.state as { usr?: { deepLinkCode?: string } } | null)?.usr?.deepLinkCode,
      );
      expect(code).toBeTruthy();
      await open(shopper, `${shop}/success/${code}`);
      await expect(shopper.locator('#spk-container dl').first()).toBeVisible();
      await sweep.check('success page');
      await shopper.context().close();
    });

    test('login and registration with their messages, registration confirm', async ({ page }) => {
      test.setTimeout(120_000); // many page states, each checked by axe
      const sweep = new A11ySweep(page);
      await open(page, `${shop}/login`);
      await sweep.check('login');
      const loginForm = page.locator('#spk-container form:not([role="search"])').first();
      await loginForm.getByRole('button', { name: L.logIn }).click();
      await expect(loginForm.locator('[aria-invalid="true"]').first()).toBeVisible();
      await sweep.check('login, messages');

      await open(page, `${shop}/register`);
      await sweep.check('register');
      await page.getByRole('button', { name: L.register, exact: true }).click();
      await expect(page.getByText(L.required).first()).toBeVisible();
      await sweep.check('register, messages');

      await open(page, `${shop}/registration/confirm?em=${'0'.repeat(40)}&hash=${'0'.repeat(32)}`);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await sweep.check('registration confirm, invalid link');
    });

    test('password reset with its messages, expired recovery link, not-available and error page', async ({
      page,
    }) => {
      test.setTimeout(120_000); // many page states, each checked by axe
      const sweep = new A11ySweep(page);

      await open(page, `${shop}/resetpassword`);
      await sweep.check('reset password');
      await page.getByRole('button', { name: L.sendMail }).click();
      await expect(page.locator('#spk-container [aria-invalid="true"]').first()).toBeVisible();
      await sweep.check('reset password, messages');

      await open(page, `${shop}/account/recover/password?hash=${'x'.repeat(32)}`);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await sweep.check('password recovery, expired link');

      await open(page, `${shop}/no/such/page`);
      await sweep.check('not-available page');
      await open(page, `${shop}/error`);
      await sweep.check('error page');
    });

    test('account: profile, addresses, password with their messages, enquiry history', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000); // many page states, each checked by axe
      const token = await loggedIn(request, 'demo@example.com', 'plastics-demo');
      const page = await pageWithSession(browser, token);
      const sweep = new A11ySweep(page);
      await open(page, `${shop}/account`);
      await expect(page.getByRole('button', { name: L.addAddress })).toBeVisible();
      await sweep.check('account');

      const password = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: L.changePassword }) });
      await password.getByRole('button', { name: L.changePassword }).click();
      await expect(password.locator('[aria-invalid="true"]').first()).toBeVisible();
      await page.getByRole('button', { name: L.addAddress }).click();
      const newAddress = page.locator('form').filter({ has: page.getByRole('button', { name: L.save }) });
      await newAddress.last().getByRole('button', { name: L.save }).click();
      await expect(page.getByText(L.required).first()).toBeVisible();
      await sweep.check('account, address form and password messages');

      await open(page, `${shop}/account/orders`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await sweep.check('enquiry history');
      await page.getByText(L.details).first().click();
      await sweep.check('enquiry history, details open');
      await page.context().close();
    });
  });
}

test('password recovery with a mailed link, in both languages, with its messages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // many page states, each checked by axe
  const origin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  await storeApi(request).post('/account/recovery-password', {
    email: 'demo@example.com',
    storefrontUrl: `${origin}/shop`,
  });
  const link = new URL(await linkFromNewestMail(page, 'demo@example.com', /account\/recover\/password/));
  const sweep = new A11ySweep(page);
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const L = LANGS[lang];
    await open(page, `${L.prefix}/shop/account/recover/password${link.search}`);
    const submit = page.getByRole('button', { name: L.changePassword });
    await expect(submit).toBeVisible();
    await sweep.check(`password recovery (${lang})`);
    await submit.click();
    await expect(page.locator('#spk-container [aria-invalid="true"]').first()).toBeVisible();
    await sweep.check(`password recovery, messages (${lang})`);
  }
});
