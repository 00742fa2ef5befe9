import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationProvider } from '../i18n/useTranslation';
import { lazy, Suspense } from 'react';
import { matchRoutes, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../api/session';
import { createI18n } from '../i18n/createI18n';
import { createQueryClient } from '../api/services';
import { buildRoutes } from './routes';
import { PageErrorBoundary } from './RouteError';
import { TimeoutError } from './withTimeout';
import { createStoreApiTestDouble } from '../test/storeApiTestDouble';

const routes = buildRoutes({
  i18n: createI18n(),
  queryClient: createQueryClient(),
  client: createStoreApiTestDouble({}).client,
  storage: memoryStorage(),
});

/** The id of the deepest route matching a path, and its params. */
function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  return { id: last?.route.id, params: last?.params };
}

describe('route table', () => {
  it.each([
    ['/shop', 'ShopIndex'],
    ['/shop.html', 'ShopIndex'],
    ['/de/shop', 'ShopIndex'],
    ['/de-DE/shop', 'ShopIndex'],
    ['/shop/category', 'Home'],
    ['/en/shop/category/abc', 'Home'],
    ['/shop/product/p1', 'Product'],
    ['/de/shop.html/cart', 'Cart'],
    ['/shop/register', 'Register'],
    ['/shop/registration/confirm', 'RegistrationConfirm'],
    ['/shop/login', 'Login'],
    ['/shop/account', 'Account'],
    ['/shop/account/recover/password', 'RecoverPassword'],
    ['/shop/resetpassword', 'ResetPassword'],
    ['/shop/checkout', 'Checkout'],
    ['/de/shop/account/orders', 'Orders'],
    ['/shop/orderconfirmation', 'OrderConfirmation'],
    ['/shop/success/ABC123', 'Success'],
    ['/shop/error', 'Error'],
    ['/shop/no/such/page', 'ShopNotAvailable'],
    // Matched by the shop route's pattern; its loaders reject the segments with a 404 (not-available page).
    ['/somewhere/else/entirely', 'ShopNotAvailable'],
    ['/somewhere/else', 'ShopIndex'],
    ['/', 'HostIndex'],
  ])('%s → %s', (path, id) => {
    expect(leaf(path).id).toBe(id);
  });

  it('passes the language and the shop segment as params', () => {
    expect(leaf('/de/shop.html/cart').params).toMatchObject({ lang: 'de', shop: 'shop.html' });
    expect(leaf('/shop/category/abc').params).toMatchObject({ shop: 'shop', productListId: 'abc' });
    expect(leaf('/shop/success/XY').params).toMatchObject({ deepLinkCode: 'XY' });
  });
});

describe('a page chunk that times out', () => {
  it('ends on the error page with a retry button, not a blank screen', async () => {
    const i18n = createI18n('en-GB');
    await i18n.ready;
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Page = lazy(() => Promise.reject(new TimeoutError(120000)));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TranslationProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <PageErrorBoundary pathname="/">
            <Suspense fallback={<p>loading</p>}>
              <Page />
            </Suspense>
          </PageErrorBoundary>
        </MemoryRouter>
      </TranslationProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/took too long/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
    error.mockRestore();
    vi.unstubAllGlobals();
  });
});
