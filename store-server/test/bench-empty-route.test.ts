import { afterEach, describe, expect, it } from 'vitest';
import { BENCH_EMPTY_ROUTE_PATH } from '../src/options.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// The baseline of `npm run bench:api` (BENCH_EMPTY_ROUTE): an empty route of the same server, there only when the
// bench asks for it.

describe('the bench empty route', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is not there by default (404)', async () => {
    server = await createTestServer('sqlite', { withShopBuild: false });
    const answer = await server.app.inject({ method: 'GET', url: BENCH_EMPTY_ROUTE_PATH });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toBe('{}');
    expect(server.routes.some((route) => route.url === BENCH_EMPTY_ROUTE_PATH)).toBe(false);
  });

  it('answers {} without a session when BENCH_EMPTY_ROUTE is on', async () => {
    server = await createTestServer('sqlite', { withShopBuild: false, benchEmptyRoute: true });
    const answer = await server.app.inject({ method: 'GET', url: BENCH_EMPTY_ROUTE_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({});
    expect(answer.headers['sw-context-token']).toBe(undefined);
    // The same server: its security headers are on the answer as on any other.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
