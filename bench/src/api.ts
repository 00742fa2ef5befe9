// Store API load on the large generated catalogue with autocannon: each scenario runs alone against the same
// server(s) for a bounded time at 50 connections. The baseline is an empty route of the same server
// (GET /__bench/empty, BENCH_EMPTY_ROUTE=1: no database, no session), measured in the same run with the same load
// settings; every scenario is reported as req/s, p50/p99 and its share of the empty route, with the server's peak
// RSS and the machine's load average at the scenario's start and end. The targets of issue 19 and the budgets of
// issue 8 (targets.ts) make the run exit 1 when one is missed.
//
//   --database postgres   the same table on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; fresh schema)
//   --instances 2         two servers on one database: the table on one, then the load spread over both
//   --cpu-prof <id>       only that scenario, on a server under node --cpu-prof; prints the top 15 self times
//   --scenarios a,b       only these scenarios (ids: empty, context, listing, detail, startup, add-to-cart, enquiry)
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { limitCollectedBodies } from './autocannon-bodies.js';
import { openBenchDatabase, type BenchDatabase } from './bench-database.js';
import { summariseProfile, type CpuProfile } from './cpu-profile.js';
import { processCpuSeconds } from './process-cpu.js';
import { sampleRss } from './rss.js';
import { call, findFixtures, ACCESS_KEY, type Fixtures } from './store-api.js';
import { repoRoot, startServer, type RunningServer } from './start-server.js';
import { numberArg, printTable, stringArg } from './table.js';
import {
  checkRun,
  percent,
  scaleOut,
  shareOfEmpty,
  type Check,
  type FlowCount,
  type ScenarioId,
  type ScenarioRow,
} from './targets.js';

/** The 1-minute load average: latency at 50 connections is the server's share of two cores. */
const load = (): number => loadavg()[0]!;
const loadText = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Context {
  token?: string;
}
interface Scenario {
  id: ScenarioId;
  name: string;
  requests: autocannon.Request[];
  /** The enquiry flow: its orders are counted, it has no warm-up. */
  flow?: boolean;
}

const SCENARIO_IDS: readonly ScenarioId[] = [
  'empty',
  'context',
  'listing',
  'detail',
  'startup',
  'add-to-cart',
  'enquiry',
];

const headerOf = (headers: unknown, name: string): string | undefined => {
  if (Array.isArray(headers)) {
    const index = headers.findIndex((h, i) => i % 2 === 0 && String(h).toLowerCase() === name);
    return index >= 0 ? String(headers[index + 1]) : undefined;
  }
  const value = (headers as Record<string, unknown> | undefined)?.[name];
  return value === undefined ? undefined : String(value);
};

// A browser always sends Accept-Encoding (the shop's fetch calls cannot turn it off), so the load does too, as
// Chromium sends it (the server picks Brotli for cached catalogue answers, gzip for the others):
// without it autocannon, which decodes every body into a string on the core it shares with the server,
// spent more CPU receiving a 220 KB listing than the server spent sending it, and measured itself.
// A new object for every request: autocannon writes the Content-Length of a request's body into its headers
// object, and a GET sharing that object afterwards would announce a body it never sends (the server then reads
// the next request as that body, and the connection stalls).
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const baseHeaders = (): Record<string, string> => ({
  'sw-access-key': ACCESS_KEY,
  'content-type': 'application/json',
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
});
const withToken = (token: string | undefined): Record<string, string> =>
  token ? { ...baseHeaders(), 'sw-context-token': token } : baseHeaders();
/** A GET's headers: no Content-Type (there is no body). */
const withTokenNoBody = (token: string | undefined): Record<string, string> => {
  const { ['content-type']: _json, ...headers } = withToken(token);
  return headers;
};
const lineItemBody = (id: string) => ({ items: [{ id, referencedId: id, type: 'product', quantity: 1 }] });

let emailCounter = 0;

