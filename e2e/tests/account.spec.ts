import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';
import { linkFromNewestMail, uniqueEmail } from '../support/outbox';

const GERMAN = {
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Firma',
  street: 'Straße',
  zipcode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  email: 'E-Mail',
  password: 'Passwort',
};

async function registerInGerman(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/de/shop/register');
  await waitForShop(page);
  await expectNoSeriousA11yViolations(page);
  const form = page.locator('#spk-container form:not([role="search"])').first();
  await form.getByLabel(GERMAN.salutation).selectOption({ label: 'Frau' });
  await form.getByLabel(GERMAN.firstName, { exact: true }).fill('Erika');
  await form.getByLabel(GERMAN.lastName, { exact: true }).fill('Musterfrau');
  await form.getByLabel(GERMAN.company, { exact: true }).fill('Kunststoff <b>GmbH</b>');
  await form.getByLabel(GERMAN.street, { exact: true }).fill('Industriestraße 5');
  await form.getByLabel(GERMAN.zipcode, { exact: true }).fill('70173');
  await form.getByLabel(GERMAN.city, { exact: true }).fill('Stuttgart');
  await form.getByLabel(GERMAN.country, { exact: true }).selectOption({ label: 'Deutschland' });
  await form.getByLabel(GERMAN.email, { exact: true }).fill(email);
  await form.getByLabel(GERMAN.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Registrierung erfolgreich.')).toBeVisible();
}

async function logIn(page: Page, email: string, password: string, lang: 'en' | 'de' = 'en'): Promise<void> {
  await page.goto(`${lang === 'de' ? '/de' : ''}/shop/login`);
  await waitForShop(page);
  const form = page.locator('#spk-container form:not([role="search"])').first();
  await form.getByLabel(lang === 'de' ? 'E-Mail' : 'Email', { exact: true }).fill(email);
  await form.getByLabel(lang === 'de' ? 'Passwort' : 'Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: lang === 'de' ? 'Anmelden' : 'Log in' }).click();
}

test('register in German, confirm by mail, log out, log in, keep addresses and change the password', async ({
  page,
}) => {
  // A whole account's life with several real scrypt hashes (the production cost): 15 s on a quiet machine, and
  // close to the default minute on a loaded one.
  test.setTimeout(120_000);
  const email = uniqueEmail('erika');
  const password = 'Sicher-Passw0rt';
  await registerInGerman(page, email, password);

  // Not confirmed yet: logging in is refused once the password is right.
  await logIn(page, email, password, 'de');
  await expect(page.getByRole('alert')).toContainText('nicht bestätigt');

  const confirmLink = await linkFromNewestMail(page, email, /registration\/confirm/);
  expect(confirmLink).toMatch(/\/de\/shop\/registration\/confirm\?em=[0-9a-f]{40}&hash=[0-9a-f]{32}$/);
  await page.goto(confirmLink);
  await expect(
    page.getByText('Vielen Dank: Ihre E-Mail-Adresse ist bestätigt und Sie sind angemeldet.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mein Konto' }).first()).toBeVisible();

  // The account shows the registration's data, with HTML stripped from the company name.
  await page.getByRole('link', { name: 'Mein Konto' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(page.getByText('Kunststoff GmbH').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();

  await logIn(page, email, 'wrong-password', 'de');
  await expect(page.getByText('Fehler bei der Anmeldung. Bitte überprüfen Sie Ihre Angaben.')).toBeVisible();
  await logIn(page, email, password, 'de');
  // Logged in: back on the page before the login, with the account link in the top navigation.
  await page.getByRole('link', { name: 'Mein Konto' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

  // A second address, then an edit of it.
  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  const newAddress = page
    .getByRole('form', { name: 'Neue Adresse' })
    .or(page.locator('form', { hasText: 'Neue Adresse' }));
  await newAddress.getByLabel('Vorname', { exact: true }).fill('Erika');
  await newAddress.getByLabel('Nachname', { exact: true }).fill('Musterfrau');
  await newAddress.getByLabel('Straße', { exact: true }).fill('Lagerweg 9');
  await newAddress.getByLabel('PLZ', { exact: true }).fill('80331');
  await newAddress.getByLabel('Ort', { exact: true }).fill('München');
  await newAddress.getByLabel('Land', { exact: true }).selectOption({ label: 'Deutschland' });
  await newAddress.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Lagerweg 9')).toBeVisible();

  const second = page.getByRole('listitem').filter({ hasText: 'Lagerweg 9' });
  // The button names the address it edits.
  await second.getByRole('button', { name: /^Adresse bearbeiten: .*Lagerweg 9, 80331 München$/ }).click();
  const editForm = page
    .getByRole('form', { name: 'Adresse bearbeiten' })
    .or(page.locator('form', { hasText: 'Adresse bearbeiten' }));
  await editForm.getByLabel('Straße', { exact: true }).fill('Lagerweg 11');
  await editForm.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Adresse erfolgreich geändert.')).toBeVisible();
  await expect(page.getByText('Lagerweg 11')).toBeVisible();

  // Change the password: the old one no longer works, the new one does.
  const change = page
    .locator('section, form')
    .filter({ has: page.getByRole('heading', { name: 'Passwort ändern' }) })
    .last();
  const tokenBefore = await page.evaluate(() => localStorage.getItem('spk.contextToken'));
  await change.getByLabel('Altes Passwort', { exact: true }).fill(password);
  await change.getByLabel('Neues Passwort', { exact: true }).fill('Noch-Sicherer-1');
  await change.getByLabel('Passwort bestätigen', { exact: true }).fill('Noch-Sicherer-1');
  await change.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Passwort geändert.')).toBeVisible();
  // The session goes on under a new token (rotated on a password change, as in Shopware): the shop keeps it, so
  // a reload is still logged in.
  const tokenAfter = await page.evaluate(() => localStorage.getItem('spk.contextToken'));
  expect(tokenAfter).toBeTruthy();
  expect(tokenAfter).not.toBe(tokenBefore);
  await page.reload();
  await waitForShop(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await logIn(page, email, password, 'de');
  await expect(page.getByText('Fehler bei der Anmeldung. Bitte überprüfen Sie Ihre Angaben.')).toBeVisible();
  await logIn(page, email, 'Noch-Sicherer-1', 'de');
  await expect(page.getByRole('link', { name: 'Mein Konto' }).first()).toBeVisible();
});

test('recover a forgotten password through the mailed link', async ({ page, request }) => {
  // A confirmed customer made through the Store API and the confirmation mail.
  const email = uniqueEmail('recover');
  const origin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  const headers = { 'sw-access-key': 'SWSCPLASTICSENQUIRYDEMO001', 'content-type': 'application/json' };
  const countries = (await (
    await request.post('/store-api/country', { headers, data: { limit: 100 } })
  ).json()) as {
    elements: { id: string; iso: string }[];
  };
  const germany = countries.elements.find((c) => c.iso === 'DE');
  const registered = await request.post('/store-api/account/register', {
    headers,
    data: {
      email,
      password: 'First-Passw0rd',
      firstName: 'Rita',
      lastName: 'Recover',
      acceptedDataProtection: true,
      storefrontUrl: `${origin}/shop`,
      billingAddress: { street: 'Weg 1', zipcode: '12345', city: 'Berlin', countryId: germany?.id },
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(await linkFromNewestMail(page, email, /registration\/confirm/));
  await expect(page.getByText(/email address is confirmed/)).toBeVisible();
  await page.getByRole('link', { name: 'My account' }).first().click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.goto('/shop/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login form (with its own Email field) stays until the reset page has loaded: fill the reset page's.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page
    .locator('#spk-container form:not([role="search"])')
    .first()
    .getByLabel('Email', { exact: true })
    .fill(email);
  await page.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText('Email sent.')).toBeVisible();

  const recoveryLink = await linkFromNewestMail(page, email, /account\/recover\/password/);
  expect(recoveryLink).toMatch(/\/shop\/account\/recover\/password\?hash=[A-Za-z0-9]{32}$/);
  await page.goto(recoveryLink);
  await page.getByLabel('New password', { exact: true }).fill('Second-Passw0rd');
  await page.getByLabel('Confirm password', { exact: true }).fill('Other-Passw0rd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords have to be identical')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('Second-Passw0rd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed/)).toBeVisible();

  await logIn(page, email, 'Second-Passw0rd');
  await expect(page.getByRole('link', { name: 'My account' }).first()).toBeVisible();

  // The link works once.
  await page.goto(recoveryLink);
  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/expired|no longer valid|not valid/i))
      .first(),
  ).toBeVisible();
});

test('the account page sends a logged-out visitor to the login page', async ({ page }) => {
  await page.goto('/de/shop/account');
  await expect(page).toHaveURL(/\/de\/shop\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the demo customer can log in and returns to the page they came from', async ({ page }) => {
  await page.goto('/shop/cart');
  await waitForShop(page);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await logIn(page, 'demo@example.com', 'plastics-demo');
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('link', { name: 'My account' }).first()).toBeVisible();
});
