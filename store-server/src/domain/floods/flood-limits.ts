// Flood limits: how many requests of one kind a client address, an email address or a mail recipient may make in
// a fixed window, counted in the database (rate_limit rows, so that several instances count together; see
// db/repositories/flood-limit-repository.ts). They stand beside Shopware's own per email-and-address back-off
// (domain/account/rate-limit.ts), which alone lets one address try any number of emails and any number of
// addresses try one email. The table is pure data; RATE_LIMITS overrides single rows (options.ts).

export interface WindowLimit {
  /** Requests allowed per window; 0 switches the limit off. */
  limit: number;
  windowSeconds: number;
}

/** What is counted, and per what. `-address` rows count per client address (request.ip, after TRUST_PROXY). */
export const FLOOD_LIMIT_NAMES = [
  'login-address',
  'login-email',
  'register-address',
  'register-email',
  'recovery-address',
  'recovery-email',
  'guest-order-address',
  'guest-order-email',
  'guest-enquiry-address',
  'guest-enquiry-email',
  'cart-address',
  'newsletter-address',
  'newsletter-email',
  'contact-address',
  'contact-email',
  'account-change-address',
  'account-change-email',
  'mail-recipient',
  'desk-login-address',
  'desk-login-email',
] as const;

export type FloodLimitName = (typeof FLOOD_LIMIT_NAMES)[number];
export type FloodLimits = Record<FloodLimitName, WindowLimit>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Safe on a public host: a person, a family or an office behind one address never meets them in normal use; a
 * script does within a minute. The email rows hold for attacks from rotating addresses against one account or
 * inbox. `mail-recipient` caps the confirmation, recovery, "already registered" and guest enquiry mails one
 * address receives (the request answers as before, only the mail is not queued).
 */
export const DEFAULT_FLOOD_LIMITS: FloodLimits = {
  'login-address': { limit: 30, windowSeconds: MINUTE },
  'login-email': { limit: 20, windowSeconds: 10 * MINUTE },
  'register-address': { limit: 20, windowSeconds: HOUR },
  'register-email': { limit: 10, windowSeconds: HOUR },
  'recovery-address': { limit: 10, windowSeconds: HOUR },
  'recovery-email': { limit: 5, windowSeconds: HOUR },
  'guest-order-address': { limit: 30, windowSeconds: 10 * MINUTE },
  'guest-order-email': { limit: 20, windowSeconds: 10 * MINUTE },
  'guest-enquiry-address': { limit: 10, windowSeconds: HOUR },
  'guest-enquiry-email': { limit: 5, windowSeconds: HOUR },
  'cart-address': { limit: 200, windowSeconds: HOUR },
  'newsletter-address': { limit: 10, windowSeconds: HOUR },
  'newsletter-email': { limit: 5, windowSeconds: HOUR },
  'contact-address': { limit: 10, windowSeconds: HOUR },
  'contact-email': { limit: 5, windowSeconds: HOUR },
  'account-change-address': { limit: 20, windowSeconds: HOUR },
  'account-change-email': { limit: 10, windowSeconds: HOUR },
  'mail-recipient': { limit: 5, windowSeconds: HOUR },
  // The owner's desk (issue 20): a handful of accounts, so tighter than the shop's customer login.
  'desk-login-address': { limit: 20, windowSeconds: 10 * MINUTE },
  'desk-login-email': { limit: 10, windowSeconds: 10 * MINUTE },
};

/** The longest window a setting may have: the housekeeping keeps a rate_limit row for 24 hours (retention.ts). */
export const MAX_WINDOW_SECONDS = 24 * HOUR;

const isName = (name: string): name is FloodLimitName =>
  (FLOOD_LIMIT_NAMES as readonly string[]).includes(name);

/**
 * RATE_LIMITS: comma-separated `name=count/seconds` overrides of the defaults, e.g.
 * `login-address=100/60,cart-address=0/3600` (0 switches a limit off). Anything else stops the start with a
 * message naming the bad part.
 */
export function parseFloodLimits(text: string | undefined): Partial<FloodLimits> {
  const limits: Partial<FloodLimits> = {};
  for (const part of (text ?? '').split(',')) {
    const entry = part.trim();
    if (entry === '') continue;
    const match = /^([a-z-]+)\s*=\s*(\d+)\s*\/\s*(\d+)$/.exec(entry);
    if (!match) throw new Error(`RATE_LIMITS: "${entry}" is not name=count/seconds`);
    const [, name = '', count = '', seconds = ''] = match;
    if (!isName(name))
      throw new Error(`RATE_LIMITS: unknown limit "${name}" (known: ${FLOOD_LIMIT_NAMES.join(', ')})`);
    const windowSeconds = Number(seconds);
    if (windowSeconds < 1 || windowSeconds > MAX_WINDOW_SECONDS)
      throw new Error(`RATE_LIMITS: the window of "${name}" must be 1 to ${MAX_WINDOW_SECONDS} seconds`);
    limits[name] = { limit: Number(count), windowSeconds };
  }
  return limits;
}

/** The table in force: the defaults with the configured rows replaced. */
export function floodLimitsWith(overrides: Partial<FloodLimits> = {}): FloodLimits {
  return { ...DEFAULT_FLOOD_LIMITS, ...overrides };
}

/** The longest window of a table (ms): after it, no flood-limit row of that table counts any more. */
export function longestWindowMs(limits: FloodLimits): number {
  return Math.max(...Object.values(limits).map((limit) => limit.windowSeconds * 1000));
}

/** One counter to consume: a limit of the table and the key it counts (an address, an email). */
export interface FloodCheck {
  name: FloodLimitName;
  key: string;
}

/** The counters of one request: the client address's, and the email's when the request names one. */
export function floodChecks(
  kind:
    | 'login'
    | 'register'
    | 'recovery'
    | 'guest-order'
    | 'guest-enquiry'
    | 'newsletter'
    | 'contact'
    | 'account-change'
    | 'desk-login',
  address: string,
  email?: string,
): FloodCheck[] {
  const checks: FloodCheck[] = [{ name: `${kind}-address`, key: address }];
  const normalized = email?.trim().toLowerCase();
  if (normalized) checks.push({ name: `${kind}-email`, key: normalized });
  return checks;
}
