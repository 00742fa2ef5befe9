import { expect, type Page } from '@playwright/test';

/**
 * Opens the newest mail to `recipient` that holds a link matching `linkPattern` on the embedded server's outbox
 * page (as a person would) and returns that link. Mails are sent after the answer, so the outbox is polled.
 */
export async function linkFromNewestMail(
  page: Page,
  recipient: string,
  linkPattern: RegExp,
): Promise<string> {
  let href: string | null = null;
  await expect(async () => {
    await page.goto('/outbox');
    await page
      .getByRole('row')
      .filter({ hasText: recipient })
      .first()
      .getByRole('link')
      .click({ timeout: 1000 });
    const link = page.locator('ul.outbox-links a').filter({ hasText: linkPattern }).first();
    href = await link.getAttribute('href', { timeout: 1000 });
    expect(href).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  if (!href) throw new Error(`no link matching ${linkPattern} in the mail to ${recipient}`);
  return href;
}

/** A unique address for one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
