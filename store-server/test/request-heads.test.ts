import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './support/test-server.js';

// On SQLite a request head read under the current change stamp needs no statement (services/request-heads.ts).
// Such heads are handed out together once the turn's sockets have been read, not each at once: the requests of a
// turn then answer one after the other, as they do on PostgreSQL after the turn's shared statement (measured: a
// cached listing 2× the throughput at half the p99; each answer written at once woke the load generator anew).

describe('request heads known without a statement (sqlite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it("are handed out together after the turn's reads, not within the turn", async () => {
    const { heads } = server.app.storeContextReads;
    const accessKey = server.options.accessKey;
    // The first read runs the statement and keeps what it read under the stamp.
    const first = await heads.read(server.app.db, accessKey, null);
    const settled: number[] = [];
    const reads = [1, 2].map((n) =>
      heads.read(server.app.db, accessKey, null).then((head) => {
        settled.push(n);
        return head;
      }),
    );
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(settled).toEqual([]);
    const [one, two] = await Promise.all(reads);
    expect(settled).toEqual([1, 2]);
    expect(one).toEqual(first);
    expect(two).toEqual(first);
  });
});