/** The scenarios of one table; `flow.acknowledged` counts the enquiry flows whose order was answered 200. */
export function scenarios(url: string, f: Fixtures, flow: { acknowledged: number }): Scenario[] {
  const keepToken = (_status: number, _body: string, context: Context, headers: unknown): void => {
    const token = headerOf(headers, 'sw-context-token');
    if (token) context.token = token;
  };
  // Add-to-cart: a sequence of 10 adds of different variants; the first has no token, so the server opens a
  // new context, and the rest of the sequence uses that token (distinct carts per connection and sequence).
  let variantCursor = 0;
  const addRequests: autocannon.Request[] = Array.from({ length: 10 }, () => ({
    method: 'POST',
    path: '/store-api/checkout/cart/line-item',
    setupRequest: (request: autocannon.Request, context: Context) => {
      const id = f.variantIds[variantCursor++ % f.variantIds.length]!;
      return { ...request, headers: withToken(context.token), body: JSON.stringify(lineItemBody(id)) };
    },
    onResponse: keepToken,
  }));
  const storefrontUrl = `${url}/shop`;
  return [
    {
      id: 'empty',
      name: 'empty route (baseline)',
      requests: [{ method: 'GET', path: '/__bench/empty', headers: baseHeaders() }],
    },
    {
      id: 'context',
      name: 'GET /context (new session)',
      requests: [{ method: 'GET', path: '/store-api/context', headers: baseHeaders() }],
    },
    {
      id: 'listing',
      name: 'product listing',
      requests: [
        {
          method: 'POST',
          path: `/store-api/product-listing/${f.categoryId}`,
          headers: baseHeaders(),
          body: JSON.stringify({ p: 1, limit: 24 }),
        },
      ],
    },
    {
      id: 'detail',
      name: 'product detail',
      requests: [
        {
          method: 'POST',
          path: `/store-api/product/${f.variantId}`,
          headers: baseHeaders(),
          body: JSON.stringify({}),
        },
      ],
    },
    { id: 'startup', name: 'start-up of a product page (9 calls)', requests: startupRequests(f, keepToken) },
    { id: 'add-to-cart', name: 'add-to-cart', requests: addRequests },
    {
      id: 'enquiry',
      name: 'enquiry flow (4 calls)',
      flow: true,
      requests: [
        {
          method: 'POST',
          path: '/store-api/account/register',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: baseHeaders(),
            body: JSON.stringify({
              guest: true,
              email: `bench-${process.pid}-${++emailCounter}@example.com`,
              firstName: 'Bench',
              lastName: 'Mark',
              storefrontUrl,
              acceptedDataProtection: true,
              billingAddress: {
                street: 'Hauptstraße 5',
                zipcode: '80331',
                city: 'München',
                countryId: f.countryId,
              },
            }),
          }),
          onResponse: keepToken,
        },
        {
          method: 'POST',
          path: '/store-api/checkout/cart/line-item',
          setupRequest: (request: autocannon.Request, context: Context) => ({
            ...request,
            headers: withToken(context.token),
            body: JSON.stringify(lineItemBody(f.variantId)),
          }),
          onResponse: keepToken,
        },
        {
          method: 'PATCH',
          path: '/store-api/context',
          setupRequest: (request: autocannon.Request, context: Context) => ({
            ...request,
            headers: withToken(context.token),
            body: JSON.stringify({ shippingMethodId: f.shippingMethodId }),
          }),
          onResponse: keepToken,
        },
        {
          method: 'POST',
          path: '/store-api/checkout/order',
          setupRequest: (request: autocannon.Request, context: Context) => ({
            ...request,
            headers: withToken(context.token),
            body: JSON.stringify({}),
          }),
          onResponse: (status: number) => {
            if (status === 200) flow.acknowledged++;
          },
        },
      ],
    },
  ];
}

/**
 * The Store API calls of a visitor's start-up on a product page, as the shop sends them (shop/src/api/storeApi.ts,
 * app/startup.ts; the product with the product page's criteria): sent one after the other on each connection
 * (the browser sends them at once), the first opening the session the others use.
 */
