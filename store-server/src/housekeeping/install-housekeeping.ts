import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOUSEKEEPING_INTERVAL_MINUTES,
  DEFAULT_SESSION_RETENTION_DAYS,
} from '../domain/housekeeping/retention.js';
import { longestWindowMs } from '../domain/floods/flood-limits.js';
import { runHousekeeping } from './run-housekeeping.js';
import { schedule } from './scheduler.js';

/**
 * Housekeeping in a serving process: a round when the server starts listening (tests that only inject never
 * run one behind their back) and then every HOUSEKEEPING_INTERVAL_MINUTES. Returns what stops it; the server
 * calls that on close, before the database goes.
 */
export function installHousekeeping(app: FastifyInstance): () => Promise<void> {
  const intervalMinutes =
    app.serverOptions.housekeepingIntervalMinutes ?? DEFAULT_HOUSEKEEPING_INTERVAL_MINUTES;
  const sessionRetentionDays = app.serverOptions.sessionRetentionDays ?? DEFAULT_SESSION_RETENTION_DAYS;
  app.decorate('housekeeping', null);
  if (intervalMinutes <= 0) return () => Promise.resolve();
  app.addHook('onListen', async () => {
    app.housekeeping = schedule({
      intervalMs: intervalMinutes * 60_000,
      run: async (shouldStop) => {
        const deleted = await runHousekeeping(app.db, app.now(), {
          sessionRetentionDays,
          longestRateLimitWindowMs: longestWindowMs(app.floodLimits),
          shouldStop,
        });
        if (Object.values(deleted).some((count) => count > 0))
          app.log.info({ deleted }, 'housekeeping deleted stale rows');
      },
      onError: (error) => app.log.error({ err: error }, 'housekeeping failed'),
    });
  });
  return () => app.housekeeping?.stop() ?? Promise.resolve();
}
