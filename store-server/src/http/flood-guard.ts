import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeFloodLimits } from '../db/repositories/flood-limit-repository.js';
import { accountErrors } from '../domain/account/account-errors.js';
import { floodChecks } from '../domain/floods/flood-limits.js';

type FloodKind = Parameters<typeof floodChecks>[0];

/**
 * Counts a request against the flood limits of its client address (request.ip, after TRUST_PROXY) and, when it
 * names one, its email; over a limit it answers 429 as Shopware's rate limiter does: login and the guest's
 * order lookup with CHECKOUT__CUSTOMER_AUTH_THROTTLED, the rest with FRAMEWORK__RATE_LIMIT_EXCEEDED, the wait
 * in meta.parameters.seconds.
 */
export async function guardFlood(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: FloodKind,
  email?: string,
): Promise<void> {
  const wait = await consumeFloodLimits(
    app.db,
    app.floodLimits,
    floodChecks(kind, request.ip, email),
    app.now().getTime(),
  );
  if (wait === 0) return;
  throw kind === 'login' || kind === 'guest-order'
    ? accountErrors.authThrottled(wait)
    : accountErrors.rateLimitExceeded(wait);
}