function startupRequests(
  f: Fixtures,
  keepToken: (status: number, body: string, context: Context, headers: unknown) => void,
): autocannon.Request[] {
  const productPage = {
    associations: { media: {}, options: { associations: { group: {} } } },
    excludes: { product: ['cmsPage'] },
  };
  const calls: [string, string, unknown][] = [
    ['GET', '/store-api/context', undefined],
    ['POST', '/store-api/language', {}],
    ['POST', `/store-api/product/${f.variantId}`, productPage],
    ['POST', '/store-api/navigation/main-navigation/main-navigation', { depth: 3 }],
    ['GET', '/store-api/country', undefined],
    ['GET', '/store-api/salutation', undefined],
    ['GET', '/store-api/checkout/cart', undefined],
    ['POST', '/store-api/payment-method', { onlyAvailable: true }],
    ['GET', '/store-api/shipping-method', undefined],
  ];
  return calls.map(([method, path, body], index) => ({
    method: method as 'GET' | 'POST',
    path,
    setupRequest: (request: autocannon.Request, context: Context) => ({
      ...request,
      headers: method === 'GET' ? withTokenNoBody(context.token) : withToken(context.token),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    ...(index === 0 ? { onResponse: keepToken } : {}),
  }));
}

/** One enquiry flow by hand, to pick a shipping method that serves the variant and to fail early. */
async function probeFlow(url: string, f: Fixtures): Promise<void> {
  const shipping = await call<{ elements: { id: string; technicalName: string }[] }>(
    url,
    'POST',
    '/shipping-method',
    { limit: 50 },
  );
  const methods = [...shipping.json.elements].sort((a, b) =>
    a.technicalName === 'shipping_parcel' ? -1 : b.technicalName === 'shipping_parcel' ? 1 : 0,
  );
  for (const method of methods) {
    const register = await call(url, 'POST', '/account/register', {
      guest: true,
      email: `bench-probe-${method.technicalName}-${process.pid}@example.com`,
      firstName: 'Bench',
      lastName: 'Probe',
      storefrontUrl: `${url}/shop`,
      acceptedDataProtection: true,
      billingAddress: { street: 'Hauptstraße 5', zipcode: '80331', city: 'München', countryId: f.countryId },
    });
    if (register.status !== 200 || !register.token)
      throw new Error(`guest register: ${register.status} ${JSON.stringify(register.json)}`);
    const token = register.token;
    const add = await call(url, 'POST', '/checkout/cart/line-item', lineItemBody(f.variantId), token);
    if (add.status !== 200) throw new Error(`add to cart: ${add.status} ${JSON.stringify(add.json)}`);
    const patch = await call(url, 'PATCH', '/context', { shippingMethodId: method.id }, token);
    if (patch.status !== 200) continue;
    const order = await call(url, 'POST', '/checkout/order', {}, token);
    if (order.status === 200) {
      f.shippingMethodId = method.id;
      console.log(`enquiry flow probe: ok with shipping method ${method.technicalName}`);
      return;
    }
  }
  throw new Error('no shipping method lets the probe enquiry through');
}

interface Settings {
  variants: number;
  duration: number;
  connections: number;
  warmup: number;
}

/** One scenario: an unmeasured warm-up (JIT, page cache) except for the flow, then the measured run. */
async function runScenario(
  scenario: Scenario,
  servers: readonly RunningServer[],
  settings: Settings,
): Promise<{
  row: ScenarioRow;
  seconds: number;
  timeouts: number;
  non2xx: number;
  firstRefusal: string | undefined;
}> {
  const url = (servers.length === 1 ? servers[0]!.url : servers.map((s) => s.url)) as string;
  // The first refused answer, to say why (only where the scenario reads answers anyway; autocannon keeps the
  // first 2 KB of every body, autocannon-bodies.ts).
  let firstRefusal: string | undefined;
  const statuses = new Map<number, number>();
  const requests = scenario.requests.map((request) => {
    const onResponse = request.onResponse as
      ((status: number, body: string, context: Context, headers: unknown) => void) | undefined;
    if (!onResponse) return request;
    return {
      ...request,
      onResponse: (status: number, body: string, context: Context, headers: unknown) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 300 && firstRefusal === undefined)
          firstRefusal = `${status} ${request.method ?? 'GET'} ${request.path ?? ''}: ${String(body).slice(0, 2000)}`;
        onResponse(status, body, context, headers);
      },
    };
  });
  const loadStart = load();
  const rss = sampleRss(servers.map((s) => s.pid));
  if (settings.warmup > 0 && !scenario.flow)
    await autocannon({
      url,
      connections: settings.connections,
      duration: settings.warmup,
      requests,
    });
  const started = Date.now();
  const pids = servers.map((s) => s.pid);
  const cpuBefore = processCpuSeconds(pids);
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.duration,
    timeout: 10,
    requests,
  });
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = processCpuSeconds(pids);
  const rssPeakMb = rss.stop();
  return {
    row: {
      id: scenario.id,
      name: scenario.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // autocannon counts a timeout both as an error and as a timeout.
      errors: result.errors + result.non2xx,
      requests: result.requests.total,
      bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
      rssPeakMb,
      serverCpuUsPerRequest:
        cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
          ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total
          : undefined,
      loadStart,
      loadEnd: load(),
    },
    seconds,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    firstRefusal:
      statuses.size === 0
        ? firstRefusal
        : `${firstRefusal ?? 'none read'} (statuses read: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')})`,
  };
}

