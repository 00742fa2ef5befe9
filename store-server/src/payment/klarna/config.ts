import { randomBytes } from 'node:crypto';
import { isLoopbackOrigin } from '../../domain/network/loopback.js';
import type { KlarnaOptions } from '../../options.js';

// Where the server finds Klarna: the configured API with its credentials, or, without credentials, the built-in
// sandbox of this very server (its REST simulator under /klarna-sandbox and its sandbox JS SDK). The HTTP client
// is the same in both cases. The sandbox approves every payment without any money moving, so it runs only when
// asked for (KLARNA_SANDBOX=1) or on a loopback PUBLIC_URL (a laptop); a public shop without credentials does
// not offer Klarna at all.

export const KLARNA_CDN_SDK_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';
export const SANDBOX_PREFIX = '/klarna-sandbox';
export const SANDBOX_SDK_PATH = `${SANDBOX_PREFIX}/kp/lib/v1/api.js`;
export const SANDBOX_USERNAME = 'sandbox-merchant';

export interface KlarnaConfig {
  /** Whether Klarna is offered at all: credentials, or the sandbox. */
  available: boolean;
  /** The built-in sandbox (no real payment) is what pays. */
  sandbox: boolean;
  username: string;
  password: string;
  /** The API base URL; null in sandbox mode until the server listens (its own origin), and when unavailable. */
  apiUrl: string | null;
  /** The JS SDK URL; null in sandbox mode (the request's origin + SANDBOX_SDK_PATH) and when unavailable. */
  sdkUrl: string | null;
}

/** The sandbox without credentials: when asked for, else only on a loopback PUBLIC_URL. */
export function sandboxWanted(options: KlarnaOptions | undefined, publicUrl: string): boolean {
  return options?.sandbox ?? isLoopbackOrigin(publicUrl);
}

export function klarnaConfig(options: KlarnaOptions | undefined, publicUrl: string): KlarnaConfig {
  const { apiUrl, username, password, sdkUrl } = options ?? {};
  if (username && password) {
    return {
      available: true,
      sandbox: false,
      username,
      password,
      apiUrl: (apiUrl ?? 'https://api.playground.klarna.com').replace(/\/+$/, ''),
      sdkUrl: sdkUrl ?? KLARNA_CDN_SDK_URL,
    };
  }
  if (!sandboxWanted(options, publicUrl)) {
    return { available: false, sandbox: false, username: '', password: '', apiUrl: null, sdkUrl: null };
  }
  return {
    available: true,
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
