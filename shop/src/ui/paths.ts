/**
 * Pure URL logic of the shop: the optional language prefix, the `shop` segment (optionally `shop.html`),
 * the named routes of the spec and the one typed link helper `routeTo`.
 */
import type { LocaleCode } from '../i18n/locales';

export type LangPrefix = 'en' | 'de';

/** Child paths below `[/{lang}]/shop`, by the route names used in links. */
export const ROUTE_PATHS = {
  Shop: '',
  Home: 'category/:productListId?',
  Product: 'product/:productId',
  Cart: 'cart',
  Register: 'register',
  RegistrationConfirm: 'registration/confirm',
  Login: 'login',
  Account: 'account',
  RecoverPassword: 'account/recover/password',
  ResetPassword: 'resetpassword',
  Checkout: 'checkout',
  Orders: 'account/orders',
  OrderConfirmation: 'orderconfirmation',
  Success: 'success/:deepLinkCode',
  Error: 'error',
  Search: 'search',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

type LangParam = { lang?: LangPrefix | LocaleCode | null | undefined };
type ExtraParams = {
  Home: { productListId?: string | null | undefined; isCategoryView?: boolean | undefined };
  Product: { productId: string };
  Success: { deepLinkCode: string };
  Search: { search?: string | undefined };
};
export type RouteParams<N extends RouteName> = LangParam &
  (N extends keyof ExtraParams ? ExtraParams[N] : unknown);

/** Maps a URL language segment to its canonical prefix: `de`, `de-DE` → de; `en`, `en-GB` → en; else null. */
export function canonicalLang(segment: string): LangPrefix | null {
  switch (segment.toLowerCase()) {
    case 'de':
    case 'de-de':
      return 'de';
    case 'en':
    case 'en-gb':
      return 'en';
    default:
      return null;
  }
}

function localeOfPrefix(lang: LangPrefix | null | undefined): LocaleCode {
  return lang === 'de' ? 'de-DE' : 'en-GB';
}

export type ShopPath = {
  /** The language segment as written in the URL (undefined when absent). */
  langSegment: string | undefined;
  /** The canonical language prefix; undefined when absent, null when the segment is not a language. */
  lang: LangPrefix | null | undefined;
  /** `shop` or `shop.html`. */
  shopSegment: 'shop' | 'shop.html';
  /** What follows the shop segment, without leading or trailing slash. */
  rest: string;
};

const SHOP_PATH = /^(?:\/([^/]+))?\/(shop|shop\.html)(?:\/(.*?))?\/?$/;

/** Splits a pathname into language prefix, shop segment and rest; null when it is not a shop path. */
export function parseShopPath(pathname: string): ShopPath | null {
  const match = SHOP_PATH.exec(pathname);
  if (!match) return null;
  const langSegment = match[1];
  return {
    langSegment,
    lang: langSegment === undefined ? undefined : canonicalLang(langSegment),
    shopSegment: match[2] as 'shop' | 'shop.html',
    rest: match[3] ?? '',
  };
}

/**
 * The language prefix a pathname asks for: the shop path's, else a known language as the first segment of any
 * other path (`/de/no-such-page` is German, so its not-available page is too); undefined when none.
 */
export function langOfPath(pathname: string): LangPrefix | undefined {
  const parsed = parseShopPath(pathname);
  if (parsed?.lang) return parsed.lang;
  if (parsed) return undefined;
  const first = pathname.split('/')[1];
  return (first && canonicalLang(first)) || undefined;
}

/** The interface locale a pathname asks for (en-GB for paths without a German prefix). */
export function localeOfPath(pathname: string): LocaleCode {
  return localeOfPrefix(langOfPath(pathname));
}

/**
 * Where a shop path must be redirected to so that its language prefix is canonical (`/de-DE/shop` →
 * `/de/shop`); null when it already is canonical or is not a valid shop path.
 */
export function canonicalRedirect(pathname: string): string | null {
  const parsed = parseShopPath(pathname);
  if (!parsed || !parsed.lang || parsed.langSegment === parsed.lang) return null;
  const rest = parsed.rest ? `/${parsed.rest}` : '';
  return `/${parsed.lang}/${parsed.shopSegment}${rest}`;
}

function prefixOf(lang: LangParam['lang']): string {
  if (!lang) return '';
  const canonical = canonicalLang(lang);
  return canonical ? `/${canonical}` : '';
}

/** The path of a named route, e.g. `routeTo('Home', {lang: 'de', productListId: 'abc'})` → `/de/shop/category/abc`. */
export function routeTo<N extends RouteName>(
  name: N,
  ...args: Record<never, never> extends RouteParams<N> ? [RouteParams<N>?] : [RouteParams<N>]
): string {
  const params = (args[0] ?? {}) as Record<string, unknown>;
  const template: string = ROUTE_PATHS[name];
  let query = '';
  const child = template
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === null || value === '') {
        if (optional) return '';
        throw new Error(`routeTo('${name}'): missing parameter ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter(Boolean)
    .join('/');
  if (name === 'Home' && typeof params.isCategoryView === 'boolean') {
    query = `?isCategoryView=${params.isCategoryView}`;
  }
  if (name === 'Search' && params.search)
    query = `?${new URLSearchParams({ search: String(params.search) })}`;
  return `${prefixOf(params.lang as LangParam['lang'])}/shop${child ? `/${child}` : ''}${query}`;
}

/** True for the product detail route. */
function isProductPath(pathname: string): boolean {
  const parsed = parseShopPath(pathname);
  return !!parsed && /^product\/[^/]+$/.test(parsed.rest);
}

/**
 * Scrolling after a navigation: moving from one product to another keeps the scroll position, every other
 * navigation to a different page scrolls to the top. The first render (from null) does not scroll.
 */
export function shouldScrollToTop(from: string | null, to: string): boolean {
  if (from === null) return false;
  if (isProductPath(from) && isProductPath(to)) return false;
  return true;
}

/** The same page under another language prefix (the shop start page when the path is not a shop path). */
export function switchLanguagePath(pathname: string, search: string, target: LangPrefix): string {
  const parsed = parseShopPath(pathname);
  if (!parsed || parsed.lang === null) return routeTo('Shop', { lang: target });
  const rest = parsed.rest ? `/${parsed.rest}` : '';
  return `/${target}/${parsed.shopSegment}${rest}${search}`;
}

/** The category id of a category-list path (`/shop/category/<id>`), undefined otherwise. */
export function activeCategoryId(pathname: string): string | undefined {
  const parsed = parseShopPath(pathname);
  const match = parsed ? /^category\/([^/]+)$/.exec(parsed.rest) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
