import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PasswordHasher } from '../domain/account/password.js';
import type { FloodLimits } from '../domain/floods/flood-limits.js';
import type { Schedule } from '../housekeeping/scheduler.js';
import type { MailDeliveryWorker } from '../mail/mail-delivery-worker.js';
import type { Mailer } from '../mail/mailer.js';
import type { ServerOptions } from '../options.js';
import type { KlarnaConfig } from '../payment/klarna/config.js';
import type { CachedAnswer } from './cached-catalogue-read.js';
import type { ResponseCache } from './response-cache.js';
import type { StoreContext, StoreContextReads } from '../services/context.js';
import type { DeskUser } from '../domain/desk/desk-user.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered only for clients on this machine; an unknown path to others (http/loopback-client.ts). */
    loopbackOnly?: boolean;
  }
  interface FastifyInstance {
    db: Kysely<Database>;
    serverOptions: ServerOptions;
    mailer: Mailer;
    /** Sends the mail outbox (mail_queue); kick it after a commit that queued mails. */
    mailDelivery: MailDeliveryWorker;
    passwordHasher: PasswordHasher;
    /** The flood limits in force (domain/floods/flood-limits.ts with ServerOptions.floodLimits). */
    floodLimits: FloodLimits;
    /** The clock of time-dependent rules (ServerOptions.now, else the system clock). */
    now: () => Date;
    /** Klarna's API and SDK, or the built-in sandbox (see payment/klarna/config.ts). */
    klarna: KlarnaConfig;
    /** Serialised (and gzipped) catalogue answers by catalogue revision, or null when RESPONSE_CACHE_MB is 0. */
    responseCache: ResponseCache<CachedAnswer> | null;
    /** Request heads read together, sales channels kept per catalogue revision (services/context.ts). */
    storeContextReads: StoreContextReads;
    /** The housekeeping's schedule once the server listens; null before, or when it is off. */
    housekeeping: Schedule | null;
  }
  interface FastifyRequest {
    /** The sw-context-token this response carries (the client's, or a new one). */
    contextToken: string;
    /** The resolved sales channel context of a Store API request (after the access-key check). */
    storeContext: StoreContext | null;
    /** The desk account of an Admin API request with a valid bearer token (http/admin/desk-auth.ts). */
    deskUser: DeskUser | null;
    /** The login (token family) of that bearer token: what the desk's logout revokes. */
    deskLogin: string | null;
  }
}
