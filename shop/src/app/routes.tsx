import { lazy, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { queryKeys } from '../api/queryKeys';
import { STORAGE_KEYS } from '../api/session';
import { readCustomer } from '../api/storeApi';
import type { Customer } from '../api/types';
import type { Namespace } from '../i18n/locales';
import { ErrorPage } from '../ui/ErrorPage';
import { NotAvailablePage } from '../ui/NotAvailablePage';
import { canonicalRedirect, parseShopPath, routeTo, ROUTE_PATHS, type RouteName } from '../ui/paths';
import { rememberLastRoute } from '../ui/lastRoute';
import { isLoggedIn } from '../api/queries';
import { PageErrorBoundary } from './RouteError';
import type { ShopServices } from '../api/services';
import { Shell } from './Shell';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './withTimeout';

export type RouteDeps = Pick<ShopServices, 'i18n' | 'queryClient' | 'client' | 'storage'>;

/** What a lazily loaded page's route carries in its `handle`: the start of its loading. */
type PageHandle = { preload: () => Promise<unknown> };

/**
 * A lazily loaded page: the route chunk and its message groups load together, within the spec's 120 s
 * time-out; a time-out or load failure ends on the error page (PageErrorBoundary) with a retry button.
 * `preload` starts the loading before the page renders (the first page, a login guard's page).
 */
function page<M>(
  deps: RouteDeps,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: Namespace[],
): { Page: ComponentType; handle: PageHandle } {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= withTimeout(
      Promise.all([load(), deps.i18n.loadNamespaces(namespaces)]),
      CHUNK_LOAD_TIMEOUT_MS,
    ).then(([module]) => ({ default: pick(module) })));
  return { Page: lazy(preload), handle: { preload } };
}

/**
 * Starts loading the page that `pathname` shows and settles when it is there (or failed: the page's error
 * boundary shows that), so the first render shows the whole page rather than a loading state.
 */
export async function preloadPage(routes: RouteObject[], pathname: string): Promise<void> {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  await handle?.preload().catch(() => undefined);
}

/** The shop segment must be `shop`/`shop.html` under a known language prefix; de-DE/en-GB canonicalised. */
function ShopPathCheck() {
  const { pathname, search } = useLocation();
  const parsed = parseShopPath(pathname);
  if (!parsed || parsed.lang === null) return <NotAvailablePage />;
  const target = canonicalRedirect(pathname);
  if (target) return <Navigate replace to={`${target}${search}`} />;
  return <Outlet />;
}

/** Whether the current customer is logged in, asked afresh (a failed request counts as logged out). */
async function checkLogin(deps: RouteDeps): Promise<boolean> {
  let customer: Customer | null = null;
  try {
    customer = await deps.queryClient.fetchQuery({
      queryKey: queryKeys.customer(),
      queryFn: () => readCustomer(deps.client),
      staleTime: 0,
    });
  } catch (error) {
    console.warn('[shop] guard: customer not available', error);
  }
  return isLoggedIn(customer);
}

/** A login guard around a page, and the handle that starts both the page's loading and the guard's check. */
type Guarded = { Guard: ComponentType<{ children: ReactNode }>; handle: PageHandle };

/**
 * Guard of routes that need a login: fetches the current customer once per navigation (keyed by the
 * location's key, which every navigation draws anew) while the page's chunk loads, else goes to the login
 * page. It suspends meanwhile, so a navigation keeps showing the previous page. The first page's preload
 * (`handle.preload`, see preloadPage) starts the check together with the chunk, and the guard's first render
 * takes that check: the page's chunk and the customer load in parallel, as with a route loader.
 */
function requireLogin(deps: RouteDeps, page: PageHandle): Guarded {
  const checks = loginChecks(deps, page);
  function RequireLogin({ children }: { children: ReactNode }) {
    const { key } = useLocation();
    return use(checks.of(key)) ? children : <ToLogin storage={deps.storage} />;
  }
  return { Guard: RequireLogin, handle: { preload: checks.preload } };
}

/**
 * The guard's login checks: one per location key (the last one kept), the first taken over from the
 * preload when there was one. Each check also starts the page's loading.
 */
function loginChecks(deps: RouteDeps, page: PageHandle) {
  let early: Promise<boolean> | undefined;
  let last: { key: string; check: Promise<boolean> } | undefined;
  return {
    preload: () => {
      early ??= checkLogin(deps);
      return page.preload();
    },
    of: (key: string): Promise<boolean> => {
      if (last?.key !== key) {
        void page.preload().catch(() => undefined);
        last = { key, check: early ?? checkLogin(deps) };
        early = undefined;
      }
      return last.check;
    },
  };
}

/** Remembers the page (the login returns there) and goes to the login page. */
function ToLogin({ storage }: Pick<RouteDeps, 'storage'>) {
  const { pathname, search } = useLocation();
  useEffect(() => rememberLastRoute(storage, pathname, search), [storage, pathname, search]);
  return <Navigate replace to={routeTo('Login', { lang: parseShopPath(pathname)?.lang ?? undefined })} />;
}

