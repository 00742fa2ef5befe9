import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };

async function openSheets(page: Page, lang: 'en' | 'de' = 'en'): Promise<void> {
  await page.goto(lang === 'de' ? '/de/shop' : '/shop');
  await waitForShop(page);
  await page
    .getByRole('navigation', { name: lang === 'de' ? /kategorien/i : /categories/i })
    .getByRole('link', { name: lang === 'de' ? 'Platten' : 'Sheets', exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: lang === 'de' ? 'Platten' : 'Sheets' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ (products?|Produkte?)$/)).toBeVisible();
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const { lang, filters, thickness, skip } of [
  { lang: 'en', filters: 'Filters', thickness: 'Thickness', skip: 'Skip to products' },
  { lang: 'de', filters: 'Filter', thickness: 'Stärke', skip: 'Zu den Produkten springen' },
] as const) {
  test(`on a phone the filters open from a button and the products start on the first screen (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openSheets(page, lang);
    const toggle = page.getByRole('button', { name: new RegExp(`^${filters}\\b`) });
    await expect(toggle).toHaveText(filters);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: thickness })).toBeHidden();
    const firstCard = page.locator('#spk-products ul > li').first();
    const top = await firstCard.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(PHONE.height);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath(`phone-category-${lang}.png`) });

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = page.getByRole('group', { name: thickness });
    await expect(group).toBeVisible();
    await group.getByRole('checkbox').first().check();
    // The button says that a filter is set while the filters are closed.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText(new RegExp(`^${filters} \\(1 `));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);
  });

  test(`a skip link leads the keyboard past the filters to the products (${lang})`, async ({ page }) => {
    await openSheets(page, lang);
    // Desktop: the filters are open, no disclosure button.
    await expect(page.getByRole('group', { name: thickness })).toBeVisible();
    await expect(page.getByRole('button', { name: filters, exact: true })).toBeHidden();
    const skipLink = page.getByRole('link', { name: skip });
    await skipLink.focus();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    // The next Tab stop is the product list's own control (sort) or a product, not a filter checkbox.
    await expect(focused).not.toHaveAttribute('type', 'checkbox');
    expect(await focused.evaluate((element) => !!element.closest('#spk-products'))).toBe(true);
  });
}

test('a filter tick shows at once, before the filtered list arrives', async ({ page }) => {
  await openSheets(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/store-api/product-listing/**', async (route: Route) => {
    const body = route.request().postDataJSON() as { properties?: string } | null;
    if (body?.properties) await held;
    await route.continue();
  });
  const box = page.getByRole('group', { name: 'Thickness' }).getByRole('checkbox').first();
  await box.click();
  await expect(box).toBeChecked({ timeout: 1_000 });
  release();
  await expect(page).toHaveURL(/[?&]properties=/);
  await expect(box).toBeChecked();
});

test('an option choice shows at once, before the variant behind it arrives', async ({ page, request }) => {
  const { storeApi } = await import('../support/store-api');
  const { parent, inStock } = await storeApi(request).productWithStockAndOnDemandVariants();
  await page.goto(`/shop/product/${parent.id}`);
  await waitForShop(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent.name);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/store-api/product**', async (route: Route) => {
    await held;
    await route.continue();
  });
  for (const option of inStock.options ?? []) {
    const radio = page
      .getByRole('group', { name: option.group.name, exact: true })
      .getByRole('radio', { name: option.name, exact: true });
    if (!(await radio.isChecked())) await radio.click();
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }
  release();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${inStock.id}$`));
  for (const option of inStock.options ?? []) {
    await expect(
      page
        .getByRole('group', { name: option.group.name, exact: true })
        .getByRole('radio', { name: option.name, exact: true }),
    ).toBeChecked();
  }
});
