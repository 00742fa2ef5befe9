import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';

test('the demo host page mounts the shop into #spk-container', async ({ page, problems }) => {
  await page.goto('/');
  await waitForShop(page);
  const container = page.locator('#spk-container');
  await expect(container.getByRole('navigation').first()).toBeVisible();
  // the host page around the container is left alone
  await expect(page.locator('body > *').first()).toBeVisible();
  // one main landmark: the host page's, which holds the container (the shop's pages then go in an unnamed section)
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').locator('#spk-container')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('/shop redirects to the category list', async ({ page }) => {
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop\/category(\/[0-9a-f]{32})?$/);
  await waitForShop(page);
});

test('/shop.html and the en prefix are accepted', async ({ page }) => {
  await page.goto('/en/shop.html');
  await expect(page).toHaveURL(/\/shop(\.html)?\/category/);
  await waitForShop(page);
});

test('/de/shop shows the shop in German', async ({ page, problems }) => {
  await page.goto('/de/shop');
  await waitForShop(page);
  await expect(page).toHaveURL(/\/de\/shop\/category/);
  await expect(
    page.locator('#spk-container [lang="de-DE"], #spk-container[lang="de-DE"]').first(),
  ).toBeAttached();
  await expect(page.getByRole('link', { name: /Warenkorb/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(problems.consoleErrors).toEqual([]);
});

test('the language switch moves between English and German on the same page', async ({ page }) => {
  await page.goto('/shop/cart');
  await waitForShop(page);
  await page.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/shop\/cart$/);
  await expect(page.getByRole('link', { name: /Warenkorb/ }).first()).toBeVisible();
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(/\/(en\/)?shop\/cart$/);
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toBeVisible();
});

test('an unknown path shows the not-available page whose link leads back to the store', async ({ page }) => {
  await page.goto('/shop/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page is not available' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /back to (the )?store/i }).click();
  await expect(page).toHaveURL(/\/shop\/category/);
  await waitForShop(page);
});

test('the not-available page is German under /de', async ({ page }) => {
  await page.goto('/de/shop/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Diese Seite ist nicht verfügbar' })).toBeVisible();
});

for (const path of ['/foo', '/xx/shop', '/fr/shop/cart']) {
  test(`the server answers ${path} with the host page (404) and the shop says it is not available`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { name: 'This page is not available' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /back to (the )?store/i }).click();
    await expect(page).toHaveURL(/\/shop\/category/);
    await waitForShop(page);
  });
}

test('an unknown path under /de gets the host page (404) and the German not-available page', async ({
  page,
}) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Diese Seite ist nicht verfügbar' })).toBeVisible();
  await page.getByRole('link', { name: /zurück zum (Shop|Store)/i }).click();
  await expect(page).toHaveURL(/\/de\/shop\/category/);
  await waitForShop(page);
});

test('backend texts pass the text filter: category names with markup show as plain text', async ({
  page,
}) => {
  // A backend whose category names carry HTML (e.g. pasted from a rich-text editor).
  await page.route('**/store-api/navigation/**', async (route) => {
    const response = await route.fetch();
    const tree = (await response.json()) as { name?: string; translated?: { name?: string } }[];
    const first = tree[0];
    if (first) {
      first.name = `<b>${first.name}</b><script>alert(1)</script>`;
      if (first.translated?.name)
        first.translated.name = `<em>${first.translated.name}</em><img src=x onerror=alert(1)>`;
    }
    await route.fulfill({ response, json: tree });
  });
  await page.goto('/shop');
  await waitForShop(page);
  const navigation = page.locator('#spk-container nav').first();
  await expect(navigation.getByRole('link', { name: 'Sheets', exact: true })).toBeVisible();
  await expect(navigation).not.toContainText('<');
  await expect(page.locator('#spk-container img[src="x"], #spk-container script')).toHaveCount(0);
});

test('a reload of a deep link keeps the page', async ({ page }) => {
  await page.goto('/de/shop/login');
  await waitForShop(page);
  await page.reload();
  await waitForShop(page);
  await expect(page).toHaveURL(/\/de\/shop\/login$/);
});

test('account routes need a login and send a guest to the login page', async ({ page }) => {
  await page.goto('/shop/account/orders');
  await expect(page).toHaveURL(/\/shop\/login$/);
});

test('a page without the container mounts nothing and logs that the entry was not found', async ({
  page,
}) => {
  // Take the real shop bundle from the demo host page and load it into a page without #spk-container.
  await page.goto('/');
  const scripts = await page
    .locator('script[type="module"][src]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/host-without-container.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Host</title>${scripts
        .map((src) => `<script type="module" src="${src}"></script>`)
        .join('')}</head><body><main id="host">Host content</main></body></html>`,
    }),
  );
  await page.goto('/host-without-container.html');
  await expect.poll(() => errors.join('\n')).toMatch(/spk-container.*not found|not found.*spk-container/i);
  await expect(page.locator('body')).toHaveText('Host content');
});

test('a route chunk that fails to load ends on the error page with a retry, not a blank screen', async ({
  page,
}) => {
  await page.goto('/shop');
  await waitForShop(page);
  let failChunk = true;
  await page.route(/\/assets\/CartPage-[^/]+\.js$/, (route) =>
    failChunk ? route.abort() : route.continue(),
  );
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  failChunk = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
});

test('after navigation the focus moves to the new page heading', async ({ page }) => {
  await page.goto('/shop');
  await waitForShop(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
