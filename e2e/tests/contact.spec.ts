import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';
import { storeApi } from '../support/store-api';

// The contact page (issue 18): "ask us about a custom size" from a product page, errors beside the fields, the
// message sent to the shop owner (POST /contact-form), whose mail shows in the outbox; in English and German.

/** The shop owner's mail with this subject, opened on the outbox page (mails are sent after the answer). */
async function ownerMailText(page: Page, subject: string): Promise<string> {
  let text = '';
  await expect(async () => {
    await page.goto('/outbox');
    await page.getByRole('link', { name: subject }).first().click({ timeout: 1000 });
    text = (await page.locator('pre.outbox-text').textContent({ timeout: 1000 })) ?? '';
    expect(text).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return text;
}

test('asks about a custom size from a product page in English; the owner gets the message', async ({
  page,
  request,
}) => {
  const [product] = await storeApi(request).searchProducts({
    filter: [{ type: 'equals', field: 'parentId', value: null }],
    sort: [{ field: 'productNumber', order: 'ASC' }],
    limit: 1,
  });
  if (!product) throw new Error('no product in the seed');
  await page.goto(`/shop/product/${product.id}`);
  await waitForShop(page);
  await page.getByRole('link', { name: 'Ask us' }).click();
  await expect(page).toHaveURL(/\/shop\/contact\?product=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const subject = page.getByLabel('Subject');
  await expect(subject).toHaveValue(/^Custom size: /);
  const uniqueSubject = `Custom size ${Date.now()}`;
  await subject.fill(uniqueSubject);

  // Sent empty: every mandatory field says so beside it, and the first takes the focus.
  await page.getByRole('button', { name: 'Send message' }).click();
  const salutation = page.getByLabel('Salutation');
  await expect(salutation).toBeFocused();
  await expect(salutation).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fill in this field.')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);

  const email = uniqueEmail('contact');
  await salutation.selectOption({ label: 'Mr.' });
  await page.getByLabel('First name').fill('Max');
  await page.getByLabel('Last name').fill('Mustermann');
  await page.getByLabel('Email address').fill('max@');
  await page
    .getByLabel('Your message')
    .fill('Could you cut this sheet to 1234 x 567 mm?\nTwo pieces, please.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  await expect(page.getByText(`We will answer you at ${email}.`)).toBeVisible();

  const text = await ownerMailText(page, `Contact form: ${uniqueSubject}`);
  expect(text).toContain('Mr. Max Mustermann');
  expect(text).toContain(email);
  expect(text).toContain('Could you cut this sheet to 1234 x 567 mm?\nTwo pieces, please.');
});

test('sends the contact form in German', async ({ page }) => {
  await page.goto('/de/shop/contact');
  await waitForShop(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();

  const email = uniqueEmail('kontakt');
  const uniqueSubject = `Sondermaß ${Date.now()}`;
  await page.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Musterfrau');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Telefon (optional)').fill('+49 711 123456');
  await page.getByLabel('Betreff').fill(uniqueSubject);
  await page.getByLabel('Ihre Nachricht').fill('Gibt es PMMA auch in 25 mm Stärke?');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Vielen Dank, Ihre Nachricht wurde gesendet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const text = await ownerMailText(page, `Contact form: ${uniqueSubject}`);
  expect(text).toContain('Erika Musterfrau');
  expect(text).toContain('+49 711 123456');
  expect(text).toContain('Language: de-DE');
  expect(text).toContain('Gibt es PMMA auch in 25 mm Stärke?');
});
