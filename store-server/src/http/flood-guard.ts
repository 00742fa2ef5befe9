import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guardFlood as guard, type FloodKind } from '../services/flood.js';

/** The flood check of services/flood.ts for a request: its client address (request.ip, after TRUST_PROXY). */
export function guardFlood(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: FloodKind,
  email?: string,
): Promise<void> {
  return guard(app, kind, request.ip, email);
}
