import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShop } from '../support/fixtures';
import { ACCESS_KEY, storeApi, type Product } from '../support/store-api';

interface ServerCart {
  price: { totalPrice: number; netPrice: number; positionPrice: number; calculatedTaxes: { tax: number }[] };
  lineItems: { id: string; referencedId: string; quantity: number }[];
  deliveries: { shippingCosts: { totalPrice: number } }[];
}

function cartLink(page: Page) {
  return page.getByRole('link', { name: /^(Cart|Warenkorb), \d+ (items?|Artikel)$/ });
}

async function addToCart(
  page: Page,
  variant: Product,
  quantity: number,
  lang: 'en' | 'de' = 'en',
): Promise<void> {
  await page.goto(`${lang === 'de' ? '/de' : ''}/shop/product/${variant.id}`);
  await waitForShop(page);
  await page.getByRole('spinbutton', { name: lang === 'de' ? 'Menge' : 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: lang === 'de' ? 'In den Warenkorb' : 'Add to cart' }).click();
  await expect(
    page.getByText(lang === 'de' ? 'In den Warenkorb gelegt.' : 'Added to the cart.'),
  ).toBeVisible();
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

function lineOf(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

/** The value shown next to a term of the cart summary. */
function summaryValue(page: Page, term: string) {
  return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function inStockVariants(request: Parameters<typeof storeApi>[0], count: number): Promise<Product[]> {
  return storeApi(request).searchProducts({
    filter: [
      { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      { type: 'range', field: 'availableStock', parameters: { gte: 5 } },
      { type: 'equals', field: 'isCloseout', value: false },
    ],
    sort: [{ field: 'productNumber', order: 'ASC' }],
    limit: count,
  });
}

test('add, raise, change beyond stock and remove: the cart page shows the server figures', async ({
  page,
  request,
}) => {
  const [first, second] = await inStockVariants(request, 2);
  if (!first || !second) throw new Error('the seed needs two in-stock variants');
  const [closeout] = await storeApi(request).searchProducts({
    filter: [
      { type: 'equals', field: 'isCloseout', value: true },
      { type: 'range', field: 'availableStock', parameters: { gte: 2 } },
    ],
    limit: 1,
  });
  if (!closeout) throw new Error('the seed needs a closeout variant with stock');

  await addToCart(page, first, 1);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(cartLink(page).locator('span').last()).toHaveClass(/pulse/);
  await addToCart(page, second, 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await addToCart(page, first, 1);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await addToCart(page, closeout, 1);

  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(lineOf(page, first.name).first().getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(
    '2',
  );

  const cart = await serverCart(page);
  const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
  const vat = cart.price.calculatedTaxes.reduce((sum, t) => sum + t.tax, 0);
  const shipping = cart.deliveries.reduce((sum, d) => sum + d.shippingCosts.totalPrice, 0);
  await expect(summaryValue(page, 'Subtotal')).toHaveText(euro.format(cart.price.positionPrice));
  await expect(summaryValue(page, 'Shipping costs \\(.+\\)')).toHaveText(euro.format(shipping));
  await expect(summaryValue(page, 'Total net amount')).toHaveText(euro.format(cart.price.netPrice));
  await expect(summaryValue(page, 'VAT 19%')).toHaveText(euro.format(vat));
  await expect(summaryValue(page, 'Total')).toHaveText(euro.format(cart.price.totalPrice));
  await expect(summaryValue(page, 'Total weight')).toContainText('kg');

  // Beyond the stock of a variant sold only from stock: the stock rule's message shows and the cart stays as it was.
  const closeoutLine = lineOf(page, closeout.name).filter({ hasText: closeout.productNumber });
  await closeoutLine.getByRole('spinbutton', { name: 'Quantity' }).fill(String(closeout.availableStock + 1));
  await closeoutLine.getByRole('button', { name: /^Update the quantity of / }).click();
  await expect(
    closeoutLine.getByText(
      `The chosen quantity is greater than the available stock (in stock: ${closeout.availableStock}).`,
    ),
  ).toBeVisible();
  await expect(closeoutLine.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(summaryValue(page, 'Total')).toHaveText(euro.format(cart.price.totalPrice));

  await page
    .getByRole('button', { name: `Remove ${closeout.name}` })
    .first()
    .click();
  await expect(closeoutLine).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await expectNoSeriousA11yViolations(page);
});

test('the cart in German formats amounts the German way', async ({ page, request }) => {
  const [variant] = await inStockVariants(request, 1);
  if (!variant) throw new Error('the seed needs an in-stock variant');
  await addToCart(page, variant, 3, 'de');
  await expect(cartLink(page)).toHaveAccessibleName('Warenkorb, 3 Artikel');
  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  const cart = await serverCart(page);
  const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  await expect(summaryValue(page, 'Gesamtsumme')).toHaveText(euro.format(cart.price.totalPrice));
  await expect(summaryValue(page, 'Gesamtsumme')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('button', { name: new RegExp('entfernen$') })
    .first()
    .click();
  await expect(page.getByText('Ihr Warenkorb ist leer.').or(page.getByText(/leer/))).toBeVisible();
});

test('two tabs of one session stay in sync without a reload', async ({ page, request }) => {
  const [variant] = await inStockVariants(request, 1);
  if (!variant) throw new Error('the seed needs an in-stock variant');
  await page.goto('/shop/cart');
  await waitForShop(page);
  const other = await page.context().newPage();
  await other.goto('/shop/cart');
  await waitForShop(other);
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 0 items');

  await addToCart(page, variant, 2);
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 2 items');
  await expect(lineOf(other, variant.name).first()).toBeVisible();
});
