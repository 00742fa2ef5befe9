import { consumeFloodLimits } from '../db/repositories/flood-limit-repository.js';
import { accountErrors } from '../domain/account/account-errors.js';
import { floodChecks } from '../domain/floods/flood-limits.js';
import type { Shop } from './shop.js';

export type FloodKind = Parameters<typeof floodChecks>[0];

/**
 * Counts a request against the flood limits of its client address (request.ip, after TRUST_PROXY) and, when it
 * names one, its email; over a limit it answers 429 as Shopware's rate limiter does: login and the guest's
 * order lookup with CHECKOUT__CUSTOMER_AUTH_THROTTLED, the rest with FRAMEWORK__RATE_LIMIT_EXCEEDED, the wait
 * in meta.parameters.seconds.
 */
export async function guardFlood(shop: Shop, kind: FloodKind, ip: string, email?: string): Promise<void> {
  const wait = await consumeFloodLimits(
    shop.db,
    shop.serverOptions.database.kind,
    shop.floodLimits,
    floodChecks(kind, ip, email),
    shop.now().getTime(),
  );
  if (wait === 0) return;
  throw kind === 'login' || kind === 'guest-order'
    ? accountErrors.authThrottled(wait)
    : accountErrors.rateLimitExceeded(wait);
}
