import type { ComponentType } from 'react';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { queryKeys } from '../api/queryKeys';
import { STORAGE_KEYS } from '../api/session';
import { readCustomer } from '../api/storeApi';
import type { Customer } from '../api/types';
import type { Namespace } from '../i18n/locales';
import { ErrorPage } from '../ui/ErrorPage';
import { LoadingPage } from '../ui/LoadingPage';
import theme from '../ui/theme.module.css';
import { NotAvailablePage } from '../ui/NotAvailablePage';
import {
  canonicalLang,
  canonicalRedirect,
  parseShopPath,
  routeTo,
  ROUTE_PATHS,
  type RouteName,
} from '../ui/paths';
import { rememberLastRoute } from '../ui/lastRoute';
import { isLoggedIn } from '../api/queries';
import { RouteError } from './RouteError';
import type { ShopServices } from '../api/services';
import { Shell } from './Shell';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './withTimeout';

export type RouteDeps = Pick<ShopServices, 'i18n' | 'queryClient' | 'client' | 'storage'>;

/**
 * A lazily loaded page: the route chunk and its message groups load together, within the spec's 120 s
 * time-out; a time-out or load failure ends on the error page (RouteError) with a retry button.
 */
function page<M>(
  deps: RouteDeps,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: Namespace[],
): RouteObject['lazy'] {
  return async () => {
    const [module] = await withTimeout(
      Promise.all([load(), deps.i18n.loadNamespaces(namespaces)]),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    return { Component: pick(module) };
  };
}

/** The shop segment must be `shop`/`shop.html` under a known language prefix; de-DE/en-GB canonicalised. */
function shopLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseShopPath(url.pathname);
  if (!parsed || parsed.lang === null) throw data(null, { status: 404 });
  const target = canonicalRedirect(url.pathname);
  if (target) throw redirect(`${target}${url.search}`);
  return null;
}

/** Guard of routes that need a login: fetches the current customer, else goes to the login page. */
function requireLogin(deps: RouteDeps) {
  return async (args: LoaderFunctionArgs) => {
    shopLoader(args); // an invalid shop path is not-available, not a login question
    const { params } = args;
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
    if (!isLoggedIn(customer)) {
      const url = new URL(args.request.url);
      rememberLastRoute(deps.storage, url.pathname, url.search); // the login returns here
      throw redirect(routeTo('Login', { lang: params.lang ? canonicalLang(params.lang) : undefined }));
    }
    return null;
  };
}

/** The element of routes whose loader always redirects (never rendered). */
const RedirectOnly = () => null;

const child = (name: RouteName) => ROUTE_PATHS[name];

/** The route table (React Router data routes). Route ids are the spec's route names. */
export function buildRoutes(deps: RouteDeps): RouteObject[] {
  const account = () => import('../features/account/pages');
  return [
    {
      id: 'root',
      element: <Shell />,
      // Shown while the first page's chunk and loaders are on their way.
      hydrateFallbackElement: (
        <div className={theme.root}>
          <LoadingPage />
        </div>
      ),
      children: [
        {
          id: 'pages',
          errorElement: <RouteError />,
          children: [
            {
              id: 'HostIndex',
              index: true,
              Component: RedirectOnly,
              loader: () => {
                const lang = deps.storage.getItem(STORAGE_KEYS.locale) === 'de-DE' ? 'de' : undefined;
                return redirect(routeTo('Home', { lang }));
              },
            },
            {
              id: 'Shop',
              path: ':lang?/:shop',
              loader: shopLoader,
              children: [
                {
                  id: 'ShopIndex',
                  index: true,
                  Component: RedirectOnly,
                  loader: (args) => {
                    shopLoader(args);
                    const { lang } = args.params;
                    return redirect(routeTo('Home', { lang: lang ? canonicalLang(lang) : undefined }));
                  },
                },
                {
                  id: 'Home',
                  path: child('Home'),
                  lazy: page(
                    deps,
                    () => import('../features/catalog/CategoryPage'),
                    (m) => m.default,
                    [],
                  ),
                },
                {
                  id: 'Product',
                  path: child('Product'),
                  lazy: page(
                    deps,
                    () => import('./pages/ProductPage'),
                    (m) => m.default,
                    ['productDetail', 'cart'],
                  ),
                },
                {
                  id: 'Cart',
                  path: child('Cart'),
                  lazy: page(
                    deps,
                    () => import('../features/cart/CartPage'),
                    (m) => m.default,
                    ['cart'],
                  ),
                },
                {
                  id: 'Register',
                  path: child('Register'),
                  lazy: page(deps, account, (m) => m.RegisterPage, ['account']),
                },
                {
                  id: 'RegistrationConfirm',
                  path: child('RegistrationConfirm'),
                  lazy: page(deps, account, (m) => m.RegistrationConfirmPage, ['account']),
                },
                {
                  id: 'Login',
                  path: child('Login'),
                  lazy: page(deps, account, (m) => m.LoginPage, ['account']),
                },
                {
                  id: 'Account',
                  path: child('Account'),
                  loader: requireLogin(deps),
                  lazy: page(deps, account, (m) => m.AccountPage, ['account']),
                },
                {
                  id: 'RecoverPassword',
                  path: child('RecoverPassword'),
                  lazy: page(deps, account, (m) => m.RecoverPasswordPage, ['account']),
                },
                {
                  id: 'ResetPassword',
                  path: child('ResetPassword'),
                  lazy: page(deps, account, (m) => m.ResetPasswordPage, ['account']),
                },
                {
                  id: 'Checkout',
                  path: child('Checkout'),
                  lazy: page(
                    deps,
                    () => import('./pages/CheckoutPage'),
                    (m) => m.default,
                    ['checkout', 'account', 'cart'],
                  ),
                },
                {
                  id: 'Orders',
                  path: child('Orders'),
                  loader: requireLogin(deps),
                  lazy: page(
                    deps,
                    () => import('../features/enquiries/EnquiriesPage'),
                    (m) => m.default,
                    ['account', 'orderConfirmation'],
                  ),
                },
                {
                  id: 'OrderConfirmation',
                  path: child('OrderConfirmation'),
                  lazy: page(
                    deps,
                    () => import('../features/checkout/OrderConfirmationPage'),
                    (m) => m.default,
                    ['orderConfirmation', 'account', 'cart'],
                  ),
                },
                {
                  id: 'Success',
                  path: child('Success'),
                  lazy: page(
                    deps,
                    () => import('../features/checkout/SuccessPage'),
                    (m) => m.default,
                    ['orderConfirmation', 'account', 'cart'],
                  ),
                },
                {
                  id: 'Search',
                  path: child('Search'),
                  lazy: page(
                    deps,
                    () => import('../features/catalog/search/SearchPage'),
                    (m) => m.default,
                    ['search'],
                  ),
                },
                {
                  id: 'Contact',
                  path: child('Contact'),
                  lazy: page(
                    deps,
                    () => import('../features/contact/ContactPage'),
                    (m) => m.default,
                    ['contact'],
                  ),
                },
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
