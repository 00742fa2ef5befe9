import { describe, expect, it } from 'vitest';
import {
  SESSION_MAX_IDLE_MS,
  STORAGE_KEYS,
  isSessionExpired,
  memoryStorage,
  readContextToken,
  storeContextToken,
  touchSession,
} from './session';

const T0 = 1_700_000_000_000;

describe('session token storage', () => {
  it('returns a token used within the last 3600 seconds', () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'tok-1', T0);
    expect(readContextToken(storage, T0 + SESSION_MAX_IDLE_MS)).toBe('tok-1');
  });

  it('drops a token idle for more than 3600 seconds', () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'tok-1', T0);
    expect(readContextToken(storage, T0 + 3600 * 1000 + 1)).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.contextToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.sessionTime)).toBeNull();
  });

  it('refreshing the timestamp keeps a session alive', () => {
    const storage = memoryStorage();
    storeContextToken(storage, 'tok-1', T0);
    touchSession(storage, T0 + 3000 * 1000);
    expect(readContextToken(storage, T0 + 6000 * 1000)).toBe('tok-1');
  });

  it('treats a token without a readable timestamp as expired', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.contextToken]: 'tok', [STORAGE_KEYS.sessionTime]: 'x' });
    expect(readContextToken(storage, T0)).toBeUndefined();
    expect(isSessionExpired(null, T0)).toBe(true);
  });

  it('returns undefined when nothing is stored', () => {
    expect(readContextToken(memoryStorage(), T0)).toBeUndefined();
  });
});
