import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, deskLogin, type TokenPairJson } from './support/desk.js';
import { databaseUrl } from './support/server-process.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database.js';
import { createTestServerOn, type TestServer } from './support/test-server.js';

// `npm run owner -w store-server -- …` as an operator runs it: a child process on the server's database, the
// password on standard input or in OWNER_PASSWORD (never an argument).

const packageDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

function runOwner(
  database: TestDatabase,
  args: string[],
  options: { stdin?: string; env?: Record<string, string> } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'owner-cli.ts'), ...args], {
    cwd: packageDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(database.config),
      DATA_DIR: database.dataDir,
      OWNER_PASSWORD: '',
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.stdin ?? '');
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

describe.each(databaseKinds)('the owner CLI (%s)', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (kind === 'sqlite') mkdirSync(database.dataDir, { recursive: true });
    server = await createTestServerOn(database);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it('adds an owner with the password from stdin; it can log in; list shows it', async () => {
    const added = await runOwner(database, ['add', 'Boss@Example.com', '--name', 'Ida Boss'], {
      stdin: 'a long enough password\n',
    });
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Created owner boss@example.com (Ida Boss).');
    expect(added.stdout).not.toContain('a long enough password');
    const login = await deskLogin(server.app, 'boss@example.com', 'a long enough password');
    expect(login.status).toBe(200);
    const me = await adminRequest<{ data: { role: string; name: string } }>(
      server.app,
      'GET',
      '/api/_info/me',
      {
        token: login.json.access_token,
      },
    );
    expect(me.json.data).toMatchObject({ role: 'owner', name: 'Ida Boss' });
    const list = await runOwner(database, ['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/boss@example\.com\towner\tIda Boss/);
  }, 60_000);

  it('adds staff with OWNER_PASSWORD; refuses a short password, a duplicate and a bad role', async () => {
    const staff = await runOwner(database, ['add', 'clerk@example.com', '--role', 'staff'], {
      env: { OWNER_PASSWORD: 'clerk password 1' },
    });
    expect(staff.code).toBe(0);
    expect(staff.stdout).toContain('Created staff clerk@example.com (clerk).');
    const short = await runOwner(database, ['add', 'short@example.com'], { stdin: 'short\n' });
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/too short/i);
    const duplicate = await runOwner(database, ['add', 'CLERK@example.com'], {
      stdin: 'whatever password\n',
    });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('exists already');
    const role = await runOwner(database, ['add', 'x@example.com', '--role', 'admin'], {
      stdin: 'long password 2\n',
    });
    expect(role.code).toBe(1);
    const usage = await runOwner(database, ['frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run owner');
  }, 60_000);

  it('reset-password ends every session of the account; remove ends the account', async () => {
    const before = (await deskLogin(server.app, 'clerk@example.com', 'clerk password 1'))
      .json as TokenPairJson;
    const reset = await runOwner(database, ['reset-password', 'clerk@example.com'], {
      stdin: 'new clerk password\n',
    });
    expect(reset.code).toBe(0);
    expect(
      (await adminRequest(server.app, 'GET', '/api/_info/me', { token: before.access_token })).status,
    ).toBe(401);
    expect((await deskLogin(server.app, 'clerk@example.com', 'new clerk password')).status).toBe(200);
    const after = (await deskLogin(server.app, 'clerk@example.com', 'new clerk password'))
      .json as TokenPairJson;
    const removed = await runOwner(database, ['remove', 'clerk@example.com']);
    expect(removed.code).toBe(0);
    expect(
      (await adminRequest(server.app, 'GET', '/api/_info/me', { token: after.access_token })).status,
    ).toBe(401);
    expect((await runOwner(database, ['remove', 'clerk@example.com'])).code).toBe(1);
    // The last owner cannot be removed (nobody could manage the desk any more).
    const last = await runOwner(database, ['remove', 'boss@example.com']);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('last owner');
  }, 60_000);
});
