import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShop, shopAnswers } from '../../../test/renderShop';
import { LISTING_INCLUDES } from '../config';
import { IDS, VARIANTS } from '../testCatalog';

type Body = { body: Record<string, unknown> };

const SORTINGS = [
  { key: 'name-asc', label: 'Name A-Z', translated: { label: 'Name A-Z' }, priority: 2 },
  { key: 'price-asc', label: 'Price ascending', translated: { label: 'Price ascending' }, priority: 1 },
];

/** The Store API's search answers: "pe" finds the sheet's variants, anything else nothing. */
function searchAnswers() {
  const found = (term: unknown) =>
    String(term).toLowerCase().startsWith('pe') ? Object.values(VARIANTS) : [];
  const listing = ({ body }: Body, limit: number) => {
    const elements = found(body.search).slice(0, limit);
    return {
      elements,
      total: found(body.search).length,
      page: body.p ?? 1,
      limit,
      sorting: body.order ?? 'name-asc',
      availableSortings: SORTINGS,
      aggregations: {},
      apiAlias: 'product_listing',
    };
  };
  return shopAnswers({
    'readProductListing post /product-listing/{categoryId}': (params: Body) => listing(params, 24),
    'searchSuggest post /search-suggest': (params: Body) => listing(params, Number(params.body.limit)),
    'searchPage post /search': (params: Body) => listing(params, 24),
  });
}

const callsOf = (shop: ReturnType<typeof renderShop>, operation: string) =>
  shop.double.calls.filter((call) => call.operation === operation).map((call) => (call.params as Body).body);

// Whole-shop renders with typing and a debounce: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
/** The suggestions' module loads on the first focus, their request after the debounce. */
const SLOW = { timeout: 8000 };

describe('search field', () => {
  it('suggests products with name, options and price after a pause in typing; arrows and Enter open one', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/category', searchAnswers());
    await shop.heading('Products');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    expect(screen.getByRole('search')).toContainElement(field);
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'p');
    await user.type(field, 'e');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' }, SLOW);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    // One request for the pause after "pe", none for "p" (too short).
    expect(callsOf(shop, 'searchSuggest post /search-suggest')).toEqual([
      expect.objectContaining({ search: 'pe', limit: 5 }),
    ]);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(5); // four products and "show all"
    expect(options[0]).toHaveTextContent('PE sheet');
    expect(options[0]).toHaveTextContent('2, smooth');
    expect(options[0]).toHaveTextContent('€119.00');
    expect(options[4]).toHaveTextContent('Show all results for “pe”');
    expect(screen.getByText('4 products found')).toHaveAttribute('role', 'status');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shop.router().state.location.pathname).toBe(`/shop/product/${IDS.v5s}`));
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, clears with a second Escape', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/category', searchAnswers());
    await shop.heading('Products');
    const field = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(field, 'pe');
    await screen.findByRole('listbox', {}, SLOW);
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('pe');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
  });

  it('opens the results page with Enter: heading with the term, the list sorted and paged in the URL', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/category', searchAnswers());
    await shop.heading('Products');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  pe  {Enter}');
    const heading = await shop.heading('Search results for “pe”');
    expect(shop.router().state.location.search).toBe('?search=pe');
    expect(
      await screen.findAllByRole('heading', { level: 2, name: 'PE sheet' }, { timeout: 3000 }),
    ).toHaveLength(4);
    expect(screen.getAllByRole('status').some((node) => node.textContent === '4 products')).toBe(true);
    expect(callsOf(shop, 'searchPage post /search').at(-1)).toEqual({
      search: 'pe',
      p: 1,
      includes: LISTING_INCLUDES,
    });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    await waitFor(() => expect(shop.router().state.location.search).toBe('?search=pe&order=price-asc'));
    await waitFor(() =>
      expect(callsOf(shop, 'searchPage post /search').at(-1)).toMatchObject({
        search: 'pe',
        order: 'price-asc',
      }),
    );
    expect(heading).toBeInTheDocument();
  });

  it('shows "show all results" as an option that opens the results page', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/de/shop/category', searchAnswers());
    await shop.heading('Produkte');
    const field = screen.getByRole('combobox', { name: 'Produkte suchen' });
    await user.type(field, 'pe');
    await user.click(await screen.findByRole('option', { name: 'Alle Ergebnisse für „pe“ anzeigen' }, SLOW));
    await shop.heading('Suchergebnisse für „pe“');
    expect(shop.router().state.location.pathname).toBe('/de/shop/search');
    expect(field).toHaveValue('pe');
  });
});

describe('search results page', () => {
  it('says so when nothing matches (German) and asks for a term when there is none', async () => {
    const shop = renderShop('/de/shop/search?search=xyz', searchAnswers());
    await shop.heading('Suchergebnisse für „xyz“');
    expect(await screen.findByText('Keine Produkte passen zu „xyz“.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Produkte suchen' })).toHaveValue('xyz');

    const empty = renderShop('/shop/search', searchAnswers());
    await empty.heading('Search');
    expect(
      screen.getByText('Enter a product name, material or product number in the search field.'),
    ).toBeInTheDocument();
    expect(callsOf(empty, 'searchPage post /search')).toEqual([]);
  });
});
