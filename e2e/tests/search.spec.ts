import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/**
 * The shop's search against the real server: the field in the top navigation with its suggestions
 * (`POST /search-suggest`) and the results page (`POST /search`) with the category list's sorting, filters and
 * pages in the URL, in English and German, on a desktop and on a phone.
 */

const PHONE = { width: 390, height: 844 };

// Whole journeys with searches on a machine shared with other work: the search answers may take a while.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 45_000 };

const LANGS = {
  en: {
    prefix: '',
    field: 'Search products',
    suggestions: 'Suggestions',
    term: 'sheet',
    found: /^\d+ products? found$/,
    showAll: (term: string) => `Show all results for “${term}”`,
    heading: (term: string) => `Search results for “${term}”`,
    count: /^\d+ products?$/,
    sortBy: 'Sort by',
    nextPage: 'Next page',
    noResults: (term: string) => `No products match “${term}”.`,
  },
  de: {
    prefix: '/de',
    field: 'Produkte suchen',
    suggestions: 'Vorschläge',
    term: 'platte',
    found: /^\d+ Produkte? gefunden$/,
    showAll: (term: string) => `Alle Ergebnisse für „${term}“ anzeigen`,
    heading: (term: string) => `Suchergebnisse für „${term}“`,
    count: /^\d+ Produkte?$/,
    sortBy: 'Sortieren nach',
    nextPage: 'Nächste Seite',
    noResults: (term: string) => `Keine Produkte passen zu „${term}“.`,
  },
} as const;

type Lang = keyof typeof LANGS;

async function openShop(page: Page, lang: Lang): Promise<void> {
  await page.goto(`${LANGS[lang].prefix}/shop`);
  await expect(page.locator('#spk-container h1').first()).toBeVisible(SLOW); // waitForShop, with patience
}

/** Types like a person (the suggestions wait for a pause in typing). */
async function typeTerm(page: Page, lang: Lang, term: string): Promise<void> {
  const field = page.getByRole('combobox', { name: LANGS[lang].field });
  await field.click();
  await field.pressSequentially(term, { delay: 40 });
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const lang of ['en', 'de'] as const) {
  const L = LANGS[lang];

  test(`suggestions while typing open a product with the keyboard (${lang})`, async ({ page, problems }) => {
    await openShop(page, lang);
    const field = page.getByRole('combobox', { name: L.field });
    await expect(page.getByRole('search')).toContainText(''); // the search landmark is there
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await typeTerm(page, lang, L.term);

    const listbox = page.getByRole('listbox', { name: L.suggestions });
    await expect(listbox).toBeVisible(SLOW);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: L.found })).toHaveCount(1);
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(6); // at most five products and "show all"
    await expect(options.last()).toHaveText(L.showAll(L.term));
    // Each product suggestion shows a price.
    await expect(options.first()).toContainText(/\d+[.,]\d{2}\s?€|€\d/);
    await page.screenshot({ path: test.info().outputPath(`suggestions-${lang}.png`) });
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'none');
    await expect(field).toBeFocused();
    const chosen = (await first.textContent()) ?? '';
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${L.prefix}/shop/product/[0-9a-f]{32}$`));
    // The listing stays on screen until the product page's chunk and data are there: wait for the product's heading.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible(SLOW);
    await expect
      .poll(async () => chosen.includes((await heading.textContent())?.trim() || '-'), SLOW)
      .toBe(true);
    await expect(listbox).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });

  test(`Enter opens the results page; sorting, filters and pages live in the URL (${lang})`, async ({
    page,
  }) => {
    await openShop(page, lang);
    await typeTerm(page, lang, L.term);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${L.prefix}/shop/search?search=${L.term}`);
    const heading = page.getByRole('heading', { level: 1, name: L.heading(L.term) });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText(L.count)).toBeVisible(SLOW);
    await expect(page.locator('#spk-products ul > li').first()).toBeVisible(SLOW);
    await page.screenshot({ path: test.info().outputPath(`results-${lang}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Pages: four products a page (the URL's `limit`), the next page's link.
    await page.goto(`${L.prefix}/shop/search?search=${L.term}&limit=4`);
    await expect(heading).toBeVisible();
    await page.getByRole('link', { name: L.nextPage }).click(SLOW);
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
    await expect(page.getByRole('link', { name: L.nextPage }).or(heading).first()).toBeVisible();

    // Sorting starts at page 1 again and keeps the term.
    await page.getByLabel(L.sortBy).selectOption('price-desc', SLOW);
    await expect(page).toHaveURL(new RegExp(`\\?search=${L.term}&limit=4&order=price-desc$`));

    // A filter: the first option of the first filter group.
    const firstFilter = page.locator('#spk-container input[type="checkbox"]').first();
    await firstFilter.check(SLOW);
    await expect(page).toHaveURL(/[?&]properties=[0-9a-f]{32}/);
    await expect(firstFilter).toBeChecked();
    await expect(page.getByText(L.count)).toBeVisible(SLOW);

    // Reload and Back keep the list's state: it is the URL's.
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByLabel(L.sortBy)).toHaveValue('price-desc', SLOW);
    await expect(page.locator('#spk-container input[type="checkbox"]').first()).toBeChecked();
    await expect(page.getByRole('combobox', { name: L.field })).toHaveValue(L.term);
    await page.goBack();
    await expect(page).toHaveURL(/order=price-desc$/);
  });

  test(`a term without results says so (${lang})`, async ({ page }) => {
    await openShop(page, lang);
    await typeTerm(page, lang, 'zzqxw');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: L.heading('zzqxw') })).toBeVisible();
    await expect(page.getByText(L.noResults('zzqxw'))).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(page);
  });

  test(`on a phone the field has its own row and nothing is wider than the screen (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openShop(page, lang);
    const field = page.getByRole('combobox', { name: L.field });
    await expect(field).toBeVisible();
    const box = await field.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(PHONE.width / 2);
    await typeTerm(page, lang, L.term);
    const listbox = page.getByRole('listbox', { name: L.suggestions });
    await expect(listbox).toBeVisible(SLOW);
    const popup = await listbox.boundingBox();
    expect((popup?.x ?? -1) >= 0 && (popup?.x ?? 0) + (popup?.width ?? 0) <= PHONE.width).toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath(`phone-suggestions-${lang}.png`) });

    await listbox.getByRole('option').last().click();
    await expect(page.getByRole('heading', { level: 1, name: L.heading(L.term) })).toBeVisible();
    await expect(page.locator('#spk-products ul > li').first()).toBeVisible(SLOW);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath(`phone-results-${lang}.png`) });
  });
}
