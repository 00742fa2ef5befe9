import { expect, test, waitForShop } from '../support/fixtures';
import { holdCallsAfterRound, recordStoreApiRounds } from '../support/api-rounds';
import { GERMAN_LANGUAGE_ID, storeApi } from '../support/store-api';

test('start-up follows the spec order in at most two sequential rounds of Store API calls', async ({
  page,
}) => {
  const calls = recordStoreApiRounds(page);
  await page.goto('/shop');
  await waitForShop(page);
  const startup = [...calls];

  expect(Math.max(...startup.map((c) => c.round))).toBeLessThanOrEqual(2);

  const roundOf = (path: string): number | undefined => startup.find((c) => c.path.startsWith(path))?.round;
  // authenticate and the backend language list come first...
  expect(roundOf('/context')).toBe(1);
  expect(roundOf('/language')).toBe(1);
  // ...then everything that needs the language id, started in the spec's order.
  const secondRound = startup.filter((c) => c.round === 2).map((c) => c.path);
  const specOrder = [
    '/navigation/',
    '/country',
    '/salutation',
    '/checkout/cart',
    '/payment-method',
    '/shipping-method',
  ];
  const started = specOrder.map((p) => secondRound.findIndex((path) => path.startsWith(p)));
  expect(started.every((index) => index >= 0)).toBe(true);
  expect([...started].sort((a, b) => a - b)).toEqual(started);
});

test("a returning guest's German product page shows after one round, every call with the remembered language", async ({
  page,
  request,
}) => {
  const { inStock } = await storeApi(request).productWithStockAndOnDemandVariants();
  const path = `/de/shop/product/${inStock.id}`;
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();

  // The same browser again (session token and language id in localStorage), with every call after round 1 held.
  const again = await page.context().newPage();
  const languages = new Map<string, string | undefined>();
  again.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname.startsWith('/store-api/'))
      languages.set(url.pathname.slice('/store-api'.length), call.headers()['sw-language-id']);
  });
  const { calls, release } = await holdCallsAfterRound(again, 1);
  await again.goto(path);
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(again.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
  const roundOne = calls.filter((c) => c.round === 1).map((c) => c.path);
  for (const start of ['/context', '/language', `/product/${inStock.id}`, '/navigation/', '/checkout/cart'])
    expect(roundOne.some((p) => p.startsWith(start))).toBe(true);
  expect(languages.get(`/product/${inStock.id}`)).toBe(GERMAN_LANGUAGE_ID);
  expect(languages.get('/checkout/cart')).toBe(GERMAN_LANGUAGE_ID);
  await release();
  await again.close();
});
