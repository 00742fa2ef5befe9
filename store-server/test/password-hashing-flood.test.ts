import { createHook } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// A flood of failed logins from many addresses must not take every libuv thread with scrypt (gzip and file reads
// share them). Node reports every scrypt call to async_hooks as a SCRYPTREQUEST from its start to its callback,
// so this counts the hashes really running at once, whatever the code in front of them does.

/** Enough work per hash (16 MiB, some milliseconds) that unbounded hashes would overlap. */
const SLOW_ENOUGH = { N: 2 ** 14, r: 8, p: 1 };

function scryptConcurrency() {
  const running = new Set<number>();
  let peak = 0;
  let started = 0;
  const hook = createHook({
    init(id, type) {
      if (type !== 'SCRYPTREQUEST') return;
      running.add(id);
      started += 1;
      peak = Math.max(peak, running.size);
    },
    after(id) {
      running.delete(id);
    },
  });
  return {
    start: () => hook.enable(),
    stop: () => hook.disable(),
    get peak() {
      return peak;
    },
    get started() {
      return started;
    },
  };
}

describe.each(databaseKinds)('password hashing under a login flood (%s)', { timeout: 90_000 }, (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: SLOW_ENOUGH, trustProxy: true });
  });
  afterAll(async () => server?.close());

  it('runs one scrypt at a time for 20 parallel failed logins from 20 addresses, and answers each 401', async () => {
    const meter = scryptConcurrency();
    meter.start();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          server.api.post(
            '/account/login',
            { email: `flood-${i}@example.com`, password: 'wrong-password' },
            { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401));
    } finally {
      meter.stop();
    }
    // Each unknown email is checked against the dummy hash (one more scrypt to make that hash, once).
    expect(meter.started).toBeGreaterThanOrEqual(20);
    expect(meter.peak).toBe(1);
    expect(server.app.passwordHasher.queue.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('runs as many at once as PASSWORD_HASHING_CONCURRENCY allows', async () => {
    const wider = await createTestServer(kind, {
      passwordHashing: SLOW_ENOUGH,
      trustProxy: true,
      passwordHashingConcurrency: 2,
    });
    const meter = scryptConcurrency();
    meter.start();
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          wider.api.post(
            '/account/login',
            { email: `wide-${i}@example.com`, password: 'wrong-password' },
            { headers: { 'x-forwarded-for': `198.51.100.${i + 101}` } },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    } finally {
      meter.stop();
      await wider.close();
    }
    expect(meter.peak).toBe(2);
  });
});
