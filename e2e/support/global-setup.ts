import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';

const repoRoot = resolve(import.meta.dirname, '../..');

async function waitUntilUp(url: string, deadline: number, exited: () => string | null): Promise<void> {
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`store-server exited before it answered: ${exit}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`store-server did not answer ${url} in time`);
}

/**
 * Every browser and API call of the suite comes from 127.0.0.1, several workers at once: the per-address flood
 * limits (RATE_LIMITS, store-server/src/domain/floods/flood-limits.ts) are raised for that one address's whole
 * run. The per-email limits and the mails per recipient keep their defaults (the suite's emails are unique).
 */
export const E2E_RATE_LIMITS = [
  'login-address=1000/60',
  'desk-login-address=1000/60',
  'register-address=1000/3600',
  'recovery-address=1000/3600',
  'guest-order-address=1000/600',
  'guest-enquiry-address=1000/3600',
  'cart-address=10000/3600',
  'contact-address=1000/3600',
  'newsletter-address=1000/3600',
].join(',');

/** Starts the real store-server (what `npm start` runs) on a free port with a fresh temporary database. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await getPort({ host: '127.0.0.1' });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: join(repoRoot, 'store-server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMITS: E2E_RATE_LIMITS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let exitInfo: string | null = null;
  server.on('exit', (code, signal) => (exitInfo = `code ${code} signal ${signal}\n${log}`));

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/shop`, Date.now() + 120_000, () => exitInfo);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
