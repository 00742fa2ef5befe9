import type { Page } from '@playwright/test';
import { expect, test, waitForShop } from '../support/fixtures';
import { ACCESS_KEY, storeApi } from '../support/store-api';

// Layout stability on a phone-sized viewport (that of Lighthouse's mobile preset): the shop's content arrives after
// its Store API calls, and nothing on the page (the host page's footer included) may be pushed around by it.
// The layout shifts are those the browser reports (PerformanceObserver 'layout-shift', without those after
// input), summed over the load, as Lighthouse's CLS does for a page this short. Budget: Lighthouse scores
// CLS up to 0.1 as good; the reserved space keeps it at 0 here, so anything above 0.01 is a regression.
const CLS_BUDGET = 0.01;

test.use({ viewport: { width: 412, height: 823 } });

async function recordLayoutShifts(page: Page): Promise<() => Promise<{ total: number; shifted: string[] }>> {
  await page.addInitScript(() => {
    const record = { total: 0, shifted: [] as string[] };
    (window as unknown as { __layoutShifts: typeof record }).__layoutShifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources) {
          const node = source.node as Element | null;
          record.shifted.push(`${node?.nodeName ?? '?'}.${node?.className ?? ''} ${entry.value.toFixed(4)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __layoutShifts: { total: number; shifted: string[] } }).__layoutShifts,
    );
}

/** Loads the page, waits for its content and a moment longer (late calls such as the variant matrix). */
async function layoutShiftsOf(page: Page, path: string, content: () => Promise<void>) {
  const shifts = await recordLayoutShifts(page);
  await page.goto(path);
  await waitForShop(page);
  await content();
  await page.waitForTimeout(500);
  return shifts();
}

const listed = (page: Page) => () =>
  expect(page.getByRole('status').filter({ hasText: /^\d+ products?$/ })).toBeVisible();

for (const path of ['/shop', '/shop/category']) {
  test(`${path} does not shift while its product list arrives`, async ({ page }) => {
    const shifts = await layoutShiftsOf(page, path, listed(page));
    expect(shifts.shifted).toEqual([]);
    expect(shifts.total).toBeLessThanOrEqual(CLS_BUDGET);
  });
}

test('a product page does not shift while its content arrives', async ({ page, request }) => {
  const { inStock } = await storeApi(request).productWithStockAndOnDemandVariants();
  const shifts = await layoutShiftsOf(page, `/shop/product/${inStock.id}`, () =>
    expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled(),
  );
  expect(shifts.shifted).toEqual([]);
  expect(shifts.total).toBeLessThanOrEqual(CLS_BUDGET);
});

test('the cart with an item does not shift while its content arrives', async ({ page, request }) => {
  const { inStock } = await storeApi(request).productWithStockAndOnDemandVariants();
  // A cart built through the Store API; the shop continues its session from localStorage.
  const response = await request.post('/store-api/checkout/cart/line-item', {
    headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
    data: { items: [{ id: inStock.id, referencedId: inStock.id, type: 'product', quantity: 1 }] },
  });
  expect(response.ok()).toBe(true);
  const token = response.headers()['sw-context-token'];
  expect(token).toBeTruthy();
  await page.addInitScript((value) => {
    if (localStorage.getItem('spk.contextToken')) return;
    localStorage.setItem('spk.contextToken', value);
    localStorage.setItem('spk.sessionTime', String(Date.now()));
  }, token!);
  const shifts = await layoutShiftsOf(page, '/shop/cart', () =>
    expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible(),
  );
  expect(shifts.shifted).toEqual([]);
  expect(shifts.total).toBeLessThanOrEqual(CLS_BUDGET);
});
