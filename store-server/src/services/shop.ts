import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PasswordHasher } from '../domain/account/password.js';
import type { FloodLimits } from '../domain/floods/flood-limits.js';
import type { ServerOptions } from '../options.js';
import type { KlarnaHost } from '../payment/klarna/connection.js';

/**
 * What the use cases run against: the database, the settings, the flood limits in force, the clock, the mail
 * outbox's worker (kicked after a commit that queued mails) and the password hasher. The Fastify instance carries all of them
 * (http/fastify-types.ts), so a handler passes `app`; a service never sees a request.
 */
export interface Shop {
  db: Kysely<Database>;
  serverOptions: ServerOptions;
  floodLimits: FloodLimits;
  now: () => Date;
  mailDelivery: { kick(): void };
  passwordHasher: PasswordHasher;
}

/** A shop that offers Klarna: also its Klarna settings and the address it listens at (the sandbox's). */
export type KlarnaShop = Shop & KlarnaHost;
