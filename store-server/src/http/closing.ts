import type { FastifyInstance } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';

/** Seconds a refused client is asked to wait: long enough for this instance's restart, short for a retry. */
export const RETRY_AFTER_SECONDS = 5;

/** While draining: how long a keep-alive connection may stay idle after its last answer. */
const DRAINING_KEEP_ALIVE_MS = 200;

/**
 * While the server drains (close() has begun, e.g. on SIGTERM: no new connections, the requests in flight
 * finish), requests that still arrive on open keep-alive connections are answered 503 in the Store API error
 * envelope, with `Connection: close` and `Retry-After`, instead of Fastify's own plain 503 (return503OnClosing
 * is off). The answer passes the onSend hooks like any other (security headers, the Store API's CORS and token).
 * Nothing else runs for such a request: no sales channel, no database.
 */
export function refuseRequestsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  // preClose runs as close() begins, before any further request can be read from a socket.
  app.addHook('preClose', async () => {
    closing = true;
    // close() ends only the connections idle at the moment it begins; one whose request was in flight goes
    // idle after its answer and would hold up the exit for the whole keep-alive timeout (Fastify: 72 s). Node
    // reads the timeout when an answer has been sent, so from now on such a connection closes soon after it.
    app.server.keepAliveTimeout = DRAINING_KEEP_ALIVE_MS;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    // Answering without calling done() ends the request here (Fastify's way to respond from a hook).
    const error = storeApiErrors.serviceUnavailable();
    void reply
      .code(error.status)
      .header('Connection', 'close')
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .send(error.toEnvelope());
  });
}
