import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ACCESS_KEY } from './constants.js';
import type { DatabaseConfig } from './db/connect.js';
import type { ScryptParams } from './domain/account/password.js';
import { parseFloodLimits, type FloodLimits } from './domain/floods/flood-limits.js';
import type { MailDeliverySettings } from './mail/mail-delivery-worker.js';

export interface ServerOptions {
  database: DatabaseConfig;
  /** Folder for the SQLite database and, later, the mail outbox. */
  dataDir: string;
  /** The shop's Vite build (index of `.vite/manifest.json` and `assets/`). */
  shopDistDir: string;
  /** The desk's Vite build (`index.html` and `assets/`), served at /admin; without one /admin says to build it. */
  deskDistDir?: string;
  /** The sales channel's sw-access-key. */
  accessKey: string;
  /** Origin the shop is reached at (sales channel domains, printed URLs). */
  publicUrl: string;
  /**
   * TRUST_PROXY: the load balancers or proxies whose X-Forwarded-For/-Host/-Proto are believed (`true` for any,
   * or a comma-separated list of addresses and CIDR ranges), so that rate limits count per client, not per
   * balancer. Off by default.
   */
  trustProxy?: boolean | string;
  /** Fastify logging; off by default (tests), on in the CLI. */
  logger?: boolean;
  /** SMTP server for outgoing mail (SMTP_URL); without it mails are written to `<dataDir>/outbox`. */
  smtpUrl?: string;
  /** Sender of outgoing mail (MAIL_FROM). */
  mailFrom?: string;
  /**
   * The mail outbox's delivery: attempts before a mail is given up (MAIL_MAX_ATTEMPTS, default 30), backoff,
   * polling and lease (tests shorten them).
   */
  mailDelivery?: Partial<MailDeliverySettings>;
  /** scrypt cost of new password hashes (tests lower it); default N=2^15, r=8, p=3. */
  passwordHashing?: ScryptParams;
  /**
   * Password hashes running at once (PASSWORD_HASHING_CONCURRENCY, default 1); more wait in a queue, and beyond
   * its length a request is answered 429 (see domain/account/hashing-queue.ts).
   */
  passwordHashingConcurrency?: number;
  /**
   * Flood limits per client address, email and mail recipient (RATE_LIMITS, `name=count/seconds,…`; defaults in
   * domain/floods/flood-limits.ts). Rows given here replace the defaults' rows.
   */
  floodLimits?: Partial<FloodLimits>;
  /** The clock of time-dependent rules (recovery-hash expiry, rate limits); tests inject one. */
  now?: () => Date;
  /**
   * Klarna's REST API (KLARNA_API_URL, KLARNA_USERNAME, KLARNA_PASSWORD) and JS SDK (KLARNA_SDK_URL). Without
   * credentials the server runs its built-in sandbox under /klarna-sandbox when asked for (KLARNA_SANDBOX=1) or
   * when PUBLIC_URL is a loopback origin (a laptop); otherwise Klarna is not offered.
   */
  klarna?: KlarnaOptions;
  /**
   * Size of the in-memory cache of catalogue answers (listing, product detail) in MB of JSON text
   * (RESPONSE_CACHE_MB, default 64; 0 turns it off). Entries are keyed by the catalogue revision in the database.
   */
  responseCacheMb?: number;
  /**
   * Sessions (contexts) and carts not updated for more than this many days are deleted by the housekeeping
   * (SESSION_RETENTION_DAYS, default 120 as Shopware's `expire_days`; a parked customer cart counts from its
   * last update).
   */
  sessionRetentionDays?: number;
  /** Minutes between housekeeping rounds (HOUSEKEEPING_INTERVAL_MINUTES, default 60; 0 turns it off). */
  housekeepingIntervalMinutes?: number;
  /**
   * Shopware's core.cart.lineItemAddLimit: adds per product and client IP per minute (CART_LINE_ITEM_ADD_LIMIT,
   * default DEFAULT_LINE_ITEM_ADD_LIMIT; 0 = off).
   */
  cartLineItemAddLimit?: number;
  /** Where every enquiry is sent (SHOP_OWNER_EMAIL; default enquiries@example.com). */
  shopOwnerEmail?: string;
  /**
   * WISHLIST_ENABLED (`1`/`true`): the customer's wishlist routes (Shopware's core.cart.wishlistEnabled). Off by
   * default, as in Shopware; while off they answer 403 CHECKOUT__WISHLIST_IS_NOT_ACTIVATED.
   */
  wishlistEnabled?: boolean;
  /**
   * REVIEWS_ENABLED (`0`/`false` turns it off): customers may write product reviews (Shopware's
   * core.listing.showReview, default on). While off, POST /product/{id}/review answers 403
   * PRODUCT__REVIEW_NOT_ACTIVE; reading approved reviews always works.
   */
  reviewsEnabled?: boolean;
  /**
   * BENCH_EMPTY_ROUTE (`1`/`true`): registers `GET /__bench/empty`, answering `{}` without database or session,
   * the baseline `npm run bench:api` measures every scenario against (an empty route of the same server, hooks
   * included). Off by default, and `npm start` warns when it is on; only the bench sets it.
   */
  benchEmptyRoute?: boolean;
}

