import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../domain/network/loopback.js';

// Pages for the operator on the machine itself (the mail outbox): they answer only a client on this machine and
// are, to anyone else, exactly an unknown path (the 404 handler answers them, the 405 check does not see them).

const headerValues = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((text) => text.split(','))
    .map((entry) => entry.trim());

/** An address as proxies write it: `1.2.3.4`, `1.2.3.4:567`, `[::1]:567`, `"[::1]"`, `::1`. */
function bareAddress(entry: string): string {
  const unquoted = entry.replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(unquoted);
  if (bracketed) return bracketed[1] ?? '';
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(unquoted);
  return ipv4WithPort ? (ipv4WithPort[1] ?? '') : unquoted;
}

/**
 * Every client address a proxy named in X-Forwarded-For, X-Real-IP or Forwarded (`for=`), trusted or not. An
 * obfuscated or unknown identifier (`for=unknown`, `_hidden`) is kept as it is: it is no loopback address.
 */
export function forwardedClientAddresses(headers: Record<string, string | string[] | undefined>): string[] {
  const forwardedFor = headerValues(headers.forwarded)
    .flatMap((element) => element.split(';'))
    .map((pair) => pair.trim())
    .filter((pair) => pair.toLowerCase().startsWith('for='))
    .map((pair) => pair.slice(4));
  return [
    ...headerValues(headers['x-forwarded-for']),
    ...headerValues(headers['x-real-ip']),
    ...forwardedFor,
  ].map(bareAddress);
}

/**
 * A client on this machine: the connection comes from loopback, the client address after TRUST_PROXY
 * (`request.ip`) is loopback, and no proxy names any other client (so a local reverse proxy without TRUST_PROXY
 * does not make every visitor local, nor does a trusted proxy on another machine, nor a spoofed header).
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.raw.socket?.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    forwardedClientAddresses(request.headers).every(isLoopbackAddress)
  );
}

/**
 * Makes every route of this (encapsulated) plugin answer other clients with the 404 of an unknown path; its
 * routes carry `config: { loopbackOnly: true }` so that the 404/405 handler does not reveal them either.
 */
export function answerLoopbackClientsOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackClient(request)) return reply.callNotFound();
    return undefined;
  });
}
