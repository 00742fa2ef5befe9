import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashingQueue } from './hashing-queue.js';

// Password hashing with scrypt (node:crypto). The stored form carries its own parameters and salt:
// `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, so the cost can be raised later without breaking old
// hashes. Passwords are hashed whole (never truncated); their length is bounded before any hashing.

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^15, r=8, p=3 (about 32 MiB per hash). */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
export const PASSWORD_MIN_LENGTH = 8;
/** Symfony's PasswordHasherInterface::MAX_PASSWORD_LENGTH; longer inputs are never hashed. */
export const PASSWORD_MAX_LENGTH = 4096;

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 128 * params.N * params.r * 2 + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) throw new Error('Password too long to hash');
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0)) return undefined;
  if (N > 2 ** 20 || r > 32 || p > 16) return undefined;
  return {
    params: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64'),
    key: Buffer.from(parts[5] ?? '', 'base64'),
  };
}

/** Constant-time check of a password against a stored hash; false for over-long input (not hashed). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || password.length > PASSWORD_MAX_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Hashes running at once (PASSWORD_HASHING_CONCURRENCY): one leaves libuv's other threads and a core free. */
export const DEFAULT_HASHING_CONCURRENCY = 1;
/** Hashes waiting for their turn before further ones are refused (429) instead of queued. */
export const DEFAULT_HASHING_MAX_WAITING = 64;

export interface HashingLimits {
  concurrency?: number;
  maxWaiting?: number;
}

/**
 * The server's password hasher. Every scrypt derivation (hash, verify, the dummy check of unknown emails) waits
 * its turn in one queue (hashing-queue.ts), so that a flood of logins cannot take all of libuv's threads.
 * `verifyUnknown` costs the same as a real check: for unknown emails the login compares against a dummy hash
 * made with the current parameters, so timing does not reveal whether an email exists. A full queue throws
 * HashingBusyError.
 */
export function createPasswordHasher(
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
  limits: HashingLimits = {},
) {
  const queue = createHashingQueue({
    concurrency: limits.concurrency ?? DEFAULT_HASHING_CONCURRENCY,
    maxWaiting: limits.maxWaiting ?? DEFAULT_HASHING_MAX_WAITING,
  });
  const verify = (password: string, stored: string) => queue.run(() => verifyPassword(password, stored));
  let dummy: Promise<string> | undefined;
  return {
    params,
    queue,
    hash: (password: string) => queue.run(() => hashPassword(password, params)),
    verify,
    async verifyUnknown(password: string): Promise<false> {
      dummy ??= queue.run(() => hashPassword('dummy password for unknown accounts', params));
      await verify(password.slice(0, PASSWORD_MAX_LENGTH), await dummy);
      return false;
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
