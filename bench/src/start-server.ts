import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { SERVER_NODE_ARGS } from '../../store-server/src/memory-budget.js';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface StartOptions {
  /** Grow the catalogue to this many variants first (`npm run seed:large -w store-server`). */
  variants?: number;
  /** Extra environment of the server. */
  env?: Record<string, string>;
  /** PostgreSQL (its DATABASE_URL, a schema of its own in `options=-c search_path=…`); default a fresh SQLite file. */
  databaseUrl?: string;
  /** Options of node itself before the server's script (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
  /**
   * PUBLIC_URL of the server; default its own loopback address. Instances behind one load balancer share the
   * shop's address: the start seeds the sales channel's storefront domains from it (one set per database).
   */
  publicUrl?: string;
}

export interface RunningServer {
  url: string;
  /** Its PUBLIC_URL (the shop's address, from which its start seeds the storefront domains). */
  publicUrl: string;
  dataDir: string;
  /** The server's own process (node running src/cli.ts), for sampling its memory. */
  pid: number;
  /** Date.now() when the server's process was spawned (a `--cpu-prof` profile starts about then). */
  startedAt: number;
  stop: () => Promise<void>;
}

/**
 * All of a benchmark's load comes from 127.0.0.1: the per-address flood limits (RATE_LIMITS,
 * store-server/src/domain/floods/flood-limits.ts) are raised for it, as in e2e; `env` may set its own.
 */
const BENCH_RATE_LIMITS = [
  'login-address=100000/60',
  'register-address=100000/3600',
  'recovery-address=100000/3600',
  'guest-order-address=100000/600',
  'guest-enquiry-address=100000/3600',
  'cart-address=1000000/3600',
].join(',');

/** Starts the real store-server (as e2e/support/global-setup.ts does) on a free loopback port, fresh database. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = await getPort({ host: '127.0.0.1' });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    RATE_LIMITS: BENCH_RATE_LIMITS,
    PUBLIC_URL: options.publicUrl ?? `http://localhost:${port}`,
  };

  if (options.variants) {
    const started = Date.now();
    const seeded = spawnSync(
      'npm',
      ['run', 'seed:large', '-w', 'store-server', '--', '--variants', String(options.variants)],
      { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 900_000, encoding: 'utf8' },
    );
    if (seeded.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`seed:large failed: ${seeded.stdout}\n${seeded.stderr}`);
    }
    console.log(`seeded ${options.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const startedAt = Date.now();
  // The node options of `npm start` (the heap's bounds: store-server/src/memory-budget.ts), then the bench's own.
  const nodeArgs = [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? [])];
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/cli.ts'], {
    cwd: join(repoRoot, 'store-server'),
    env: { ...env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // BENCH_SERVER_LOG=<file>: the server's output (with LOG_REQUESTS=1 in its environment, every request) there.
  const logFile = process.env.BENCH_SERVER_LOG;
  const keep = (chunk: Buffer) => {
    if (logFile) appendFileSync(logFile, chunk);
    else log += chunk.toString();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  let exitInfo: string | null = null;
  const exited = new Promise<void>((r) =>
    server.on('exit', (code, signal) => {
      exitInfo = `code ${code} signal ${signal}\n${log}`;
      r();
    }),
  );

  const stop = async (): Promise<void> => {
    if (exitInfo === null) {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (exitInfo === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exitInfo !== null) {
      await stop();
      throw new Error(`store-server exited before it answered: ${exitInfo}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`store-server did not answer ${url}/shop in time\n${log}`);
    }
    try {
      const response = await fetch(`${url}/shop`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, publicUrl: env.PUBLIC_URL, dataDir, pid: server.pid!, startedAt, stop };
}
