import type { Page } from '@playwright/test';
import { expect, test, waitForShop } from '../support/fixtures';

const TOKEN_KEY = 'spk.contextToken';
const TIME_KEY = 'spk.sessionTime';

async function contextTokenOfNextCall(page: Page, action: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.url().includes('/store-api/context'));
  await action();
  return (await request).headers()['sw-context-token'];
}

test('the session token is kept across visits and replaced after more than 3600 s idle', async ({ page }) => {
  await page.goto('/shop');
  await waitForShop(page);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toMatch(/^[A-Za-z0-9]{32}$/);

  // A fresh session: the next visit sends the same token.
  expect(await contextTokenOfNextCall(page, () => page.reload())).toBe(token);
  await waitForShop(page);

  // Idle for 3601 s: the token is dropped, the server issues a new one and the shop stores it.
  await page.evaluate(([key, time]) => localStorage.setItem(key, String(time)), [
    TIME_KEY,
    Date.now() - 3601_000,
  ] as const);
  expect(await contextTokenOfNextCall(page, () => page.reload())).toBeUndefined();
  await waitForShop(page);
  const renewed = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(renewed).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(renewed).not.toBe(token);
});
