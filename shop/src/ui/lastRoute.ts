/**
 * The last route: the shop page a visitor was on before a login or registration page, stored under
 * STORAGE_KEYS.lastRoute so that a login returns there (also after a reload or a detour via registration).
 */
import { STORAGE_KEYS, type KeyValueStorage } from '../api/session';
import { parseShopPath, routeTo, switchLanguagePath, type LangPrefix } from './paths';

/** Pages that are part of logging in, registering or recovering a password: never a place to return to. */
const AUTH_PAGES =
  /^(?:login|register|registration\/confirm|resetpassword|account\/recover\/password|error)$/;

/** True for a shop path worth returning to after a login (a valid shop page that is not a login page). */
export function isReturnablePath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  const parsed = parseShopPath(pathname);
  return !!parsed && parsed.lang !== null && !AUTH_PAGES.test(parsed.rest);
}

/** Records `pathname + search` as the last route when it is returnable. */
export function rememberLastRoute(storage: KeyValueStorage, pathname: string, search = ''): void {
  if (!isReturnablePath(pathname)) return;
  try {
    storage.setItem(STORAGE_KEYS.lastRoute, `${pathname}${search}`);
  } catch {
    // A full or blocked storage only loses the return target.
  }
}

/**
 * Where a login returns to: the stored last route in the language of the login page (`lang`), or the
 * account page when none is stored (or the stored value is not a shop path).
 */
export function returnTarget(storage: KeyValueStorage, lang: LangPrefix | undefined): string {
  const stored = storage.getItem(STORAGE_KEYS.lastRoute);
  if (stored) {
    const queryAt = stored.search(/[?#]/);
    const pathname = queryAt === -1 ? stored : stored.slice(0, queryAt);
    const search = queryAt === -1 ? '' : stored.slice(queryAt);
    if (isReturnablePath(pathname)) {
      return lang ? switchLanguagePath(pathname, search, lang) : stripLanguage(pathname, search);
    }
  }
  return routeTo('Account', { lang });
}

/** The English (prefix-less) form of a shop path. */
function stripLanguage(pathname: string, search: string): string {
  const parsed = parseShopPath(pathname);
  if (!parsed) return routeTo('Account');
  const rest = parsed.rest ? `/${parsed.rest}` : '';
  return `/${parsed.shopSegment}${rest}${search}`;
}
