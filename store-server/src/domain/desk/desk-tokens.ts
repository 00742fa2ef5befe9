import { pooledRandomBytes } from '../random-pool.js';

// Desk bearer tokens: 32 random bytes from the CSPRNG, base64url. Only their SHA-256 is stored (a leaked table
// does not let anyone in). Lifetimes as Shopware's (shopware.api.access_token_ttl PT10M, refresh_token_ttl P1W).

export const ACCESS_TOKEN_TTL_SECONDS = 600;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const TOKEN_BYTES = 32;
/** The longest string taken for a token (anything longer is refused without a lookup). */
export const TOKEN_MAX_LENGTH = 128;

export function newDeskToken(): string {
  return Buffer.from(pooledRandomBytes(TOKEN_BYTES)).toString('base64url');
}

export const isTokenShaped = (value: string): boolean =>
  value.length > 0 && value.length <= TOKEN_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(value);

/** The token of an `Authorization` header value, or why there is none (league's hints). */
export function bearerToken(header: string | undefined): { token: string } | { problem: string } {
  if (header === undefined) return { problem: 'Missing "Authorization" header' };
  const token = header.replace(/^\s*Bearer\s+/i, '').trim();
  if (token === '' || token === header.trim()) return { problem: 'Missing token in "Authorization" header' };
  if (!isTokenShaped(token)) return { problem: 'Access token could not be verified' };
  return { token };
}