/** The path of the bench's empty route (BENCH_EMPTY_ROUTE). */
export const BENCH_EMPTY_ROUTE_PATH = '/__bench/empty';

/** Generous by default (Shopware's is off). */
export const DEFAULT_LINE_ITEM_ADD_LIMIT = 100;
export const DEFAULT_SHOP_OWNER_EMAIL = 'enquiries@example.com';
/** The VAT rate of a product or shipping cost whose tax is not found (Germany's standard rate). */
export const DEFAULT_TAX_RATE = 19;

export const cartLineItemAddLimit = (options: Pick<ServerOptions, 'cartLineItemAddLimit'>): number =>
  options.cartLineItemAddLimit ?? DEFAULT_LINE_ITEM_ADD_LIMIT;

export const shopOwnerEmail = (options: Pick<ServerOptions, 'shopOwnerEmail'>): string =>
  options.shopOwnerEmail ?? DEFAULT_SHOP_OWNER_EMAIL;

export interface KlarnaOptions {
  apiUrl?: string;
  username?: string;
  password?: string;
  sdkUrl?: string;
  /**
   * KLARNA_SANDBOX: true (`1`/`true`) runs the built-in sandbox without credentials on any PUBLIC_URL, false
   * (`0`/`false`) never; unset = only on a loopback PUBLIC_URL.
   */
  sandbox?: boolean;
}

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** A number setting, or undefined when unset; anything else than a number in range stops the start. */
export function numberFromEnv(
  name: string,
  value: string | undefined,
  range: { unit: string; min: number; above?: boolean },
): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const number = Number(text);
  const inRange = range.above ? number > range.min : number >= range.min;
  if (!Number.isFinite(number) || !inRange)
    throw new Error(
      `${name} must be a number of ${range.unit} ${range.above ? '>' : '>='} ${range.min}: ${text}`,
    );
  return number;
}

const attemptCount = (value: string | undefined): number | undefined => {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const attempts = Number(text);
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new Error(`MAIL_MAX_ATTEMPTS must be a whole number >= 1: ${text}`);
  return attempts;
};

const hashingConcurrency = (value: string | undefined): number | undefined => {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const concurrency = Number(text);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    throw new Error(`PASSWORD_HASHING_CONCURRENCY must be a whole number from 1 to 64: ${text}`);
  return concurrency;
};

const mailDeliveryFromEnv = (env: NodeJS.ProcessEnv): ServerOptions['mailDelivery'] => {
  const maxAttempts = attemptCount(env.MAIL_MAX_ATTEMPTS);
  return maxAttempts === undefined ? undefined : { maxAttempts };
};

/** CART_LINE_ITEM_ADD_LIMIT: a whole number (its leading digits); anything else is the default. */
const lineItemAddLimitFromEnv = (value: string | undefined): number | undefined => {
  const limit = Number.parseInt(value ?? '', 10);
  return Number.isFinite(limit) ? limit : undefined;
};

const withDefined = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, V>);

/** TRUST_PROXY: unset, empty, `0` or `false` = off; `1` or `true` = any proxy; else a list of addresses/CIDRs. */
export function trustProxyFromEnv(value: string | undefined): boolean | string | undefined {
  const trimmed = nonEmpty(value);
  if (trimmed === undefined || trimmed === '0' || trimmed.toLowerCase() === 'false') return undefined;
  if (trimmed === '1' || trimmed.toLowerCase() === 'true') return true;
  return trimmed;
}

/** KLARNA_SANDBOX: `1`/`true` on, `0`/`false` off, unset or empty = by PUBLIC_URL; anything else stops the start. */
export function klarnaSandboxFromEnv(value: string | undefined): boolean | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new Error(`KLARNA_SANDBOX must be 1, true, 0 or false: ${value?.trim()}`);
}

/** A yes/no setting: `1`/`true`, `0`/`false`, unset or empty = undefined; anything else stops the start. */
export function flagFromEnv(name: string, value: string | undefined): boolean | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new Error(`${name} must be 1, true, 0 or false: ${value?.trim()}`);
}

/** `npm run owner -- add|reset-password`: the password from OWNER_PASSWORD (scripts), if set and not empty. */
export function ownerPasswordFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  return env.OWNER_PASSWORD === undefined || env.OWNER_PASSWORD === '' ? undefined : env.OWNER_PASSWORD;
}

/** Where `npm start` listens (PORT, default 8080; HOST, default 127.0.0.1) and whether it logs requests (LOG_REQUESTS=1). */
export function listenFromEnv(env: NodeJS.ProcessEnv): { port: number; host: string; logRequests: boolean } {
  return {
    port: Number(env.PORT ?? 8080) || 8080,
    host: env.HOST?.trim() || '127.0.0.1',
    logRequests: env.LOG_REQUESTS === '1',
  };
}

