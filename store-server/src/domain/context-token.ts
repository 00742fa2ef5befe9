import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of the alphabet size that fits in a byte: bytes at or above it are rejected. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHABET.length);
export const CONTEXT_TOKEN_LENGTH = 32;

const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let poolOffset = 0;

/**
 * Bytes of the CSPRNG drawn 4 KB at a time, each handed out once (as Node's randomUUID keeps its entropy): one
 * call into the system's generator per ~60 new tokens instead of one per token.
 */
export function pooledRandomBytes(size: number): Uint8Array {
  if (size > POOL_BYTES) return randomBytes(size);
  if (poolOffset + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + size);
  poolOffset += size;
  return bytes;
}

/**
 * A random alphanumeric string like Shopware's Random::getAlphanumericString, drawn from the CSPRNG.
 * Rejection sampling keeps every character equally likely (no modulo bias).
 */
export function randomAlphanumeric(
  length: number,
  random: (size: number) => Uint8Array = pooledRandomBytes,
): string {
  let result = '';
  while (result.length < length) {
    for (const byte of random(Math.max(16, (length - result.length) * 2))) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      result += ALPHABET[byte % ALPHABET.length];
      if (result.length === length) break;
    }
  }
  return result;
}

export function newContextToken(): string {
  return randomAlphanumeric(CONTEXT_TOKEN_LENGTH);
}

/** A token a client may send: Shopware accepts any non-empty string; we bound its length to keep it sane. */
export function isAcceptableContextToken(value: string): boolean {
  return value.length > 0 && value.length <= 255 && /^[\x21-\x7e]+$/.test(value);
}