interface Table {
  rows: ScenarioRow[];
  flow: FlowCount | undefined;
  flowsPerSecond: number;
}

/** Every scenario (or the `only` ones) against the servers, the load spread over them. */
async function runTable(
  servers: readonly RunningServer[],
  fixtures: Fixtures,
  settings: Settings,
  database: BenchDatabase,
  only?: readonly ScenarioId[],
): Promise<Table> {
  const flowState = { acknowledged: 0 };
  const rows: ScenarioRow[] = [];
  let flow: FlowCount | undefined;
  let flowsPerSecond = 0;
  for (const scenario of scenarios(servers[0]!.url, fixtures, flowState)) {
    if (only !== undefined && !only.includes(scenario.id)) continue;
    const before = scenario.flow ? await database.countOrders(servers[0]!.dataDir) : undefined;
    const { row, seconds, timeouts, non2xx, firstRefusal } = await runScenario(scenario, servers, settings);
    rows.push(row);
    if (row.errors > 0)
      console.log(
        `${scenario.name}: ${row.errors} errors (timeouts ${timeouts}, non-2xx ${non2xx}); ` +
          `first refused answer: ${firstRefusal ?? 'none read'}`,
      );
    if (before) {
      const after = await database.countOrders(servers[0]!.dataDir);
      flow = {
        acknowledged: flowState.acknowledged,
        ordersCreated: after.orders - before.orders,
        duplicates: after.duplicates,
      };
      flowsPerSecond = flowState.acknowledged / seconds;
    }
  }
  return { rows, flow, flowsPerSecond };
}

function printRows(rows: readonly ScenarioRow[]): void {
  const empty = rows.find((row) => row.id === 'empty');
  printTable(
    [
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'of empty',
      'errors',
      'requests',
      'KB/answer',
      'server CPU µs/req',
      'RSS MB',
      'load start→end',
    ],
    rows.map((row) => [
      row.name,
      Math.round(row.rps),
      row.p50,
      row.p99,
      empty ? percent(shareOfEmpty(row, empty)) : '-',
      row.errors,
      row.requests,
      (row.bytes / 1024).toFixed(2),
      row.serverCpuUsPerRequest === undefined ? '-' : Math.round(row.serverCpuUsPerRequest),
      Math.round(row.rssPeakMb),
      `${row.loadStart.toFixed(2)} → ${row.loadEnd.toFixed(2)}`,
    ]),
  );
}

/** A load average above the cores at a scenario's start or end: the figures are the machine's, not the server's. */
function printBusyNote(rows: readonly ScenarioRow[]): void {
  const cores = availableParallelism();
  const busiest = Math.max(...rows.map((row) => Math.max(row.loadStart, row.loadEnd)));
  if (busiest > cores)
    console.log(
      `NOTE: load average up to ${busiest.toFixed(2)} on ${cores} cores: other work shared the CPUs with the ` +
        'server and the load generator; compare these figures only with a run at a similar load.',
    );
}

