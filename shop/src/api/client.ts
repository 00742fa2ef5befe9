import { createAPIClient } from '@shopware/api-client';
import {
  clearSession,
  isSessionExpired,
  readContextToken,
  storeContextToken,
  touchSession,
  STORAGE_KEYS,
  type KeyValueStorage,
} from './session';
import type { ShopOperations } from './operations';

/** The typed Store API client of `@shopware/api-client`: Store API 6.7 operations plus ours (operations.ts). */
export type StoreApiClient = ReturnType<typeof createAPIClient<ShopOperations>>;

export type StoreApiClientOptions = {
  /** Base URL including `/store-api`, e.g. `https://shop.example/store-api`. */
  baseURL: string;
  /** The sales channel access key (`sw-access-key`). */
  accessKey: string;
  storage: KeyValueStorage;
  /** Clock, injectable for tests. */
  now?: () => number;
  /**
   * Told when the session this client works with was replaced: `expired` (idle for more than 3600 s: a new
   * session starts, everything cached for the old one is stale) or `otherTab` (another tab stored a newer
   * token, e.g. after a login or logout there: this client now works with that one).
   */
  onSessionReplaced?: (reason: SessionReplacement) => void;
};

export type SessionReplacement = 'expired' | 'otherTab';

export const STORE_URL_MISCONFIGURED = 'Shop URL misconfigured. Check axios configuration';

/**
 * Creates the Store API client. The context token comes from storage (unless it idled for more than
 * 3600 s), rotated tokens are stored through the client's `onContextChanged` hook, and every call
 * refreshes the session timestamp. A call made after the token idled too long drops it first, so the
 * server starts a new session.
 */
export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  const now = options.now ?? Date.now;
  const { storage } = options;
  const client = createAPIClient<ShopOperations>({
    baseURL: options.baseURL,
    accessToken: options.accessKey,
    contextToken: readContextToken(storage, now()),
  });

  client.hook('onContextChanged', (token) => storeContextToken(storage, token, now()));

  const invoke = client.invoke as (...args: unknown[]) => Promise<unknown>;
  client.invoke = ((...args: unknown[]) => {
    const replaced = beforeCall(client, storage, now());
    if (replaced) options.onSessionReplaced?.(replaced);
    return invoke(...args);
  }) as typeof client.invoke;
  return client;
}

/**
 * Before every call: a token idle for too long is dropped (a new session starts); a token another tab stored
 * since (the one the server issued last) replaces this client's; then the session is marked active.
 */
function beforeCall(client: StoreApiClient, storage: KeyValueStorage, at: number): SessionReplacement | null {
  const token = client.defaultHeaders['sw-context-token'];
  if (token) {
    const raw = storage.getItem(STORAGE_KEYS.sessionTime);
    if (raw !== null && isSessionExpired(Number(raw), at)) {
      clearSession(storage);
      client.defaultHeaders.apply({ 'sw-context-token': '' });
      return 'expired';
    }
  }
  const adopted = adoptStoredToken(client, storage);
  touchSession(storage, at);
  return adopted ? 'otherTab' : null;
}

/**
 * Takes the stored context token when it differs from the one this client sends (another tab logged in or
 * out and stored the token the server gave it); true when it did. Two tabs thus always work with the token
 * the server issued last, never with one it has replaced.
 */
export function adoptStoredToken(
  client: Pick<StoreApiClient, 'defaultHeaders'>,
  storage: KeyValueStorage,
): boolean {
  const stored = storage.getItem(STORAGE_KEYS.contextToken);
  const current = client.defaultHeaders['sw-context-token'];
  if (!stored || stored === current) return false;
  client.defaultHeaders.apply({ 'sw-context-token': stored });
  return true;
}

/** Throws the spec's error when the client has no store URL (e.g. an empty base URL). */
export function assertStoreUrl(client: Pick<StoreApiClient, 'getBaseConfig'>): void {
  if (!client.getBaseConfig().baseURL) throw new Error(STORE_URL_MISCONFIGURED);
}

/** Sets the backend language id sent with every later request (`sw-language-id`). */
export function setLanguageHeader(client: Pick<StoreApiClient, 'defaultHeaders'>, languageId: string): void {
  client.defaultHeaders.apply({ 'sw-language-id': languageId });
}

/**
 * The client, sending `sw-language-id: languageId` with every call instead of its default (the start-up's calls
 * sent before the language list has answered, with the id a returning visitor's browser remembers).
 */
export function withLanguageHeader<C extends Pick<StoreApiClient, 'invoke'>>(
  client: C,
  languageId: string,
): C {
  const invoke = client.invoke as (operation: string, params?: { headers?: object }) => Promise<unknown>;
  return {
    ...client,
    invoke: ((operation: string, params: { headers?: object } = {}) =>
      invoke(operation, {
        ...params,
        headers: { ...params.headers, 'sw-language-id': languageId },
      })) as C['invoke'],
  };
}
