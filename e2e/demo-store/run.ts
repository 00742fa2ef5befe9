import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { chromium } from '@playwright/test';
import { runJourney } from './journey.js';
import { cacheDir, prepareDemoStore } from './prepare.js';
import { startRecordingProxy, type RecordedCall } from './recording-proxy.js';

// `npm run demo-store`: builds Shopware's vue-demo-store (see prepare.ts), starts our store-server on a fresh
// database, a recording proxy in front of it and the demo store pointed at the proxy (its documented environment
// variables), then walks home → category → search → product → add to cart → cart → checkout → a guest's order,
// and a customer's registration (double opt-in link from the outbox) → account → wishlist → cart → checkout →
// order → order history → order details → addresses in Chromium (journey.ts). Prints every step, every error,
// and the Store API calls the demo store made; writes them to DEMO_STORE_DIR/last-run.json and a screenshot of
// every step to DEMO_STORE_SHOTS (default DEMO_STORE_DIR/screenshots).
// `-- --record <file>` also writes the distinct calls (method, path, body) as a replay fixture.

const repoRoot = resolve(import.meta.dirname, '../..');
const ACCESS_KEY = 'SWSCPLASTICSENQUIRYDEMO001';

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})\n${log()}`);
    try {
      // As a browser asks: Node's fetch sends `accept-language: *`, which the demo store's i18n answers with a
      // 500 ("Incorrect locale information provided").
      const answer = await fetch(url, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time\n${log()}`);
}

function startProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, log: () => log };
}

/** One entry per distinct call: method, path (ids kept), query and body. */
export function distinctCalls(calls: RecordedCall[]): RecordedCall[] {
  const seen = new Map<string, RecordedCall>();
  for (const call of calls) {
    const key = JSON.stringify([call.method, call.path, call.query, call.body]);
    if (!seen.has(key)) seen.set(key, call);
  }
  return [...seen.values()];
}

async function main(): Promise<void> {
  const recordIndex = process.argv.indexOf('--record');
  const recordFile = recordIndex > 0 ? resolve(process.argv[recordIndex + 1] ?? '') : undefined;
  const { dir, node } = prepareDemoStore();

  const serverPort = await getPort({ host: '127.0.0.1' });
  const storePort = await getPort({ host: '127.0.0.1' });
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-store-server-'));
  const publicUrl = `http://localhost:${serverPort}`;
  const server = startProcess(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts'],
    join(repoRoot, 'store-server'),
    {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: publicUrl,
      // The demo store reads a logged-in customer's wishlist on every page; a Shopware running it has the
      // wishlist on (core.cart.wishlistEnabled, off by default in Shopware as here, where it answers 403).
      WISHLIST_ENABLED: '1',
    },
  );
  const children = [server.child];
  const proxy = await startRecordingProxy(`http://127.0.0.1:${serverPort}`);
  try {
    await waitUntilUp(`${publicUrl}/store-api/context`, server.child, server.log);
    const storeApi = `${proxy.url}/store-api/`;
    const store = startProcess(node, ['.output/server/index.mjs'], dir, {
      ...process.env,
      PORT: String(storePort),
      HOST: '127.0.0.1',
      // The demo store's documented settings (@shopware/nuxt-module): the endpoint for the browser and for
      // server-side rendering, the sales channel's access key, and the storefront URL it sends on registration
      // (one of the sales channel's domains: our server's shop URL).
      NUXT_PUBLIC_SHOPWARE_ENDPOINT: storeApi,
      NUXT_SHOPWARE_ENDPOINT: storeApi,
      NUXT_PUBLIC_SHOPWARE_ACCESS_TOKEN: ACCESS_KEY,
      NUXT_PUBLIC_SHOPWARE_DEV_STOREFRONT_URL: `${publicUrl}/shop`,
    });
    children.push(store.child);
    const storeUrl = `http://localhost:${storePort}/`;
    await waitUntilUp(storeUrl, store.child, store.log);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const listing = (await (
      await fetch(`${publicUrl}/store-api/product`, {
        method: 'POST',
        headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ limit: 1 }),
      })
    ).json()) as { elements: { id: string }[] };
    const screenshotDir = resolve(process.env.DEMO_STORE_SHOTS ?? join(cacheDir, 'screenshots'));
    const result = await runJourney(
      browser,
      storeUrl,
      `/detail/${listing.elements[0]?.id ?? ''}`,
      screenshotDir,
      {
        // The double opt-in link of a registration, from the server's mail outbox (<DATA_DIR>/outbox/*.json).
        mailLink: async (email, pathPart) => {
          const deadline = Date.now() + 15_000;
          while (Date.now() < deadline) {
            const outbox = join(dataDir, 'outbox');
            const mails = existsSync(outbox)
              ? readdirSync(outbox)
                  .filter((file) => file.endsWith('.json'))
                  .map(
                    (file) =>
                      JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string },
                  )
              : [];
            for (const mail of mails.filter((entry) => entry.to === email)) {
              const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
              if (link) return new URL(link);
            }
            await new Promise((r) => setTimeout(r, 300));
          }
          throw new Error(`no mail to ${email} with a link to ${pathPart}`);
        },
      },
    );
    await browser.close();

    const failedCalls = proxy.calls.filter((call) => call.status >= 400);
    console.log('\nSteps:');
    for (const step of result.steps)
      console.log(
        `  ${step.ok ? 'ok  ' : 'FAIL'} ${step.name}  ${step.url}${step.detail ? `\n       ${step.detail}` : ''}`,
      );
    console.log(`\nStore API calls: ${proxy.calls.length} (${distinctCalls(proxy.calls).length} distinct)`);
    for (const call of failedCalls)
      console.log(
        `  ${call.status} ${call.from} ${call.method} ${call.path}${call.query} ${call.errorCode ?? ''} ${call.errorDetail ?? ''}`,
      );
    console.log(`\nErrors seen by the browser: ${result.errors.length}`);
    for (const error of result.errors) console.log(`  ${error}`);
    const ssrErrors = store
      .log()
      .split('\n')
      .filter((line) => /error/i.test(line));
    console.log(`\nDemo store server log lines with errors: ${ssrErrors.length}`);
    for (const line of ssrErrors.slice(0, 30)) console.log(`  ${line.slice(0, 300)}`);

    const report = { steps: result.steps, errors: result.errors, ssrErrors, calls: proxy.calls };
    writeFileSync(join(cacheDir, 'last-run.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nReport: ${join(cacheDir, 'last-run.json')}; screenshots: ${screenshotDir}`);
    if (recordFile) {
      writeFileSync(recordFile, `${JSON.stringify(distinctCalls(proxy.calls), null, 2)}\n`);
      console.log(`Distinct calls written to ${recordFile}`);
    }
    const failed = result.steps.some((step) => !step.ok) || result.errors.length > 0 || ssrErrors.length > 0;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await proxy.close();
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
