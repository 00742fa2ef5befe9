import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Response } from '@playwright/test';

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
  // A customer without a wishlist: Shopware's LoadWishlistRoute answers 404 CHECKOUT__WISHLIST_NOT_FOUND, which
  // the demo store's useSyncWishlist logs on every page and reads as an empty wishlist.
  /404.*\/store-api\/customer\/wishlist$/,
  /\[useSyncWishlist\]\[getWishlistProducts\]\[error\][\s\S]*Wishlist for this customer was not found/,
];

/**
 * `fallbackProductPath` (e.g. /detail/<id>) is opened when the category step shows no product to click, so that
 * the later steps still run and report their own errors.
 */
export async function runJourney(
  browser: Browser,
  storeUrl: string,
  fallbackProductPath: string,
  screenshotDir?: string,
  login?: { mailLink: (email: string, pathPart: string) => Promise<URL> },
): Promise<JourneyResult> {
  if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });
  const steps: JourneyStep[] = [];
  const errors: string[] = [];
  let context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  let page = await context.newPage();
  const note = (text: string) => {
    if (!EXPECTED_ERRORS.some((pattern) => pattern.test(text))) errors.push(`[${steps.length}] ${text}`);
  };
  const watch = (watched: Page) => {
    watched.on('console', (message) => {
      if (message.type() === 'error')
        note(`console: ${message.text().slice(0, 400)} ${message.location().url ?? ''}`.trim());
    });
    watched.on('pageerror', (error) => note(`page error: ${error.message.slice(0, 400)}`));
    watched.on('requestfailed', (request) =>
      note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
    );
    watched.on('response', (response) => {
      if (response.status() >= 400)
        note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  };
  watch(page);
  let productPath = '';
  let categoryPath = '';

  // The buy box's button comes first; the cross-selling sliders below it have their own. The buy box is the one
  // with a quantity field: waiting for it makes sure the product page, not the previous listing, is shown.
  const buyButton = () => page.getByTestId('add-to-cart-button').first();
  const productPageShown = () => page.getByTestId('product-quantity').first().waitFor({ timeout: 20_000 });
  /**
   * The next answer that matches, awaited later: a failed wait rejects only where it is awaited (never as an
   * unhandled rejection while a step is still clicking).
   */
  const nextResponse = (matches: (response: Response) => boolean) => {
    const waiting = page.waitForResponse(matches, { timeout: 30_000 }).then(
      (response) => ({ response }),
      (error: Error) => ({ error }),
    );
    return async (): Promise<Response> => {
      const outcome = await waiting;
      if ('error' in outcome) throw outcome.error;
      return outcome.response;
    };
  };
  // The buy box tells "added" in a notification; the header's cart button opens the side cart with the line.
  const addToCart = async () => {
    await productPageShown();
    const answer = nextResponse((r) => r.url().includes('/checkout/cart/line-item'));
    await buyButton().click();
    await answer();
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-product-name').first().waitFor({ timeout: 20_000 });
  };
  const screenshot = async (name: string) => {
    if (!screenshotDir) return;
    const file = `${String(steps.length + 1).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: join(screenshotDir, file), fullPage: true }).catch(() => undefined);
  };
  const step = async (name: string, action: () => Promise<void>) => {
    const before = errors.length;
    try {
      await action();
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await screenshot(name);
      const errorPage = await errorPageText(page);
      if (errorPage) throw new Error(`error page: ${errorPage}`);
      steps.push({
        name,
        url: page.url(),
        ok: errors.length === before,
        ...(errors.length > before ? { detail: errors.slice(before).join(' | ') } : {}),
      });
    } catch (error) {
      await screenshot(name);
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
      // The listing's product cards (cms-base-layer's SwProductCard) name their product with this link.
      const cards = page.getByTestId('product-box-product-name-link');
      if (answer && answer.status() < 400 && (await cards.count()) > 0) {
        categoryPath = href;
        return;
      }
    }
    throw new Error(`no category of ${candidates.join(', ')} shows products`);
  });

  // The search page (the header's search field leads there); the product page below is opened from its results.
  await step('search results', async () => {
    await page.goto(new URL('/search?search=PE', storeUrl).href, { waitUntil: 'networkidle' });
    await page
      .getByTestId('search-results-container')
      .getByTestId('product-box-product-name-link')
      .first()
      .waitFor({ timeout: 20_000 });
  });

  await step('product page', async () => {
    const productLink = page.getByTestId('product-box-product-name-link').first();
    if ((await productLink.count()) > 0) await productLink.click();
    else await page.goto(new URL(fallbackProductPath, storeUrl).href, { waitUntil: 'networkidle' });
    await productPageShown();
    await buyButton().waitFor({ timeout: 20_000 });
    productPath = new URL(page.url()).pathname;
  });

  await step('add to cart', async () => {
    await addToCart();
  });

  await step('cart page', async () => {
    await page.goto(new URL('/checkout/cart', storeUrl).href, { waitUntil: 'networkidle' });
    await page.getByTestId('cart-product-name').first().waitFor({ timeout: 20_000 });
  });

  await step('checkout page', async () => {
    await page.goto(new URL('/checkout', storeUrl).href, { waitUntil: 'networkidle' });
    await page.getByTestId('checkout-pi-email-input').waitFor({ timeout: 20_000 });
  });

  // The guest orders: the checkout page's personal form without an account, the terms, "place order".
  const fillAddress = async (prefix: 'checkout-pi' | 'registration', email: string) => {
    const field = (name: string) => page.getByTestId(`${prefix}-${name}`);
    // The checkout form's salutation is a required <select> (the browser refuses the form without one).
    await field('salutation-select').selectOption({ index: 1 });
    await field('first-name-input').fill('Erika');
    await field('last-name-input').fill('Mustermann');
    await field('email-input').fill(email);
    await field(prefix === 'checkout-pi' ? 'street-address-input' : 'street-input').fill('Hauptstraße 1');
    await field(prefix === 'checkout-pi' ? 'zip-code-input' : 'zipcode-input').fill('10115');
    await field('city-input').fill('Berlin');
    await page.getByTestId('country-select').selectOption({ label: 'Germany' });
  };
  const placeOrder = async () => {
    // A heavy article does not go by parcel: the session's method is then not among the available ones (the
    // Store API keeps it, as Shopware's does; only its Twig storefront switches) and the shopper picks one.
    const shipping = page.locator('input[name="shipping-method"]');
    await shipping.first().waitFor({ timeout: 20_000 });
    if ((await page.locator('input[name="shipping-method"]:checked').count()) === 0) {
      const switched = nextResponse((r) => r.url().endsWith('/context') && r.request().method() === 'PATCH');
      await shipping.first().check();
      await switched();
    }
    await page.getByTestId('checkout-t&c-checkbox-tos').check();
    await page.getByTestId('checkout-place-order-button').click();
    await page.waitForURL(/\/checkout\/success\//, { timeout: 30_000 });
    await page.getByTestId('order-total').first().waitFor({ timeout: 20_000 });
  };

  await step('checkout as a guest', async () => {
    await page.getByTestId('checkout-create-account-checkbox').check();
    await fillAddress('checkout-pi', `guest-${Date.now()}@example.com`);
    const registered = nextResponse((r) => r.url().endsWith('/account/register'));
    await page.getByTestId('checkout-pi-submit-button').click();
    if ((await registered()).status() !== 200) throw new Error('the guest registration failed');
    await page
      .getByTestId('checkout-place-order-button')
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 20_000 });
  });

  await step('guest order placed', placeOrder);
  await context.close();

  // A customer: registration, the double opt-in link from the server's mail outbox, the account, an order.
  if (login) {
    context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    watch(page);
    const email = `customer-${Date.now()}@example.com`;

    await step('register', async () => {
      await page.goto(new URL('/register', storeUrl).href, { waitUntil: 'networkidle' });
      await fillAddress('registration', email);
      await page.getByTestId('registration-password-input').fill('demo-store-password-1');
      await page.getByTestId('registration-submit-button').click();
      await page.waitForLoadState('networkidle');
    });

    await step('confirm the registration (logged in)', async () => {
      const link = await login.mailLink(email, '/registration/confirm');
      const confirm = new URL(`/registration/confirm${link.search}`, storeUrl);
      await page.goto(confirm.href, { waitUntil: 'networkidle' });
      await page.waitForURL((url) => !url.pathname.startsWith('/registration'), { timeout: 20_000 });
      await page.goto(new URL('/account', storeUrl).href, { waitUntil: 'networkidle' });
      await page.getByText(email).first().waitFor({ timeout: 20_000 });
    });

    await step('logged in: wishlist', async () => {
      await page.goto(new URL(categoryPath || '/', storeUrl).href, { waitUntil: 'networkidle' });
      const added = nextResponse((r) => r.url().includes('/customer/wishlist/add/'));
      // useWishlist re-reads the wishlist after adding; leaving the page before would abort that read.
      const reread = nextResponse(
        (r) => r.url().endsWith('/customer/wishlist') && r.request().method() === 'POST',
      );
      await page.getByTestId('product-box-toggle-wishlist-button').first().click();
      if ((await added()).status() !== 200) throw new Error('the wishlist did not take the product');
      await reread();
      await page.goto(new URL('/wishlist', storeUrl).href, { waitUntil: 'networkidle' });
      await page
        .getByTestId('wishlist-wrapper')
        .getByTestId('product-box-product-name-link')
        .first()
        .waitFor({ timeout: 20_000 });
    });

    await step('logged in: product page, add to cart', async () => {
      await page.goto(new URL(productPath || fallbackProductPath, storeUrl).href, {
        waitUntil: 'networkidle',
      });
      await addToCart();
    });

    await step('logged in: checkout (confirm page)', async () => {
      await page.goto(new URL('/checkout', storeUrl).href, { waitUntil: 'networkidle' });
      await page.getByTestId('checkout-place-order-button').waitFor({ timeout: 20_000 });
    });

    await step('logged in: order placed', placeOrder);

    await step('logged in: order history', async () => {
      await page.goto(new URL('/account/order', storeUrl).href, { waitUntil: 'networkidle' });
      await page.getByText(/Order/i).first().waitFor({ timeout: 20_000 });
    });

    await step('logged in: order details', async () => {
      await page.locator('a[href*="/account/order/details/"]').first().click();
      await page.waitForURL(/\/account\/order\/details\//, { timeout: 20_000 });
      // The order page (AccountOrderDetailView): its number, lines and addresses.
      await page
        .getByText(/Order #\d+/)
        .first()
        .waitFor({ timeout: 20_000 });
      await page.getByText('Hauptstraße 1').first().waitFor({ timeout: 20_000 });
    });

    await step('logged in: addresses', async () => {
      await page.goto(new URL('/account/address', storeUrl).href, { waitUntil: 'networkidle' });
      await page.getByTestId('addresses-add-button').waitFor({ timeout: 20_000 });
      await page.getByText('Hauptstraße 1').first().waitFor({ timeout: 20_000 });
    });
    await context.close();
  }
  return { steps, errors };
}

/** The text of the demo store's error page, when it shows one. */
async function errorPageText(page: Page): Promise<string | undefined> {
  const heading = page.locator('h1', { hasText: /^\s*(\d{3}|Error)\b/ });
  if ((await heading.count()) === 0) return undefined;
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 200);
}
