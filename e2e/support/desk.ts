import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { formatViolations } from './axe';

const repoRoot = resolve(import.meta.dirname, '../..');

export const DESK_PASSWORD = 'desk-e2e-password-1';

/**
 * Creates a desk account the way an owner does: `npm run owner -w store-server -- add EMAIL --name NAME`, the
 * password from OWNER_PASSWORD (not a terminal), on the e2e server's database (its DATA_DIR).
 */
export function createDeskAccount(email: string, name: string, role: 'owner' | 'staff' = 'owner'): void {
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'owner', '-w', 'store-server', '--', 'add', email, '--name', name, '--role', role],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        OWNER_PASSWORD: DESK_PASSWORD,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (result.status !== 0) throw new Error(`owner add failed: ${result.stdout}\n${result.stderr}`);
}

/** Signs in on /admin (the page shows the login while signed out) and waits for the inbox. */
export async function signInToDesk(page: Page, email: string, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the enquiry desk' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DESK_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** No serious or critical axe violation (any rule) on the desk page as it is now, as a soft assertion. */
export async function expectDeskAccessible(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(formatViolations(state, blocking), `accessibility of the desk: ${state}`).toEqual([]);
}
