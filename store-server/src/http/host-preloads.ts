// What the host page can announce to the browser before the shop's entry has run: the React application
// chunk (the entry imports it dynamically), the first page's route chunk and the message groups that page
// loads, each with its static imports and CSS. Without these hints the browser finds them one after another
// (entry → application → route chunk), each a round trip later.

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export type HostLang = 'en' | 'de';

/** The application chunk the entry always imports at start-up (shop/src/main.tsx). */
export const APP_MODULE = 'src/app/mount.tsx';

interface RoutePreload {
  path: RegExp;
  module: string;
  /** The message groups the route loads with its chunk (shop/src/app/routes.tsx). */
  namespaces: string[];
}

// The path after `shop/` → the lazily loaded route module, as in shop/src/app/routes.tsx (product page and checkout
// load through app/pages/, which gives them the cart feature). A route missing here only loses its hint; a wrong
// hint costs one needless download.
export const ROUTES: readonly RoutePreload[] = [
  { path: /^(?:category(?:\/[^/]+)?)?$/, module: 'src/features/catalog/CategoryPage.tsx', namespaces: [] },
  {
    path: /^product\/[^/]+$/,
    module: 'src/app/pages/ProductPage.tsx',
    namespaces: ['productDetail', 'cart'],
  },
  { path: /^cart$/, module: 'src/features/cart/CartPage.tsx', namespaces: ['cart'] },
  {
    path: /^checkout$/,
    module: 'src/app/pages/CheckoutPage.tsx',
    namespaces: ['checkout', 'account', 'cart'],
  },
  {
    path: /^account\/orders$/,
    module: 'src/features/enquiries/EnquiriesPage.tsx',
    namespaces: ['account', 'orderConfirmation'],
  },
  {
    path: /^(?:register|registration\/confirm|login|account|account\/recover\/password|resetpassword)$/,
    module: 'src/features/account/pages.tsx',
    namespaces: ['account'],
  },
];

/** The route module and message groups of a shop path (the part after `shop/`), or null. */
export function routePreloadOf(rest: string): Pick<RoutePreload, 'module' | 'namespaces'> | null {
  const path = rest.replace(/^\/+|\/+$/g, '');
  const route = ROUTES.find((candidate) => candidate.path.test(path));
  return route ? { module: route.module, namespaces: route.namespaces } : null;
}

/**
 * The message modules a page of that language loads: its locale's groups, compiled at build time (the
 * `?compiled` import of shop/src/i18n/createI18n.ts). German is complete, so it loads no English fallback.
 */
export function messageModules(lang: HostLang, namespaces: string[]): string[] {
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  return ['common', ...namespaces].map((namespace) => `src/i18n/${locale}/${namespace}.json?compiled`);
}

export interface PageAssets {
  /** JS chunks to `modulepreload`. */
  scripts: string[];
  /** CSS files to `preload` (Vite's loader inserts the stylesheets themselves when the chunk runs). */
  styles: string[];
}

/**
 * The chunks (with their static imports) and CSS of what the shop loads for the page at `rest` beyond its
 * entry: the application chunk, the route chunk and the page's message groups. Manifest keys the build does
 * not have are skipped; the entry's own closure (`exclude`) is left out.
 */
export function pageAssets(
  manifest: Manifest,
  rest: string,
  lang: HostLang,
  exclude: Set<string>,
): PageAssets {
  const route = routePreloadOf(rest);
  const roots = [
    APP_MODULE,
    ...(route ? [route.module] : []),
    ...messageModules(lang, route?.namespaces ?? []),
  ];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!exclude.has(chunk.file)) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of roots) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}
