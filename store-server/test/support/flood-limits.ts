import type { FloodLimits } from '../../src/domain/floods/flood-limits.js';

// Every request of a test comes from one client address (fastify.inject's 127.0.0.1, or a child process on
// loopback), and a test file registers, logs in and orders far more often than one person would: its servers get
// the per-address flood limits raised, as e2e and the benchmarks do (RATE_LIMITS). The per-email limits and the
// mails per recipient keep their defaults. test/floods.test.ts passes its own table and so tests the defaults.

const RAISED = { limit: 100_000, windowSeconds: 60 };

export const LOOPBACK_TEST_FLOOD_LIMITS: Partial<FloodLimits> = {
  'login-address': RAISED,
  'register-address': RAISED,
  'recovery-address': RAISED,
  'guest-order-address': RAISED,
  'guest-enquiry-address': RAISED,
  'cart-address': RAISED,
  'desk-login-address': RAISED,
};

/** The same as RATE_LIMITS for a server started as a child process. */
export const LOOPBACK_TEST_RATE_LIMITS = Object.entries(LOOPBACK_TEST_FLOOD_LIMITS)
  .map(([name, limit]) => `${name}=${limit.limit}/${limit.windowSeconds}`)
  .join(',');
