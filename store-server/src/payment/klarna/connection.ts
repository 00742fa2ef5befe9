import type { AddressInfo } from 'node:net';
import { GERMAN_LANGUAGE_ID } from '../../constants.js';
import { KlarnaClient, KlarnaError } from './client.js';
import { SANDBOX_SDK_PATH, sandboxApiUrl, type KlarnaConfig } from './config.js';

/** What the Klarna adapter needs of the server: its Klarna settings and the address it listens at. */
export interface KlarnaHost {
  klarna: KlarnaConfig;
  server: { address(): AddressInfo | string | null };
}

// The Klarna client of this server: the configured API, or in sandbox mode this server's own simulator on the
// address it listens at. The SDK URL the shop loads: KLARNA_SDK_URL, or the sandbox SDK on the request's origin.

export function klarnaClientFor(app: KlarnaHost): KlarnaClient {
  const { klarna } = app;
  const address = app.server.address();
  const apiUrl =
    klarna.apiUrl ?? sandboxApiUrl(typeof address === 'object' ? (address as AddressInfo | null) : null);
  if (apiUrl === null) {
    throw new KlarnaError(0, 'the Klarna sandbox is unreachable: the server is not listening');
  }
  return new KlarnaClient({ apiUrl, username: klarna.username, password: klarna.password });
}

export function klarnaSdkUrl(app: Pick<KlarnaHost, 'klarna'>, origin: string): string {
  return app.klarna.sdkUrl ?? `${origin.replace(/\/+$/, '')}${SANDBOX_SDK_PATH}`;
}

export const klarnaLocale = (languageId: string): string =>
  languageId === GERMAN_LANGUAGE_ID ? 'de-DE' : 'en-GB';