function printFlow(table: Table): void {
  if (!table.flow) return;
  const { acknowledged, ordersCreated, duplicates } = table.flow;
  console.log(
    `enquiry flows acknowledged: ${acknowledged} (${table.flowsPerSecond.toFixed(1)} flows/s); orders created: ` +
      `${ordersCreated}; guests with more than one order: ${duplicates}` +
      (ordersCreated > acknowledged
        ? ` (${ordersCreated - acknowledged} committed while the run was being stopped, not acknowledged)`
        : ''),
  );
}

function printChecks(checks: readonly Check[]): void {
  printTable(
    ['check', 'target', 'measured', 'verdict'],
    checks.map((check) => [check.what, check.target, check.measured, check.ok ? 'ok' : 'MISSED']),
    { left: [1, 2] },
  );
}

function settingsFromArgs(): Settings {
  return {
    variants: numberArg('variants', 'BENCH_VARIANTS', 100_000),
    duration: numberArg('duration', 'BENCH_DURATION', 10),
    connections: numberArg('connections', 'BENCH_CONNECTIONS', 50),
    warmup: numberArg('warmup', 'BENCH_WARMUP', 2),
  };
}

/** The server of the bench: no add limit per product (all the load is one address) and the empty route on. */
const SERVER_ENV = { CART_LINE_ITEM_ADD_LIMIT: '0', BENCH_EMPTY_ROUTE: '1' };

/**
 * A second server on the first one's database, as behind one load balancer: with the first one's PUBLIC_URL.
 * Its start seeds the sales channel's storefront domains from its PUBLIC_URL; with an address of its own it
 * replaced the first one's, and every guest registration naming the first one's storefrontUrl (the enquiry flow)
 * was refused on both instances (400 VIOLATION::NO_SUCH_CHOICE_ERROR, then 403 for the order: half the flow's
 * calls, no order).
 */
export function startSecondInstance(
  first: RunningServer,
  databaseUrl: string | undefined,
): Promise<RunningServer> {
  return startServer({ env: SERVER_ENV, databaseUrl, publicUrl: first.publicUrl });
}

