import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and CSP violations a page logged; tests assert on them where it matters. */
export interface PageProblems {
  consoleErrors: string[];
  cspViolations: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { consoleErrors: [], cspViolations: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/Content[- ]Security[- ]Policy/i.test(text)) problems.cspViolations.push(text);
      else problems.consoleErrors.push(text);
    });
    await use(problems);
  },
});

export { expect };

/**
 * No axe violation of serious or critical impact on the page as it is now (every rule, not only WCAG's). Legacy
 * mode runs axe in the page itself instead of finishing in a new blank page: two to three times faster.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .include('#spk-container')
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Waits until the shop has finished start-up (the loading page is gone and a page heading shows). */
export async function waitForShop(page: Page): Promise<void> {
  await expect(page.locator('#spk-container h1').first()).toBeVisible();
}
