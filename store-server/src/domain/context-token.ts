import { pooledRandomBytes } from './random-pool.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of the alphabet size that fits in a byte: bytes at or above it are rejected. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHABET.length);
export const CONTEXT_TOKEN_LENGTH = 32;

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
