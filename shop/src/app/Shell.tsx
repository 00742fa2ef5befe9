import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Outlet, useLocation } from 'react-router';
import { CartBadge } from '../features/cart/CartBadge';
import { useCartSync } from '../features/cart/useCartSync';
import { SearchBox } from '../features/catalog/search/SearchBox';
import { focusHeading } from '../ui/focusHeading';
import { LoadingPage } from '../ui/LoadingPage';
import { TopNavigation } from '../ui/TopNavigation';
import theme from '../ui/theme.module.css';
import { rememberLastRoute } from '../ui/lastRoute';
import { localeOfPath, shouldScrollToTop } from '../ui/paths';
import { useShop } from '../api/ShopContext';
import { useSessionTruth } from './useSessionTruth';

/**
 * The layout around every page: top navigation and the page. It keeps the interface language in step with
 * the URL prefix, scrolls to the top after navigations (not between two products) and moves focus to the
 * new page's h1 — unless the navigation asks to keep the focus (`state.keepFocus`, e.g. choosing a variant
 * replaces the URL while the focus stays on the chosen option).
 */
export function Shell() {
  const { t, i18n } = useTranslation('common');
  const { switchLocale, storage, config, localeProblem } = useShop();
  const missingLanguage = useSyncExternalStore(localeProblem.subscribe, localeProblem.get, localeProblem.get);
  const { pathname, search, state } = useLocation();
  const keepFocus = isKeepFocus(state);
  const main = useRef<HTMLElement>(null);
  // One main landmark per page: the host's, when the container sits inside it (then an unnamed section, which
  // is no landmark); else the shop's own.
  const Main = config.insideHostMain ? 'section' : 'main';
  const previous = useRef<string | null>(null);
  const locale = localeOfPath(pathname);
  useCartSync(); // carts changed in other tabs of the session show here too
  useSessionTruth(); // a replaced session or a new language reloads what the cache holds for it

  useEffect(() => {
    if (i18n.language !== locale) void switchLocale(locale);
    else if (localeProblem.get() !== locale) localeProblem.set(null);
  }, [i18n, locale, switchLocale, localeProblem]);

  // Where a login returns to (login and registration pages themselves are skipped).
  useEffect(() => rememberLastRoute(storage, pathname, search), [storage, pathname, search]);

  // The focus moves to the new page's heading on navigation, but not through the redirects of the first load
  // (`/shop` → the category list, a login-only page → login): until a page has been shown, the shopper has not
  // navigated, and Tab starts from the top of the page.
  const pageShown = useRef(false);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || from === pathname) return;
    if (shouldScrollToTop(from, pathname)) window.scrollTo(0, 0);
    if (keepFocus || !pageShown.current) return;
    return focusHeading(main.current);
  }, [pathname, keepFocus]);
  useEffect(() => {
    if (!pageShown.current && main.current?.querySelector('h1')) pageShown.current = true;
  });

  return (
    <div className={theme.root} lang={i18n.language}>
      <TopNavigation search={<SearchBox />} cart={<CartBadge />} />
      <Main ref={main} className={theme.main}>
        {missingLanguage && (
          <p role="alert" className={theme.notice}>
            {t('messages.noTranslationCode')}
          </p>
        )}
        <Suspense fallback={<LoadingPage label={t('loadingPage')} />}>
          <Outlet />
        </Suspense>
      </Main>
    </div>
  );
}

function isKeepFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;
}
