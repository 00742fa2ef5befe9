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

/** The typed Store API client of `@shopware/api-client` (default Store API 6.7 operations). */
export type StoreApiClient = ReturnType<typeof createAPIClient>;

export type StoreApiClientOptions = {
  /** Base URL including `/store-api`, e.g. `https://shop.example/store-api`. */
  baseURL: string;
  /** The sales channel access key (`sw-access-key`). */
  accessKey: string;
  storage: KeyValueStorage;
  /** Clock, injectable for tests. */
  now?: () => number;
};

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
  const client = createAPIClient({
    baseURL: options.baseURL,
    accessToken: options.accessKey,
    contextToken: readContextToken(storage, now()),
  });

  client.hook('onContextChanged', (token) => storeContextToken(storage, token, now()));

  const invoke = client.invoke as (...args: unknown[]) => Promise<unknown>;
  client.invoke = ((...args: unknown[]) => {
    beforeCall(client, storage, now());
    return invoke(...args);
  }) as typeof client.invoke;
  return client;
}

function beforeCall(client: StoreApiClient, storage: KeyValueStorage, at: number): void {
  const token = client.defaultHeaders['sw-context-token'];
  if (token) {
    const raw = storage.getItem(STORAGE_KEYS.sessionTime);
    if (raw !== null && isSessionExpired(Number(raw), at)) {
      clearSession(storage);
      client.defaultHeaders.apply({ 'sw-context-token': '' });
      return;
    }
  }
  touchSession(storage, at);
}

/** Throws the spec's error when the client has no store URL (e.g. an empty base URL). */
export function assertStoreUrl(client: Pick<StoreApiClient, 'getBaseConfig'>): void {
  if (!client.getBaseConfig().baseURL) throw new Error(STORE_URL_MISCONFIGURED);
}

/** Sets the backend language id sent with every later request (`sw-language-id`). */
export function setLanguageHeader(client: Pick<StoreApiClient, 'defaultHeaders'>, languageId: string): void {
  client.defaultHeaders.apply({ 'sw-language-id': languageId });
}
