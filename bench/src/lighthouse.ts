// Lighthouse (mobile preset, the default config) with Debian's Chromium on every kind of page: the start page, a
// category list, a product page, the cart with one item (a guest's cart), and, logged in as the demo customer
// (who has enquiries), the checkout with one item, the account and the enquiry history; the median of 3 runs
// per page. Budgets per page: performance 100, LCP <= 1,000 ms, accessibility and best practices 100.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.js';
import { printLanternPath } from './lantern-path.js';
import { findFixtures, ok } from './store-api.js';
import { DEMO_CUSTOMER } from '../../store-server/src/seed/demo-customer.js';
import { startServer } from './start-server.js';
import { numberArg, printTable, stringArg } from './table.js';

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (a mid-range desktop is ~1500–2500). */
  benchmarkIndex: number;
  failing: string[];
}

/** The largest contentful paint each page must reach under the mobile preset (median of the runs). */
const LCP_BUDGET_MS = 1000;

const loadAverage = (): string => loadavg()[0]!.toFixed(1);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function benchLighthouse(): Promise<number> {
  const runs = numberArg('runs', 'BENCH_LIGHTHOUSE_RUNS', 3);
  // --save <dir>: every report as JSON (open in the Lighthouse viewer), and the layout shifts per run.
  const saveDir = stringArg('save', 'BENCH_LIGHTHOUSE_SAVE');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  // --lantern: after each page's runs, one more whose simulated LCP is printed step by step (lantern-path.ts).
  const lantern = process.argv.includes('--lantern') || process.env.BENCH_LIGHTHOUSE_LANTERN === '1';
  console.log(
    `== Lighthouse (mobile preset, median of ${runs} runs, ${CHROMIUM}); load average ${loadAverage()} ==`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`Lighthouse cannot run here: no Chromium at ${CHROMIUM} (set CHROME_PATH)`);
    return 1;
  }
  process.env.CHROME_PATH = CHROMIUM;
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  let failed = false;
  try {
    const f = await findFixtures(server.url);
    // The cart page with one item: a cart built through the Store API, its token put into localStorage.
    const cart = await ok(server.url, 'POST', '/checkout/cart/line-item', {
      items: [{ id: f.variantId, referencedId: f.variantId, type: 'product', quantity: 1 }],
    });
    if (!cart.token) throw new Error('the cart answer carries no sw-context-token');
    // The demo customer (seeded on a loopback server, with enquiries), logged in, with one item in the cart.
    const login = await ok(server.url, 'POST', '/account/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    if (!login.token) throw new Error('the login answer carries no sw-context-token');
    await ok(
      server.url,
      'POST',
      '/checkout/cart/line-item',
      { items: [{ id: f.variantId, referencedId: f.variantId, type: 'product', quantity: 1 }] },
      login.token,
    );
    /** Puts the session token into the shop's localStorage, as the shop keeps it. */
    const useSession = async (token: string): Promise<void> => {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const page = await cdp.contexts()[0]!.newPage();
        await page.goto(`${server.url}/outbox`);
        await page.evaluate((value) => {
          localStorage.setItem('spk.contextToken', value);
          localStorage.setItem('spk.sessionTime', String(Date.now()));
        }, token);
        await page.close();
      } finally {
        await cdp.close();
      }
    };

    const pages = [
      ['start page', '/shop', cart.token],
      ['category list', `/shop/category/${f.categoryId}`, cart.token],
      ['product page', `/shop/product/${f.variantId}`, cart.token],
      ['cart (1 item)', '/shop/cart', cart.token],
      ['checkout (logged in, 1 item)', '/shop/checkout', login.token],
      ['account (logged in)', '/shop/account', login.token],
      ['enquiry history (logged in)', '/shop/account/orders', login.token],
    ] as const;
    const rows: (string | number)[][] = [];
    const broken: string[] = [];
    // --only <words>: just the pages whose name contains one of the comma-separated words (while iterating).
    const only = stringArg('only', 'BENCH_LIGHTHOUSE_ONLY')?.split(',');
    let session: string | undefined;
    for (const [name, path, token] of pages) {
      if (only && !only.some((word) => name.includes(word))) continue;
      if (token !== session) await useSession((session = token));
      const results: Scores[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // Keeps the cart's token in localStorage (set above) for every page.
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const lhr = result.lhr;
        if (lhr.runtimeError)
          throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (saveDir) {
          const slug = name.replace(/\W+/g, '-');
          writeFileSync(join(saveDir, `${slug}-${run + 1}.json`), JSON.stringify(lhr));
          printShifts(`${name} run ${run + 1}`, lhr.audits['layout-shifts']?.details);
        }
        const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failing = ['accessibility', 'best-practices'].flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}: ${ref.id}`),
        );
        results.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          failing,
        });
      }
      if (lantern) await printLanternPath(`${server.url}${path}`, chrome.port);
      const m = (key: keyof Omit<Scores, 'failing'>): number => median(results.map((r) => r[key]));
      const performance = m('performance');
      const accessibility = m('accessibility');
      const bestPractices = m('bestPractices');
      rows.push([
        name,
        performance,
        accessibility,
        bestPractices,
        Math.round(m('lcp')),
        Math.round(m('tbt')),
        Number(m('cls').toFixed(3)),
        results.map((r) => r.performance).join('/'),
        Math.round(m('benchmarkIndex')),
      ]);
      if (performance < 100) broken.push(`${name}: performance ${performance} < 100`);
      const lcp = Math.round(m('lcp'));
      if (lcp > LCP_BUDGET_MS) broken.push(`${name}: LCP ${lcp} ms > ${LCP_BUDGET_MS} ms`);
      if (accessibility < 100 || bestPractices < 100) {
        const audits = [...new Set(results.flatMap((r) => r.failing))];
        broken.push(
          `${name}: accessibility ${accessibility}, best practices ${bestPractices} (failing audits: ${audits.join(', ')})`,
        );
      }
    }
    printTable(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'LCP ms',
        'TBT ms',
        'CLS',
        'perf runs',
        'CPU index',
      ],
      rows,
    );
    console.log(`load average at the end: ${loadAverage()}`);
    console.log('');
    if (broken.length > 0) {
      failed = true;
      for (const line of broken) console.log(`BUDGET BROKEN: ${line}`);
    } else
      console.log(
        `budgets: performance 100, LCP <= ${LCP_BUDGET_MS} ms, accessibility 100, best practices 100: ok`,
      );
  } finally {
    chrome.kill();
    await server.stop();
  }
  return failed ? 1 : 0;
}

/** The layout shifts Lighthouse attributes to elements (audit 'layout-shifts'), one line each. */
function printShifts(label: string, details: unknown): void {
  const items = (details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] })
    ?.items;
  if (!items?.length) return;
  console.log(`layout shifts, ${label}:`);
  for (const item of items)
    console.log(
      `  ${(item.score ?? 0).toFixed(3)}  ${item.node?.selector ?? ''}  ${item.node?.snippet ?? ''}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await benchLighthouse();
