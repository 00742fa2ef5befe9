import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_KEY } from '../src/constants.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// A request that arrives while the server drains (close() has begun, as on SIGTERM) is refused in the Store
// API envelope with 503, Connection: close and Retry-After, and carries the headers of every answer; the request
// in flight is still answered. One keep-alive connection: the first request's body is held back until close() has
// begun, the second arrives pipelined behind it. The process test (server-processes.test.ts) covers SIGTERM
// itself. SQLite only: the refusal touches no database.

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what arrived on the socket into HTTP/1.1 responses (each with a Content-Length). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`incomplete response: ${rest}`);
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return responses;
}

describe('while the server is closing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('answers new Store API requests 503 in the envelope and finishes the one in flight', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    socket.setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk: string) => (received += chunk));
    await once(socket, 'connect');

    // The request in flight: its headers are read (it is routed), its body is not complete yet.
    const routed = once(server.app.server, 'request');
    socket.write(
      'PATCH /store-api/context HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `sw-access-key: ${DEFAULT_ACCESS_KEY}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{`,
    );
    await routed;
    const closed = server.app.close();
    // The rest of its body, and a new request on the same connection.
    socket.write(
      '}GET /store-api/context HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `sw-access-key: ${DEFAULT_ACCESS_KEY}\r\n\r\n`,
    );
    await once(socket, 'close');
    await closed;

    const [inFlight, refused, ...more] = parseResponses(received);
    expect(more).toEqual([]);
    expect(inFlight?.status).toBe(200);
    expect(refused?.status).toBe(503);
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      errors: [
        {
          status: '503',
          code: 'FRAMEWORK__SERVICE_UNAVAILABLE',
          title: 'Service Unavailable',
          detail: 'The server is shutting down. Please try again in a moment.',
          meta: { parameters: [] },
        },
      ],
    });
    expect(refused?.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
      'retry-after': '5',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'access-control-allow-origin': '*',
    });
    expect(refused?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(refused?.headers['sw-context-token']).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
