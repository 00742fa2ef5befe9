import { randomBytes } from 'node:crypto';
import type { KlarnaOptions } from '../../options.js';

// Where the server finds Klarna: the configured API with its credentials, or, without credentials, the built-in
// sandbox of this very server (its REST simulator under /klarna-sandbox and its sandbox JS SDK). The HTTP client
// is the same in both cases.

export const KLARNA_CDN_SDK_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';
export const SANDBOX_PREFIX = '/klarna-sandbox';
export const SANDBOX_SDK_PATH = `${SANDBOX_PREFIX}/kp/lib/v1/api.js`;
export const SANDBOX_USERNAME = 'sandbox-merchant';

export interface KlarnaConfig {
  sandbox: boolean;
  username: string;
  password: string;
  /** The API base URL; null in sandbox mode until the server listens (its own origin). */
  apiUrl: string | null;
  /** The JS SDK URL; null in sandbox mode (the request's origin + SANDBOX_SDK_PATH). */
  sdkUrl: string | null;
}

export function klarnaConfig(options: KlarnaOptions | undefined): KlarnaConfig {
  const { apiUrl, username, password, sdkUrl } = options ?? {};
  if (username && password) {
    return {
      sandbox: false,
      username,
      password,
      apiUrl: (apiUrl ?? 'https://api.playground.klarna.com').replace(/\/+$/, ''),
      sdkUrl: sdkUrl ?? KLARNA_CDN_SDK_URL,
    };
  }
  return {
    sandbox: true,
    username: SANDBOX_USERNAME,
    // A fresh secret per server: only the server itself talks to its simulator with Basic auth.
    password: randomBytes(18).toString('base64url'),
    apiUrl: null,
    sdkUrl: null,
  };
}

/** The simulator's base URL on a listening server's address (loopback for a wildcard host). */
export function sandboxApiUrl(
  address: { address: string; port: number; family: string } | null,
): string | null {
  if (!address) return null;
  const wildcard = address.address === '::' || address.address === '0.0.0.0';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${SANDBOX_PREFIX}`;
}
