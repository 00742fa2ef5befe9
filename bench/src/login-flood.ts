// `npm run bench:login-flood -w bench`: uncached product listings while failed logins flood the server from
// many addresses (TRUST_PROXY on, a new X-Forwarded-For and email per login, so that no flood limit stops them
// and every one reaches scrypt). Prints listing p50/p99 without and with the flood, the logins' answers, and the
// machine's load beside the figures: on a shared machine the load moves p99 as much as the server does.
// Not part of npm test; a short run by default (--duration seconds per phase). --concurrency n sets the server's
// PASSWORD_HASHING_CONCURRENCY (default 1), to compare with the hashing bound opened up (e.g. 4: libuv's pool).
import { availableParallelism, loadavg } from 'node:os';
import { ACCESS_KEY, findFixtures } from './store-api.js';
import { startServer } from './start-server.js';
import { numberArg, printTable } from './table.js';

const headers = {
  'sw-access-key': ACCESS_KEY,
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd', // as Chromium sends it
};

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Phase {
  name: string;
  latencies: number[];
  errors: number;
  logins: Map<number, number>;
  seconds: number;
  load: string;
}

/** `readers` parallel loops of listings for `seconds`; pages vary so that answers differ (the cache is off too). */
async function readListings(url: string, categoryId: string, readers: number, until: number) {
  const latencies: number[] = [];
  let errors = 0;
  let page = 0;
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (Date.now() < until) {
        page += 1;
        const started = performance.now();
        const response = await fetch(`${url}/store-api/product-listing/${categoryId}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ p: (page % 3) + 1, limit: 24, order: page % 2 ? 'name-asc' : 'price-asc' }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) errors += 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

let loginCounter = 0;
/** `parallel` failed logins in flight at any time, each from a new address with a new email, until `until`. */
async function floodLogins(url: string, parallel: number, until: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < until) {
        loginCounter += 1;
        const address = `198.18.${Math.floor(loginCounter / 250) % 250}.${(loginCounter % 250) + 1}`;
        const response = await fetch(`${url}/store-api/account/login`, {
          method: 'POST',
          headers: { ...headers, 'x-forwarded-for': address },
          body: JSON.stringify({ email: `flood-${loginCounter}@example.com`, password: 'wrong-password' }),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

export async function benchLoginFlood(): Promise<number> {
  const duration = numberArg('duration', 'BENCH_DURATION', 10);
  const readers = numberArg('readers', 'BENCH_READERS', 4);
  const parallel = numberArg('logins', 'BENCH_LOGINS', 10);
  const variants = numberArg('variants', 'BENCH_VARIANTS', 0);
  const concurrency = numberArg('concurrency', 'BENCH_HASHING_CONCURRENCY', 1);
  console.log(
    `== Listing during a login flood: ${readers} readers, ${parallel} failed logins in flight from rotating ` +
      `addresses, ${duration} s per phase, hashing concurrency ${concurrency}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} ==`,
  );
  const server = await startServer({
    ...(variants > 0 ? { variants } : {}),
    env: { TRUST_PROXY: '1', RESPONSE_CACHE_MB: '0', PASSWORD_HASHING_CONCURRENCY: String(concurrency) },
  });
  try {
    const { categoryId } = await findFixtures(server.url);
    await readListings(server.url, categoryId, readers, Date.now() + 1000);
    const phases: Phase[] = [];
    for (const flood of [false, true]) {
      const started = Date.now();
      const until = started + duration * 1000;
      const [reads, logins] = await Promise.all([
        readListings(server.url, categoryId, readers, until),
        flood ? floodLogins(server.url, parallel, until) : Promise.resolve(new Map<number, number>()),
      ]);
      phases.push({
        name: flood ? 'during login flood' : 'quiet',
        ...reads,
        logins,
        seconds: (Date.now() - started) / 1000,
        load: loadavg()[0]!.toFixed(1),
      });
    }
    console.log('');
    printTable(
      ['phase', 'listings', 'p50 ms', 'p99 ms', 'errors', 'logins/min', 'login answers', 'load avg'],
      phases.map((phase) => {
        const logins = [...phase.logins.values()].reduce((a, b) => a + b, 0);
        return [
          phase.name,
          phase.latencies.length,
          Math.round(percentile(phase.latencies, 50)),
          Math.round(percentile(phase.latencies, 99)),
          phase.errors,
          Math.round((logins / phase.seconds) * 60),
          [...phase.logins].map(([status, count]) => `${status}×${count}`).join(' ') || '-',
          phase.load,
        ];
      }),
    );
    const [quiet, flooded] = phases as [Phase, Phase];
    const ratio = percentile(flooded.latencies, 99) / Math.max(1, percentile(quiet.latencies, 99));
    console.log('');
    console.log(
      `listing p99 during the flood: ${ratio.toFixed(2)} x the quiet p99 (load average ${flooded.load})`,
    );
    return flooded.errors > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await benchLoginFlood();
