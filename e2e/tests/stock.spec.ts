import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';
import { asGuest, cartWith, pageWithSession } from '../support/sessions';
import { ACCESS_KEY, storeApi, type Product } from '../support/store-api';

// The stock rule (docs/stock-and-cart.md) as a shopper meets it, in English and German: the cart holds at most
// the stock of a variant in stock, counting every add and every change on the cart page; a closeout without
// stock is not available; after every cart action the page shows what a reload shows.

type Lang = 'en' | 'de';

const TEXT = {
  en: {
    prefix: '',
    quantity: 'Quantity',
    add: 'Add to cart',
    added: 'Added to the cart.',
    aboveStock: 'The chosen quantity is greater than the available stock',
    alreadyInCart: (n: number) => `Your cart already holds ${n} of it; ${n} are in stock.`,
    cartAboveStock: (n: number) =>
      `The chosen quantity is greater than the available stock (in stock: ${n}).`,
    cart: (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
    cartHeading: 'Cart',
    stockReached: (n: number) =>
      new RegExp(
        `^Only ${n} of .+ can be ordered: the chosen quantity is greater than the available stock\\.$`,
      ),
    update: 'Update',
    notAvailable: 'Not available',
    onDemand: 'New production on demand',
    soldOutNote: 'This variant is sold out and cannot be ordered. Please choose another variant.',
    total: 'Total',
    totalWeight: 'Total weight',
    weight: 'Weight',
    locale: 'en-GB',
  },
  de: {
    prefix: '/de',
    quantity: 'Menge',
    add: 'In den Warenkorb',
    added: 'In den Warenkorb gelegt.',
    aboveStock: 'Die gewählte Menge ist größer als der verfügbare Bestand',
    alreadyInCart: (n: number) => `Ihr Warenkorb enthält bereits ${n} davon; ${n} sind auf Lager.`,
    cartAboveStock: (n: number) =>
      `Die gewählte Menge ist größer als der verfügbare Bestand (auf Lager: ${n}).`,
    cart: (n: number) => `Warenkorb, ${n} Artikel`,
    cartHeading: 'Warenkorb',
    stockReached: (n: number) =>
      new RegExp(
        `^Von .+ können nur ${n} bestellt werden: Die gewählte Menge ist größer als der verfügbare Bestand\\.$`,
      ),
    update: 'Aktualisieren',
    notAvailable: 'Nicht verfügbar',
    onDemand: 'Neuproduktion auf Anfrage',
    soldOutNote:
      'Diese Variante ist ausverkauft und kann nicht bestellt werden. Bitte wählen Sie eine andere Variante.',
    total: 'Gesamtsumme',
    totalWeight: 'Gesamtgewicht',
    weight: 'Gewicht',
    locale: 'de-DE',
  },
} as const;

interface ServerCart {
  price: { totalPrice: number };
  lineItems: { id: string; quantity: number; deliveryInformation: { weight: number | null } }[];
}

/** A variant in stock (not a closeout) with a small stock, so that a test can fill the cart with all of it. */
async function smallStockVariant(request: APIRequestContext, offset: number): Promise<Product> {
  const variants = await storeApi(request).searchProducts({
    filter: [
      { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      { type: 'range', field: 'availableStock', parameters: { gte: 2, lte: 30 } },
      { type: 'equals', field: 'isCloseout', value: false },
    ],
    sort: [{ field: 'productNumber', order: 'ASC' }],
    limit: offset + 1,
  });
  const variant = variants[offset];
  if (!variant) throw new Error('the seed needs variants with a small stock');
  return variant;
}

async function soldOutCloseout(request: APIRequestContext): Promise<Product> {
  const [variant] = await storeApi(request).searchProducts({
    filter: [
      { type: 'equals', field: 'isCloseout', value: true },
      { type: 'equals', field: 'availableStock', value: 0 },
    ],
    limit: 1,
  });
  if (!variant) throw new Error('the seed needs a sold-out closeout variant');
  return variant;
}

/** Another buyer (a guest session of its own) sends an enquiry for `quantity` of a product. */
async function placeEnquiry(request: APIRequestContext, productId: string, quantity: number): Promise<void> {
  const token = await asGuest(
    request,
    await cartWith(request, [{ id: productId, quantity }]),
    uniqueEmail('other-buyer'),
  );
  const response = await request.post('/store-api/checkout/order', {
    headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': token, 'content-type': 'application/json' },
    data: {},
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function cartLink(page: Page) {
  return page.getByRole('link', { name: /^(Cart|Warenkorb), \d+ (items?|Artikel)$/ });
}

/** The cart as the server has it for this page's session token. */
async function serverCart(page: Page): Promise<ServerCart> {
  const token = await page.evaluate(() => localStorage.getItem('spk.contextToken'));
  const response = await page.request.get('/store-api/checkout/cart', {
    headers: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': token ?? '' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerCart;
}

function summaryValue(page: Page, term: string) {
  return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function addOnProductPage(page: Page, lang: Lang, quantity: number) {
  const text = TEXT[lang];
  await page.getByRole('spinbutton', { name: text.quantity }).fill(String(quantity));
  await page.getByRole('button', { name: text.add }).click();
}

for (const [index, lang] of (['en', 'de'] as const).entries()) {
  const text = TEXT[lang];

  test(`${lang}: all the stock in the cart, then 1 more is refused with the message and the cart stays`, async ({
    page,
    request,
  }) => {
    const variant = await smallStockVariant(request, index);
    const stock = variant.availableStock;
    await page.goto(`${text.prefix}/shop/product/${variant.id}`);
    await waitForShop(page);
    await expect(page.getByText(lang === 'en' ? `In stock: ${stock}` : `Auf Lager: ${stock}`)).toBeVisible();

    await addOnProductPage(page, lang, stock);
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(stock));

    await addOnProductPage(page, lang, 1);
    await expect(page.getByText(text.aboveStock, { exact: true })).toBeVisible();
    await expect(page.getByText(text.alreadyInCart(stock))).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: text.quantity })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(stock));
    expect((await serverCart(page)).lineItems.map((line) => line.quantity)).toEqual([stock]);
    await expectNoSeriousA11yViolations(page);

    // A reload shows the same.
    await page.reload();
    await waitForShop(page);
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(stock));
  });

  test(`${lang}: a closeout without stock is shown not available and cannot be added`, async ({
    page,
    request,
  }) => {
    const closeout = await soldOutCloseout(request);
    await page.goto(`${text.prefix}/shop/product/${closeout.id}`);
    await waitForShop(page);
    await expect(page.getByText(text.notAvailable, { exact: true })).toBeVisible();
    await expect(page.getByText(text.soldOutNote)).toBeVisible();
    await expect(page.getByText(text.onDemand, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.add })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${lang}: the cart page refuses a quantity above the stock and leaves the cart as it was`, async ({
    browser,
    request,
  }) => {
    const variant = await smallStockVariant(request, index + 2);
    const stock = variant.availableStock;
    const page = await pageWithSession(browser, await cartWith(request, [{ id: variant.id, quantity: 1 }]));
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/checkout/cart/line-item')) patches.push(r.url());
    });
    await page.goto(`${text.prefix}/shop/cart`);
    await expect(page.getByRole('heading', { level: 1, name: text.cartHeading })).toBeVisible();
    const before = await summaryValue(page, text.total).textContent();

    const line = page.getByRole('listitem').filter({ hasText: variant.productNumber });
    await line.getByRole('spinbutton', { name: text.quantity }).fill(String(stock + 1));
    await line.getByRole('button', { name: text.update }).click();
    await expect(line.getByText(text.cartAboveStock(stock))).toBeVisible();
    await expect(line.getByRole('spinbutton', { name: text.quantity })).toHaveValue('1');
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(1));
    await expect(summaryValue(page, text.total)).toHaveText(before ?? '');
    expect(patches).toEqual([]);
    expect((await serverCart(page)).lineItems.map((l) => l.quantity)).toEqual([1]);

    // All of the stock is accepted.
    await line.getByRole('spinbutton', { name: text.quantity }).fill(String(stock));
    await line.getByRole('button', { name: text.update }).click();
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(stock));
    await expect(line.getByText(text.cartAboveStock(stock))).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  test(`${lang}: when the server reduces a quantity, the page shows the server's cart and says why`, async ({
    browser,
    request,
  }) => {
    const closeouts = await storeApi(request).searchProducts({
      filter: [
        { type: 'equals', field: 'isCloseout', value: true },
        { type: 'range', field: 'availableStock', parameters: { gte: 4 } },
      ],
      sort: [{ field: 'productNumber', order: 'ASC' }],
      limit: 2,
    });
    const closeout = closeouts[index];
    if (!closeout) throw new Error('the seed needs two closeout variants with stock');
    const stock = closeout.availableStock;
    const page = await pageWithSession(browser, await cartWith(request, [{ id: closeout.id, quantity: 1 }]));
    await page.goto(`${text.prefix}/shop/cart`);
    await expect(page.getByRole('heading', { level: 1, name: text.cartHeading })).toBeVisible();
    const line = page.getByRole('listitem').filter({ hasText: closeout.productNumber });
    await expect(line.getByRole('spinbutton', { name: text.quantity })).toHaveValue('1');

    // Meanwhile another buyer's enquiry takes all but 2 of the stock: the page still knows the old stock.
    await placeEnquiry(request, closeout.id, stock - 2);
    await line.getByRole('spinbutton', { name: text.quantity }).fill('3');
    await line.getByRole('button', { name: text.update }).click();
    // The product's name in the page's language (the search above asked in English).
    await expect(line.getByText(text.stockReached(2))).toBeVisible();
    await expect(line.getByRole('spinbutton', { name: text.quantity })).toHaveValue('2');
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(2));
    const cart = await serverCart(page);
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([2]);
    const euro = new Intl.NumberFormat(text.locale, { style: 'currency', currency: 'EUR' });
    await expect(summaryValue(page, text.total)).toHaveText(euro.format(cart.price.totalPrice));
    await page.context().close();
  });

  test(`${lang}: a quantity change updates line, totals, weight and badge together, as a reload shows them`, async ({
    browser,
    request,
  }) => {
    const [first, second] = await storeApi(request).searchProducts({
      filter: [
        { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
        { type: 'range', field: 'availableStock', parameters: { gte: 10 } },
        { type: 'equals', field: 'isCloseout', value: false },
      ],
      sort: [{ field: 'productNumber', order: lang === 'en' ? 'ASC' : 'DESC' }],
      limit: 2,
    });
    if (!first || !second) throw new Error('the seed needs two variants with stock');
    const token = await cartWith(request, [
      { id: first.id, quantity: 1 },
      { id: second.id, quantity: 2 },
    ]);
    const page = await pageWithSession(browser, token);
    await page.goto(`${text.prefix}/shop/cart`);
    await expect(page.getByRole('heading', { level: 1, name: text.cartHeading })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(3));

    const line = page.getByRole('listitem').filter({ hasText: first.productNumber });
    await line.getByRole('spinbutton', { name: text.quantity }).fill('4');
    await line.getByRole('button', { name: text.update }).click();
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(6));

    const cart = await serverCart(page);
    const euro = new Intl.NumberFormat(text.locale, { style: 'currency', currency: 'EUR' });
    await expect(summaryValue(page, text.total)).toHaveText(euro.format(cart.price.totalPrice));
    const shown = async () => ({
      badge: await cartLink(page).getAttribute('aria-label'),
      quantity: await line.getByRole('spinbutton', { name: text.quantity }).inputValue(),
      lineWeight: await line
        .locator('dt', { hasText: new RegExp(`^${text.weight}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
      total: await summaryValue(page, text.total).textContent(),
      totalWeight: await summaryValue(page, text.totalWeight).textContent(),
    });
    const afterChange = await shown();
    expect(afterChange.quantity).toBe('4');

    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName(text.cart(6));
    await expect(line.getByRole('spinbutton', { name: text.quantity })).toHaveValue('4');
    expect(await shown()).toEqual(afterChange);
    await page.context().close();
  });
}

test('a double click on the send button sends one enquiry', async ({ browser, request }) => {
  const variant = await smallStockVariant(request, 4);
  const token = await asGuest(
    request,
    await cartWith(request, [{ id: variant.id, quantity: 1 }]),
    uniqueEmail('double-click'),
  );
  const page = await pageWithSession(browser, token);
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/store-api/checkout/order')
      orders.push(r.url());
  });
  await page.goto('/shop/checkout');
  const send = page.getByRole('button', { name: 'Send non-binding enquiry' });
  await expect(send).toBeVisible();
  const radio = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first();
  await radio.click();
  await expect(radio).toBeChecked();
  await page
    .getByRole('checkbox', {
      name: 'I have read the general terms and conditions, the technical data sheets and the handling information',
    })
    .check();

  // Two clicks within the same moment (one task, well within 50 ms): the second comes before React renders again.
  await send.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' })).toBeVisible();
  await page.waitForTimeout(500); // a second send would have gone out by now
  expect(orders).toHaveLength(1);
  await page.context().close();
});
