import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../../src/db/connect.js';
import { LOOPBACK_TEST_RATE_LIMITS } from './flood-limits.js';

// The real server as a child process (`node --import tsx src/cli.ts`, what `npm start` runs) on a free loopback
// port, for tests that kill it, stop it with a signal or run several instances on one database.

const packageDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  hasExited(): boolean;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

export interface ServerProcessOptions {
  database: DatabaseConfig;
  dataDir: string;
  /** A built shop (test-server.ts writeFakeShopBuild), so that the CLI never builds the real one. */
  shopDistDir: string;
  /** The public origin all instances share, as behind a load balancer. */
  publicUrl: string;
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

/** DATABASE_URL for a config; a PostgreSQL schema goes into the URL as `options=-c search_path=…`. */
export function databaseUrl(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return '';
  const url = new URL(config.url);
  if (config.schema) url.searchParams.set('options', `-c search_path=${config.schema}`);
  return url.toString();
}

/** Starts the CLI and resolves once it printed that it is running (it has migrated, seeded and listens). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'cli.ts')], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: databaseUrl(options.database),
      SHOP_DIST_DIR: options.shopDistDir,
      PUBLIC_URL: options.publicUrl,
      LOG_REQUESTS: '',
      RATE_LIMITS: LOOPBACK_TEST_RATE_LIMITS,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const running = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in time:\n${log}`)), 60_000);
    const collect = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Plastics shop is running')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code ?? signal}) before it was running:\n${log}`));
    });
  });
  try {
    await running;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited,
    kill: (signal) => child.kill(signal),
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    output: () => log,
  };
}

/** Stops a process that a test left running (SIGKILL: the database is the tests' concern, not the exit). */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.hasExited()) return;
  server.kill('SIGKILL');
  await server.exited;
}
