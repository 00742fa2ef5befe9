import { defineConfig } from '@playwright/test';

// The suite runs against the real embedded server (started by global-setup on a free port with a
// fresh temporary database) and Debian's Chromium. No Playwright browser downloads.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Whole user journeys with two browsers, the server and the page on two cores: a minute, not thirty seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
