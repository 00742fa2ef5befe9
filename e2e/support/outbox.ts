import { expect, type Page } from '@playwright/test';

/**
 * Opens the newest mail to `recipient` on the embedded server's outbox page (as a person would) and returns the
 * first link in it that matches `linkPattern`. Mails are sent after the answer, so the list is polled.
 */
export async function linkFromNewestMail(
  page: Page,
  recipient: string,
  linkPattern: RegExp,
): Promise<string> {
  await expect(async () => {
    await page.goto('/outbox');
    await expect(page.getByRole('row').filter({ hasText: recipient }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('row').filter({ hasText: recipient }).first().getByRole('link').click();
  const link = page.locator('ul.outbox-links a').filter({ hasText: linkPattern }).first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no link matching ${linkPattern} in the mail to ${recipient}`);
  return href;
}

/** A unique address for one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
