import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartWith, pageWithSession } from '../support/sessions';
import { storeApi } from '../support/store-api';

/** The badge's box, and whether any part of it is cut off by itself or by an ancestor that clips. */
async function badgeOf(page: Page) {
  const link = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
  return link.locator('span[aria-hidden="true"]').evaluate((badge) => {
    const box = badge.getBoundingClientRect();
    let clipped = badge.scrollWidth > badge.clientWidth + 1;
    for (let node = badge.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = node.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.top < outer.top - 0.5)
        clipped = true;
    }
    if (box.left < 0 || box.right > document.documentElement.clientWidth) clipped = true;
    return { text: badge.textContent, clipped, width: box.width };
  });
}

for (const count of [1, 12, 123]) {
  test(`the cart badge shows ${count} in full on desktop and phone`, async ({ browser, request }) => {
    // Products made on demand (no stock limit) take up to their maximum purchase (100) each.
    const onDemand = await storeApi(request).searchProducts({
      filter: [
        { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
        { type: 'equals', field: 'availableStock', value: 0 },
        { type: 'equals', field: 'isCloseout', value: false },
      ],
      limit: 2,
    });
    const [first, second] = onDemand;
    if (!first || !second) throw new Error('the seed needs two variants made on demand');
    const items = [{ id: first.id, quantity: Math.min(count, 100) }];
    if (count > 100) items.push({ id: second.id, quantity: count - 100 });
    const token = await cartWith(request, items);
    const page = await pageWithSession(browser, token);
    try {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto('/shop/cart');
        await expect(
          page.getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` }),
        ).toBeVisible();
        const badge = await badgeOf(page);
        expect(badge.text).toBe(String(count));
        expect(badge.clipped).toBe(false);
        const link = await page.getByRole('link', { name: /^Cart, / }).boundingBox();
        if (link)
          await page.screenshot({
            path: test.info().outputPath(`badge-${count}-${viewport.width}.png`),
            clip: { x: link.x - 60, y: link.y - 10, width: link.width + 70, height: link.height + 20 },
          });
      }
    } finally {
      await page.context().close();
    }
  });
}
