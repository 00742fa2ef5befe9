import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop, shopAnswers, DE_ID } from '../test/renderShop';

describe('the shop shell', () => {
  it('shows the loading page, then the category list in English under /shop', async () => {
    const shop = renderShop('/shop', shopAnswers(), { manual: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the shop…');
    expect(screen.queryByRole('heading')).toBeNull();
    shop.double.flush(); // round 1
    // Round 2: the product list of the page and the six start-up calls, in parallel.
    await waitFor(() => expect(shop.double.pendingCount()).toBe(7));
    // The page's own request is the first of round 2 (after round 1's context and language calls).
    expect(shop.double.calls[2]?.operation).toBe('readProductListing post /product-listing/{categoryId}');
    shop.double.flush(); // round 2
    await shop.heading('Products');
    expect(shop.router().state.location.pathname).toBe('/shop/category');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Sheets' })).toHaveAttribute(
      'href',
      '/shop/category/sheets?isCategoryView=true',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/shop/login');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/shop/cart');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/shop/category');
  });

  it('renders German under /de with the German language id on round-2 calls', async () => {
    const shop = renderShop('/de/shop.html/cart');
    await shop.heading('Warenkorb');
    expect(screen.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toHaveAttribute(
      'href',
      '/de/shop/cart',
    );
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();
    const navigationCall = shop.double.calls.find((call) => call.operation.startsWith('readNavigation'));
    expect(navigationCall?.headers['sw-language-id']).toBe(DE_ID);
    expect(shop.container.querySelector('[lang="de-DE"]')).not.toBeNull();
  });

  it('canonicalises /de-DE/shop to /de/shop/category', async () => {
    const shop = renderShop('/de-DE/shop');
    await shop.heading('Produkte');
    expect(shop.router().state.location.pathname).toBe('/de/shop/category');
  });

  it('marks the active category and offers a way back inside child categories', async () => {
    const shop = renderShop('/shop/category/pvc');
    await shop.heading('PVC sheets');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'PVC sheets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(categories).getByRole('link', { name: 'Back to all categories' })).toHaveAttribute(
      'href',
      '/shop/category?isCategoryView=true',
    );
  });

  it('shows the not-available page for unknown paths, in both languages', async () => {
    const english = renderShop('/shop/no/such/page');
    await english.heading('This page is not available');
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shop/category');
    english.unmount();

    const german = renderShop('/de/shop/gibt-es-nicht');
    await german.heading('Diese Seite ist nicht verfügbar');
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' })).toHaveAttribute(
      'href',
      '/de/shop/category',
    );
    german.unmount();

    const unknownPrefix = renderShop('/fr/shop/cart');
    await unknownPrefix.heading('This page is not available');
    unknownPrefix.unmount();

    const notShop = renderShop('/somewhere/else');
    await notShop.heading('This page is not available');
  });

  it('sends a guest from a login-only route to the login page', async () => {
    const shop = renderShop('/de/shop/account/orders');
    await waitFor(() => expect(shop.router().state.location.pathname).toBe('/de/shop/login'));
    await shop.heading('Anmelden');
    expect(shop.router().state.location.pathname).toBe('/de/shop/login');
  });

  it('lets a logged-in customer into the account and shows the account icon', async () => {
    const customer = { id: 'c1', guest: false, firstName: 'Erika' };
    const shop = renderShop(
      '/shop/account',
      shopAnswers({
        'readContext get /context': { token: 't', customer },
        'readCustomer post /account/customer': customer,
      }),
    );
    await shop.heading('My account');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/shop/account');
  });

  it('leaves the focus at the top through the redirects of the first load (/shop → the category list)', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop');
    const heading = await shop.heading('Products');
    expect(shop.router().state.location.pathname).not.toBe('/shop');
    await new Promise((resolve) => setTimeout(resolve, 100)); // focusHeading would act within a few frames
    expect(heading).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('switches the language on the same page and moves focus to the new heading', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/cart');
    await shop.heading('Cart');
    await user.click(screen.getByRole('link', { name: 'Deutsch' }));
    const heading = await shop.heading('Warenkorb');
    expect(shop.router().state.location.pathname).toBe('/de/shop/cart');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  });
});
