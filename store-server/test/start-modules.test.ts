import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// What a server on SQLite loads (memory-budget.ts): a module's code and sources stay in the heap for the life of
// the process, so what only PostgreSQL or a rare route needs is loaded when first used. The server runs in a
// process of its own: this one's module cache holds whatever the other tests loaded.

const packageDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

const SCRIPT = `
import { createRequire } from 'node:module';
import { startServer } from './src/index.ts';
const server = await startServer({ dataDir: process.env.DATA_DIR, publicUrl: 'http://localhost:8080' });
const answer = await fetch(server.url + '/store-api/context', {
  headers: { 'sw-access-key': 'SWSCPLASTICSENQUIRYDEMO001' },
});
await server.close();
const loaded = Object.keys(createRequire(process.cwd() + '/').cache);
console.log(JSON.stringify({ status: answer.status, loaded }));
`;

describe('modules of a server on SQLite', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-modules-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leave the PostgreSQL driver unloaded', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: packageDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    const { status, loaded } = JSON.parse(output.trim().split('\n').at(-1)!) as {
      status: number;
      loaded: string[];
    };
    const packages = new Set(loaded.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]));
    expect(status).toBe(200);
    // The module cache is the one that would hold it: SQLite's driver is there.
    expect(packages).toContain('better-sqlite3');
    expect(packages).not.toContain('pg');
    expect(packages).not.toContain('pdfkit');
  });
});