export async function benchApi(): Promise<number> {
  limitCollectedBodies();
  const settings = settingsFromArgs();
  const databaseKind = stringArg('database', 'BENCH_DATABASE') ?? 'sqlite';
  const instances = numberArg('instances', 'BENCH_INSTANCES', 1);
  if (instances !== 1 && instances !== 2) throw new Error('--instances must be 1 or 2');
  if (instances === 2 && databaseKind !== 'postgres')
    throw new Error('--instances 2 shares one database between two servers: with --database postgres only');
  const profiled = stringArg('cpu-prof', 'BENCH_CPU_PROF');
  if (profiled !== undefined && !SCENARIO_IDS.includes(profiled as ScenarioId))
    throw new Error(`--cpu-prof takes one of ${SCENARIO_IDS.join(', ')}: ${profiled}`);
  const only = stringArg('scenarios', 'BENCH_SCENARIOS')?.split(',') as ScenarioId[] | undefined;
  const unknown = only?.filter((id) => !SCENARIO_IDS.includes(id));
  if (unknown && unknown.length > 0)
    throw new Error(`--scenarios takes ids of ${SCENARIO_IDS.join(', ')}: ${unknown.join(', ')}`);

  const database = await openBenchDatabase(databaseKind);
  console.log(
    `== Store API load: ${settings.variants} variants, ${settings.connections} connections, ` +
      `${settings.duration} s per scenario after ${settings.warmup} s warm-up (loopback); ${database.description}; ` +
      `load average ${loadText()} on ${availableParallelism()} cores ==`,
  );
  const servers: RunningServer[] = [];
  const profileDir = profiled ? mkdtempSync(join(tmpdir(), 'shop-bench-cpu-prof-')) : undefined;
  try {
    const first = await startServer({
      variants: settings.variants,
      env: SERVER_ENV,
      databaseUrl: database.databaseUrl,
      ...(profileDir ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileDir] } : {}),
    });
    servers.push(first);
    const fixtures = await findFixtures(first.url);
    await probeFlow(first.url, fixtures);
    if (profileDir)
      return await profileScenario(profiled as ScenarioId, first, fixtures, settings, database, profileDir);

    if (instances === 2) servers.push(await startSecondInstance(first, database.databaseUrl));

    const one = await runTable([first], fixtures, settings, database, only);
    console.log('');
    if (instances === 2) console.log('-- one instance --');
    printRows(one.rows);
    console.log(`load average at the end: ${loadText()}`);
    printBusyNote(one.rows);
    printFlow(one);
    const checks = checkRun(one.rows, one.flow);

    if (instances === 2) {
      const two = await runTable(servers, fixtures, settings, database, only);
      console.log('');
      console.log(`-- two instances on one database, ${settings.connections / 2} connections each --`);
      printRows(two.rows);
      console.log(`load average at the end: ${loadText()}`);
      printBusyNote(two.rows);
      printFlow(two);
      console.log('');
      printTable(
        ['scenario', '1 instance req/s', '2 instances req/s', 'two vs one'],
        scaleOut(one.rows, two.rows).map((row) => [
          row.name,
          Math.round(row.one),
          Math.round(row.two),
          `${row.factor.toFixed(2)}x`,
        ]),
      );
      checks.push(
        ...checkRun(two.rows, two.flow, { targets: false }).map((check) => ({
          ...check,
          what: `two instances: ${check.what}`,
        })),
      );
    }
    console.log('');
    printChecks(checks);
    const missed = checks.filter((check) => !check.ok);
    console.log('');
    console.log(
      missed.length > 0
        ? `TARGETS MISSED: ${missed.length} of ${checks.length} checks (load average ${loadText()})`
        : `every target and budget met (load average ${loadText()})`,
    );
    return missed.length > 0 ? 1 : 0;
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

/** The main thread's profile of the server process (node writes one per thread: CPU.<date>.<time>.<pid>.<tid>.<n>). */
function mainThreadProfile(dir: string, pid: number): string {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const main = files.find((name) => name.split('.')[3] === String(pid) && name.split('.')[4] === '0');
  const chosen = main ?? files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
  if (!chosen) throw new Error(`no .cpuprofile written to ${dir}`);
  return join(dir, chosen);
}

/** `--cpu-prof <id>`: that scenario alone on a server under node --cpu-prof, then its top 15 self times. */
async function profileScenario(
  id: ScenarioId,
  server: RunningServer,
  fixtures: Fixtures,
  settings: Settings,
  database: BenchDatabase,
  profileDir: string,
): Promise<number> {
  const from = (Date.now() - server.startedAt) * 1000;
  const table = await runTable([server], fixtures, settings, database, [id]);
  const to = (Date.now() - server.startedAt) * 1000;
  console.log('');
  printRows(table.rows);
  printBusyNote(table.rows);
  printFlow(table);
  // Node writes the profile when the process exits (the server closes on SIGTERM).
  await server.stop();
  const file = mainThreadProfile(profileDir, server.pid);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  // The profile began with the process: only the scenario's part (its warm-up included) is summarised.
  const summary = summariseProfile(profile, repoRoot, 15, { from, to });
  console.log('');
  console.log(
    `CPU profile of the server during ${id}: ${file} (open in Chrome DevTools or speedscope); ` +
      `${(summary.totalMs / 1000).toFixed(1)} s sampled, ${percent(summary.totalMs > 0 ? summary.idleMs / summary.totalMs : 0)} idle`,
  );
  printTable(
    ['#', 'self ms', 'self %', 'function', 'where'],
    summary.top.map((entry, index) => [
      index + 1,
      entry.selfMs.toFixed(0),
      percent(entry.share),
      entry.functionName,
      entry.location,
    ]),
  );
  const errors = table.rows.reduce((sum, row) => sum + row.errors, 0);
  return errors > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await benchApi();
