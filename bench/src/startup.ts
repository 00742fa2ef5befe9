// Start-up: the number of sequential rounds of Store API calls before the first page is shown, with the round
// rule of e2e/support/api-rounds.ts (a call's round = 1 + the highest round among the calls finished when it
// started). Budget: at most 2 on a first visit; a returning guest's (same browser: session token and language
// id in localStorage, startup.ts) at most 1.
import { chromium, type Page, type Request } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.js';
import { findFixtures } from './store-api.js';
import { startServer } from './start-server.js';
import { printTable } from './table.js';

const BUDGET = 2;
/** A returning guest's start-up sends every call with the remembered language id in round 1. */
const RETURNING_BUDGET = 1;

interface Call {
  path: string;
  round: number;
}

function recordRounds(page: Page): Call[] & { nextRound: () => number } {
  const calls: Call[] = [];
  const open = new Map<Request, number>();
  let highestFinished = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/store-api/')) return;
    const round = highestFinished + 1;
    open.set(request, round);
    calls.push({ path: `${request.method()} ${url.pathname.slice('/store-api'.length)}`, round });
  });
  const finish = (request: Request): void => {
    const round = open.get(request);
    if (round === undefined) return;
    open.delete(request);
    highestFinished = Math.max(highestFinished, round);
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return Object.assign(calls, { nextRound: () => highestFinished + 1 });
}

/** Holds back every Store API call of a round above the budget (as e2e's holdCallsAfterRoundTwo does). */
async function holdLaterRounds(page: Page, calls: ReturnType<typeof recordRounds>, budget: number) {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route('**/store-api/**', async (route) => {
    if (holding && calls.nextRound() > budget) held.push(() => route.continue());
    else await route.continue();
  });
  return {
    heldCount: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((resume) => resume()));
    },
  };
}

export async function benchStartup(): Promise<number> {
  console.log('== Start-up: sequential rounds of Store API calls before the first page ==');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = false;
  try {
    const f = await findFixtures(server.url);
    const pages = [
      ['start page', '/shop'],
      ['category list', `/shop/category/${f.categoryId}`],
      ['product page', `/shop/product/${f.variantId}`],
    ] as const;
    const rows: (string | number)[][] = [];
    for (const [name, path] of pages) {
      const context = await browser.newContext();
      for (const [visit, budget] of [
        ['first visit', BUDGET],
        ['returning guest', RETURNING_BUDGET],
      ] as const) {
        const page = await context.newPage();
        const calls = recordRounds(page);
        const hold = await holdLaterRounds(page, calls, budget);
        const started = Date.now();
        await page.goto(`${server.url}${path}`);
        const heading = page.locator('#spk-container h1').first();
        // First with the calls of later rounds held back: does the page show without them?
        let shownWithinBudget = true;
        try {
          await heading.waitFor({ state: 'visible', timeout: 15_000 });
        } catch {
          shownWithinBudget = false;
          await hold.release();
          await heading.waitFor({ state: 'visible', timeout: 30_000 });
        }
        const shownAfter = Date.now() - started;
        const held = hold.heldCount();
        await hold.release();
        const before = [...calls];
        const highestRound = Math.max(0, ...before.map((c) => c.round));
        const rounds = shownWithinBudget ? Math.min(highestRound, budget) : highestRound;
        if (!shownWithinBudget) {
          failed = true;
          console.log(`BUDGET BROKEN: ${name}, ${visit}: more than ${budget} rounds`);
        }
        rows.push([
          name,
          visit,
          path.length > 40 ? `${path.slice(0, 37)}...` : path,
          before.length,
          rounds,
          budget,
          held,
          shownAfter,
        ]);
        if (process.argv.includes('--verbose'))
          for (const c of before) console.log(`  ${name}, ${visit}: round ${c.round} ${c.path}`);
        await page.close();
      }
      await context.close();
    }
    printTable(
      [
        'page',
        'visit',
        'path',
        'Store API calls',
        'rounds before first page',
        'budget',
        'later calls (held)',
        'first page ms',
      ],
      rows,
    );
    console.log(
      'rounds: the page was shown while every call of a round above the budget was held back; later calls ' +
        'start before the page but it does not wait for them',
    );
    console.log('');
    console.log(
      failed
        ? 'BUDGET BROKEN: see above'
        : `budget: at most ${BUDGET} rounds (a returning guest: ${RETURNING_BUDGET}): ok`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await benchStartup();
