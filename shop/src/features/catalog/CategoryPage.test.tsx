import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop, shopAnswers } from '../../test/renderShop';
import { VARIANTS } from './testCatalog';
import { LISTING_INCLUDES } from './config';

const T2 = '2'.padEnd(32, 'a');
const T10 = '10'.padEnd(32, 'a');
const SMOOTH = 'c'.padEnd(32, 'a');

type ListingParams = { pathParams: { categoryId: string }; body: Record<string, unknown> };

function listingAnswers() {
  const product = Object.values(VARIANTS)[0];
  return shopAnswers({
    'readProductListing post /product-listing/{categoryId}': (params: ListingParams) => ({
      elements: [{ ...product, id: 'p1', childCount: 0 }],
      total: params.pathParams.categoryId === 'sheets' ? 13 : params.body.properties === T2 ? 3 : 30,
      page: params.body.p,
      limit: 24,
      sorting: params.body.order ?? 'name-asc',
      availableSortings: [
        { key: 'name-asc', label: 'Name A-Z', translated: { label: 'Name A-Z' }, priority: 2 },
        { key: 'price-asc', label: 'Price ascending', translated: { label: 'Price ascending' }, priority: 1 },
      ],
      aggregations: {
        properties: {
          entities: [
            {
              id: 'surface',
              name: 'Surface finish',
              position: 2,
              options: [{ id: SMOOTH, name: 'smooth' }],
            },
            {
              id: 'thickness',
              name: 'Thickness',
              position: 1,
              options: [
                { id: T10, name: '10' },
                { id: T2, name: '2' },
              ],
            },
          ],
        },
      },
      apiAlias: 'product_listing',
    }),
  });
}

const listingCalls = (shop: ReturnType<typeof renderShop>) =>
  shop.double.calls
    .filter((call) => call.operation.startsWith('readProductListing'))
    .map((call) => call.params as ListingParams);

describe('category page', () => {
  it('shows the category with its products, price with VAT and availability', async () => {
    const shop = renderShop('/shop/category/pvc?isCategoryView=true', listingAnswers());
    await shop.heading('PVC sheets');
    const card = (await screen.findByRole('heading', { level: 2, name: 'PE sheet' })).closest('article');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByRole('link', { name: 'PE sheet' })).toHaveAttribute('href', '/shop/product/p1');
    expect(inCard.getByText('€119.00')).toBeInTheDocument();
    expect(inCard.getByText('incl. 19% VAT')).toBeInTheDocument();
    expect(inCard.getByText('In stock')).toBeInTheDocument();
    expect(inCard.getByRole('img', { name: 'PE sheet, natural' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('30 products');
    expect(listingCalls(shop)[0]).toMatchObject({
      pathParams: { categoryId: 'pvc' },
      body: { p: 1, includes: LISTING_INCLUDES },
    });
  });

  it('offers a skip link past the filters and a disclosure button that says how many are chosen', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/category/pvc', listingAnswers());
    await shop.heading('PVC sheets');
    await screen.findByText('30 products');
    // The phone's disclosure button (hidden by CSS on wide screens): closed at first, names the chosen count.
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('group', { name: 'Thickness' }));
    expect(panel).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    await user.click(
      within(screen.getByRole('group', { name: 'Thickness' })).getByRole('checkbox', { name: '2' }),
    );
    await waitFor(() => expect(toggle).toHaveTextContent('Filters (1 chosen)'));

    // The skip link moves the focus to the product list, past every filter.
    await user.click(screen.getByRole('link', { name: 'Skip to products' }));
    const results = document.getElementById('spk-products');
    expect(results).toHaveFocus();
    expect(results).toContainElement(screen.getByRole('status'));
    expect(shop.router().state.location.hash).toBe('');
  });

  it("keeps the list on screen while a filter loads, but never shows another category's list", async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/category/pvc', listingAnswers(), { manual: true });
    const count = () => screen.queryByText(/^\d+ products?$/);
    while (!count()) {
      shop.double.flush();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(count()).toHaveTextContent('30 products');

    // A filter of the same list: the products stay until the filtered answer is there.
    await user.click(
      within(screen.getByRole('group', { name: 'Thickness' })).getByRole('checkbox', { name: '2' }),
    );
    await waitFor(() => expect(shop.double.pendingCount()).toBe(1));
    expect(count()).toHaveTextContent('30 products');
    shop.double.flush();
    await waitFor(() => expect(count()).toHaveTextContent('3 products'));

    // Another category: its heading shows with the loading state, not the PVC list and count.
    await act(() => shop.router().navigate('/shop/category/sheets'));
    await shop.heading('Sheets');
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(count()).toBeNull();
    await waitFor(() => expect(shop.double.pendingCount()).toBe(1));
    shop.double.flush();
    await waitFor(() => expect(count()).toHaveTextContent('13 products'));
  });

  it('keeps filters, sorting and page in the URL; a filter change goes back to page 1', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/category/pvc?p=2', listingAnswers());
    const thickness = await screen.findByRole('group', { name: 'Thickness' });
    expect(
      within(thickness)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['2', '10']);
    expect(listingCalls(shop)[0]?.body).toEqual({ includes: LISTING_INCLUDES, p: 2 });

    await user.click(within(thickness).getByRole('checkbox', { name: '10' }));
    await waitFor(() => expect(shop.router().state.location.search).toBe(`?properties=${T10}`));
    await waitFor(() =>
      expect(listingCalls(shop).at(-1)?.body).toEqual({ includes: LISTING_INCLUDES, p: 1, properties: T10 }),
    );
    expect(within(thickness).getByRole('checkbox', { name: '10' })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() =>
      expect(shop.router().state.location.search).toBe(`?properties=${T10}&order=price-asc`),
    );

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(listingCalls(shop).at(-1)?.body).toEqual({
        includes: LISTING_INCLUDES,
        p: 2,
        order: 'price-asc',
        properties: T10,
      }),
    );

    // Back restores the previous state from the URL.
    await shop.router().navigate(-1);
    await waitFor(() =>
      expect(shop.router().state.location.search).toBe(`?properties=${T10}&order=price-asc`),
    );
  });

  it('restores the filters of a reloaded URL and can remove them', async () => {
    const user = userEvent.setup();
    const shop = renderShop(`/de/shop/category/pvc?properties=${T2}|${SMOOTH}`, listingAnswers());
    const thickness = await screen.findByRole('group', { name: 'Thickness' });
    expect(within(thickness).getByRole('checkbox', { name: '2' })).toBeChecked();
    expect(listingCalls(shop)[0]?.body).toEqual({
      includes: LISTING_INCLUDES,
      p: 1,
      properties: [T2, SMOOTH].sort().join('|'),
    });
    await user.click(screen.getByRole('button', { name: 'Alle Filter entfernen' }));
    await waitFor(() => expect(shop.router().state.location.search).toBe(''));
  });
});
