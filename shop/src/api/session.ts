/**
 * Session storage of the Store API context token. One module owns the browser storage keys so that
 * nothing else reads or writes them by hand.
 */

/** The names of the shop's localStorage entries. */
export const STORAGE_KEYS = {
  /** The Store API context token (`sw-context-token`). */
  contextToken: 'spk.contextToken',
  /** Milliseconds since the epoch of the last Store API call made with the token. */
  sessionTime: 'spk.sessionTime',
  /** The interface locale last chosen (en-GB or de-DE). */
  locale: 'spk.locale',
  /**
   * The backend language ids setLocale chose, as JSON by locale (`{"de-DE":"…"}`): a returning visitor's
   * start-up sends the page's own request in its first round with it (startup.ts).
   */
  languageIds: 'spk.languageIds',
  /** The last shop page visited before a login/registration page (path + search), where login returns to. */
  lastRoute: 'spk.lastRoute',
  /** Cross-tab cart messages where BroadcastChannel is missing (written and removed at once). */
  cartSync: 'spk.cartSync',
} as const;

/** A token idle for longer than this is dropped and a new session starts (spec: 3600 seconds). */
export const SESSION_MAX_IDLE_MS = 3600 * 1000;

/** The part of the Web Storage API the session needs (localStorage in the browser, a double in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** True when a token last used at `lastActivity` has been idle for too long at `now`. */
export function isSessionExpired(lastActivity: number | null, now: number): boolean {
  if (lastActivity === null || !Number.isFinite(lastActivity)) return true;
  return now - lastActivity > SESSION_MAX_IDLE_MS;
}

function readTime(storage: KeyValueStorage): number | null {
  const raw = storage.getItem(STORAGE_KEYS.sessionTime);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Removes the token and its timestamp. */
export function clearSession(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.contextToken);
  storage.removeItem(STORAGE_KEYS.sessionTime);
}

/**
 * The stored context token if it is still fresh at `now`; an expired (or timestamp-less) token is removed
 * and undefined is returned, so the next Store API call starts a new session.
 */
export function readContextToken(storage: KeyValueStorage, now: number): string | undefined {
  const token = storage.getItem(STORAGE_KEYS.contextToken);
  if (!token) return undefined;
  if (isSessionExpired(readTime(storage), now)) {
    clearSession(storage);
    return undefined;
  }
  return token;
}

/** Stores a (new or rotated) token and marks the session active at `now`. */
export function storeContextToken(storage: KeyValueStorage, token: string, now: number): void {
  storage.setItem(STORAGE_KEYS.contextToken, token);
  storage.setItem(STORAGE_KEYS.sessionTime, String(now));
}

function readLanguageIds(storage: KeyValueStorage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.languageIds) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The backend language id last chosen for a locale in this browser, if any. */
export function readLanguageId(storage: KeyValueStorage, locale: string): string | null {
  const id = readLanguageIds(storage)[locale];
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Remembers the backend language id chosen for a locale. */
export function storeLanguageId(storage: KeyValueStorage, locale: string, languageId: string): void {
  storage.setItem(
    STORAGE_KEYS.languageIds,
    JSON.stringify({ ...readLanguageIds(storage), [locale]: languageId }),
  );
}

/** Marks the session active at `now` (called on every Store API call). */
export function touchSession(storage: KeyValueStorage, now: number): void {
  storage.setItem(STORAGE_KEYS.sessionTime, String(now));
}

/** localStorage when the browser allows it, otherwise an in-memory stand-in (private mode, blocked storage). */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__spk_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** An in-memory KeyValueStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
