import { expect, test, waitForShop } from '../support/fixtures';
import { recordStoreApiRounds } from '../support/api-rounds';

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
