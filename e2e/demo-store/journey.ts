import type { Browser, Page } from '@playwright/test';

// The shopper's path through Shopware's vue-demo-store, with every error the page shows on the way: console
// errors, page errors, failed requests, answers >= 400 and error pages (the demo store's error.vue).

export interface JourneyStep {
  name: string;
  url: string;
  ok: boolean;
  detail?: string;
}

export interface JourneyResult {
  steps: JourneyStep[];
  errors: string[];
}

/** Answers that are part of a normal visit (e.g. a guest's empty wishlist) are listed here with the reason. */
const EXPECTED_ERRORS: RegExp[] = [
  // The checkout page asks for a guest's addresses as well; Shopware answers 403 (not logged in) as we do.
  /403.*\/store-api\/account\/list-address$/,
];

/**
 * `fallbackProductPath` (e.g. /detail/<id>) is opened when the category step shows no product to click, so that
 * the later steps still run and report their own errors.
 */
export async function runJourney(
  browser: Browser,
  storeUrl: string,
  fallbackProductPath: string,
): Promise<JourneyResult> {
  const steps: JourneyStep[] = [];
  const errors: string[] = [];
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const note = (text: string) => {
    if (!EXPECTED_ERRORS.some((pattern) => pattern.test(text))) errors.push(`[${steps.length}] ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error')
      note(`console: ${message.text().slice(0, 400)} ${message.location().url ?? ''}`.trim());
  });
  page.on('pageerror', (error) => note(`page error: ${error.message.slice(0, 400)}`));
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });

  const step = async (name: string, action: () => Promise<void>) => {
    const before = errors.length;
    try {
      await action();
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      const errorPage = await errorPageText(page);
      if (errorPage) throw new Error(`error page: ${errorPage}`);
      steps.push({
        name,
        url: page.url(),
        ok: errors.length === before,
        ...(errors.length > before ? { detail: errors.slice(before).join(' | ') } : {}),
      });
    } catch (error) {
      steps.push({ name, url: page.url(), ok: false, detail: (error as Error).message.split('\n')[0] });
    }
  };

  await step('home', async () => {
    const answer = await page.goto(storeUrl, { waitUntil: 'networkidle' });
    if (!answer || answer.status() >= 400) throw new Error(`home answered ${answer?.status()}`);
  });

  await step('category with products', async () => {
    // The main navigation's first category that lists products.
    const links = await page
      .locator('header nav a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const candidates = [...new Set(links.filter((href) => href.startsWith('/') && href !== '/'))];
    if (candidates.length === 0) throw new Error('the main navigation has no category links');
    for (const href of candidates) {
      const answer = await page.goto(new URL(href, storeUrl).href, { waitUntil: 'networkidle' });
      if (answer && answer.status() < 400 && (await page.getByTestId('product-box').count()) > 0) return;
    }
    throw new Error(`no category of ${candidates.join(', ')} shows products`);
  });

  await step('product page', async () => {
    const productLink = page.getByTestId('product-box-product-name-link').first();
    if ((await productLink.count()) > 0) await productLink.click();
    else await page.goto(new URL(fallbackProductPath, storeUrl).href, { waitUntil: 'networkidle' });
    await page.getByTestId('add-to-cart-button').waitFor({ timeout: 20_000 });
  });

  await step('add to cart', async () => {
    await page.getByTestId('add-to-cart-button').click();
    await page.getByTestId('cart-product-name').first().waitFor({ timeout: 20_000 });
  });

  await step('cart page', async () => {
    await page.goto(new URL('/checkout/cart', storeUrl).href, { waitUntil: 'networkidle' });
    await page.getByTestId('cart-product-name').first().waitFor({ timeout: 20_000 });
  });

  await step('checkout page', async () => {
    await page.goto(new URL('/checkout', storeUrl).href, { waitUntil: 'networkidle' });
    await page.getByTestId('checkout-pi-email-input').waitFor({ timeout: 20_000 });
  });

  await context.close();
  return { steps, errors };
}

/** The text of the demo store's error page, when it shows one. */
async function errorPageText(page: Page): Promise<string | undefined> {
  const heading = page.locator('h1', { hasText: /^\s*(\d{3}|Error)\b/ });
  if ((await heading.count()) === 0) return undefined;
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 200);
}