/** The pages' error boundary, reset by a navigation to another path. */
function PageErrors() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}

const child = (name: RouteName) => ROUTE_PATHS[name];

/** A page route: its lazily loaded page, behind the login guard when `guarded`. */
function pageRoute(
  name: RouteName,
  { Page, handle: pageHandle }: ReturnType<typeof page>,
  guard?: (handle: PageHandle) => Guarded,
): RouteObject {
  const guarded = guard?.(pageHandle);
  const Guard = guarded?.Guard;
  return {
    id: name,
    path: child(name),
    handle: guarded?.handle ?? pageHandle,
    element: Guard ? (
      <Guard>
        <Page />
      </Guard>
    ) : (
      <Page />
    ),
  };
}

/** The route table (React Router, declarative mode: `useRoutes`). Route ids are the spec's route names. */
export function buildRoutes(deps: RouteDeps): RouteObject[] {
  const account = () => import('../features/account/pages');
  const guarded = (handle: PageHandle) => requireLogin(deps, handle);
  return [
    {
      id: 'root',
      element: <Shell />,
      children: [
        {
          id: 'pages',
          element: <PageErrors />,
          children: [
            { id: 'HostIndex', index: true, element: <HostIndex storage={deps.storage} /> },
            {
              id: 'Shop',
              path: ':lang?/:shop',
              element: <ShopPathCheck />,
              children: [
                { id: 'ShopIndex', index: true, element: <ShopIndex /> },
                pageRoute(
                  'Home',
                  page(
                    deps,
                    () => import('../features/catalog/CategoryPage'),
                    (m) => m.default,
                    [],
                  ),
                ),
                pageRoute(
                  'Product',
                  page(
                    deps,
                    () => import('./pages/ProductPage'),
                    (m) => m.default,
                    ['productDetail', 'cart'],
                  ),
                ),
                pageRoute(
                  'Cart',
                  page(
                    deps,
                    () => import('../features/cart/CartPage'),
                    (m) => m.default,
                    ['cart'],
                  ),
                ),
                pageRoute(
                  'Register',
                  page(deps, account, (m) => m.RegisterPage, ['account']),
                ),
                pageRoute(
                  'RegistrationConfirm',
                  page(deps, account, (m) => m.RegistrationConfirmPage, ['account']),
                ),
                pageRoute(
                  'Login',
                  page(deps, account, (m) => m.LoginPage, ['account']),
                ),
                pageRoute(
                  'Account',
                  page(deps, account, (m) => m.AccountPage, ['account']),
                  guarded,
                ),
                pageRoute(
                  'RecoverPassword',
                  page(deps, account, (m) => m.RecoverPasswordPage, ['account']),
                ),
                pageRoute(
                  'ResetPassword',
                  page(deps, account, (m) => m.ResetPasswordPage, ['account']),
                ),
                pageRoute(
                  'Checkout',
                  page(
                    deps,
                    () => import('./pages/CheckoutPage'),
                    (m) => m.default,
                    ['checkout', 'account', 'cart'],
                  ),
                ),
                pageRoute(
                  'Orders',
                  page(
                    deps,
                    () => import('../features/enquiries/EnquiriesPage'),
                    (m) => m.default,
                    ['account', 'orderConfirmation'],
                  ),
                  guarded,
                ),
                pageRoute(
                  'OrderConfirmation',
                  page(
                    deps,
                    () => import('../features/checkout/OrderConfirmationPage'),
                    (m) => m.default,
                    ['orderConfirmation', 'account', 'cart'],
                  ),
                ),
                pageRoute(
                  'Success',
                  page(
                    deps,
                    () => import('../features/checkout/SuccessPage'),
                    (m) => m.default,
                    ['orderConfirmation', 'account', 'cart'],
                  ),
                ),
                pageRoute(
                  'Search',
                  page(
                    deps,
                    () => import('../features/catalog/search/SearchPage'),
                    (m) => m.default,
                    ['search'],
                  ),
                ),
                pageRoute(
                  'Contact',
                  page(
                    deps,
                    () => import('../features/contact/ContactPage'),
                    (m) => m.default,
                    ['contact'],
                  ),
                ),
                { id: 'Error', path: child('Error'), element: <ErrorPage /> },
                { id: 'ShopNotAvailable', path: '*', element: <NotAvailablePage /> },
              ],
            },
            { id: 'NotAvailable', path: '*', element: <NotAvailablePage /> },
          ],
        },
      ],
    },
  ];
}

/** The host page's root: the shop's home page in the language the shopper chose last. */
function HostIndex({ storage }: Pick<RouteDeps, 'storage'>) {
  const lang = storage.getItem(STORAGE_KEYS.locale) === 'de-DE' ? 'de' : undefined;
  return <Navigate replace to={routeTo('Home', { lang })} />;
}

/** `[/{lang}]/shop` itself: the home page in the prefix's language. */
function ShopIndex() {
  const { pathname } = useLocation();
  return <Navigate replace to={routeTo('Home', { lang: parseShopPath(pathname)?.lang ?? undefined })} />;
}