/**
 * Options from the environment: DATABASE_URL, DATA_DIR, ACCESS_KEY, PUBLIC_URL, SHOP_DIST_DIR, DESK_DIST_DIR, PORT, SMTP_URL,
 * MAIL_FROM, MAIL_MAX_ATTEMPTS, TRUST_PROXY, RESPONSE_CACHE_MB, SESSION_RETENTION_DAYS,
 * HOUSEKEEPING_INTERVAL_MINUTES, PASSWORD_HASHING_CONCURRENCY, RATE_LIMITS, CART_LINE_ITEM_ADD_LIMIT,
 * SHOP_OWNER_EMAIL, WISHLIST_ENABLED, REVIEWS_ENABLED, BENCH_EMPTY_ROUTE, KLARNA_*.
 */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerOptions> = {},
): ServerOptions {
  const dataDir = overrides.dataDir ?? resolve(nonEmpty(env.DATA_DIR) ?? resolve(repoRoot, 'data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const port = nonEmpty(env.PORT) ?? '8080';
  return {
    database:
      overrides.database ??
      (databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'sqlite', file: resolve(dataDir, 'shop.sqlite') }),
    dataDir,
    shopDistDir:
      overrides.shopDistDir ?? resolve(nonEmpty(env.SHOP_DIST_DIR) ?? resolve(repoRoot, 'shop/dist')),
    deskDistDir:
      overrides.deskDistDir ?? resolve(nonEmpty(env.DESK_DIST_DIR) ?? resolve(repoRoot, 'desk/dist')),
    accessKey: overrides.accessKey ?? nonEmpty(env.ACCESS_KEY) ?? DEFAULT_ACCESS_KEY,
    publicUrl: overrides.publicUrl ?? nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`,
    logger: overrides.logger ?? false,
    ...withDefined('smtpUrl', overrides.smtpUrl ?? nonEmpty(env.SMTP_URL)),
    ...withDefined('mailFrom', overrides.mailFrom ?? nonEmpty(env.MAIL_FROM)),
    ...withDefined('mailDelivery', overrides.mailDelivery ?? mailDeliveryFromEnv(env)),
    ...withDefined('trustProxy', overrides.trustProxy ?? trustProxyFromEnv(env.TRUST_PROXY)),
    ...withDefined('passwordHashing', overrides.passwordHashing),
    ...withDefined('now', overrides.now),
    ...withDefined(
      'passwordHashingConcurrency',
      overrides.passwordHashingConcurrency ?? hashingConcurrency(env.PASSWORD_HASHING_CONCURRENCY),
    ),
    ...withDefined(
      'floodLimits',
      overrides.floodLimits ?? (nonEmpty(env.RATE_LIMITS) ? parseFloodLimits(env.RATE_LIMITS) : undefined),
    ),
    ...withDefined(
      'responseCacheMb',
      overrides.responseCacheMb ??
        numberFromEnv('RESPONSE_CACHE_MB', env.RESPONSE_CACHE_MB, { unit: 'MB', min: 0 }),
    ),
    ...withDefined(
      'sessionRetentionDays',
      overrides.sessionRetentionDays ??
        numberFromEnv('SESSION_RETENTION_DAYS', env.SESSION_RETENTION_DAYS, {
          unit: 'days',
          min: 0,
          above: true,
        }),
    ),
    ...withDefined(
      'housekeepingIntervalMinutes',
      overrides.housekeepingIntervalMinutes ??
        numberFromEnv('HOUSEKEEPING_INTERVAL_MINUTES', env.HOUSEKEEPING_INTERVAL_MINUTES, {
          unit: 'minutes',
          min: 0,
        }),
    ),
    ...withDefined(
      'cartLineItemAddLimit',
      overrides.cartLineItemAddLimit ?? lineItemAddLimitFromEnv(env.CART_LINE_ITEM_ADD_LIMIT),
    ),
    ...withDefined('shopOwnerEmail', overrides.shopOwnerEmail ?? nonEmpty(env.SHOP_OWNER_EMAIL)),
    ...withDefined(
      'wishlistEnabled',
      overrides.wishlistEnabled ?? flagFromEnv('WISHLIST_ENABLED', env.WISHLIST_ENABLED),
    ),
    ...withDefined(
      'reviewsEnabled',
      overrides.reviewsEnabled ?? flagFromEnv('REVIEWS_ENABLED', env.REVIEWS_ENABLED),
    ),
    ...withDefined(
      'benchEmptyRoute',
      overrides.benchEmptyRoute ?? flagFromEnv('BENCH_EMPTY_ROUTE', env.BENCH_EMPTY_ROUTE),
    ),
    klarna: overrides.klarna ?? {
      ...withDefined('apiUrl', nonEmpty(env.KLARNA_API_URL)),
      ...withDefined('username', nonEmpty(env.KLARNA_USERNAME)),
      ...withDefined('password', nonEmpty(env.KLARNA_PASSWORD)),
      ...withDefined('sdkUrl', nonEmpty(env.KLARNA_SDK_URL)),
      ...withDefined('sandbox', klarnaSandboxFromEnv(env.KLARNA_SANDBOX)),
    },
  };
}
