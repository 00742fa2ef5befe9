import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop, shopAnswers } from '../../test/renderShop';
import { catalogAnswers, CONFIGURATOR, IDS, VARIANTS } from './testCatalog';

const answers = (extra: Record<string, unknown> = {}) => shopAnswers({ ...catalogAnswers(), ...extra });

/** A cart answer holding `quantity` of one product (the badge counts product quantities). */
const addedCart = (productId: string, quantity: number) => ({
  apiAlias: 'cart',
  price: { netPrice: 0, totalPrice: 0, positionPrice: 0, calculatedTaxes: [] },
  lineItems: [{ id: productId, referencedId: productId, type: 'product', quantity, label: 'PE sheet' }],
  errors: [],
});
const group = (name: string) => screen.getByRole('group', { name });

/** The product page with its content: the heading shows first, the rest renders in the background after it. */
async function productShown(name: string) {
  await screen.findByRole('heading', { level: 1, name });
  await screen.findByRole('button', { name: /^(Add to cart|In den Warenkorb)$/ });
}

describe('product page', () => {
  it('loads the detail in start-up round 2 and shows the chosen variant', async () => {
    const shop = renderShop(`/shop/product/${IDS.v2s}`, answers(), { manual: true });
    shop.double.flush(); // round 1
    await waitFor(() => expect(shop.double.pendingCount()).toBe(7));
    // The page's own request is the first of round 2 (after round 1's context and language calls).
    expect(shop.double.calls[2]?.operation).toBe('readProductDetail post /product/{productId}');
    // Without the product's CMS layout (most of the answer's bytes), with the options' groups.
    expect(shop.double.calls[2]?.params).toMatchObject({
      body: {
        excludes: { product: ['cmsPage'] },
        associations: { options: { associations: { group: {} } } },
      },
    });
    shop.double.flush(); // round 2
    await productShown('PE sheet');
    // The selection index loads after the detail.
    await waitFor(() => expect(shop.double.pendingCount()).toBe(1));
    shop.double.flush();

    const thickness = group('Thickness');
    expect(
      within(thickness)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['2', '5', '10']);
    expect(within(thickness).getByRole('radio', { name: '2' })).toBeChecked();
    expect(within(group('Surface finish')).getByRole('radio', { name: 'smooth' })).toBeChecked();
    expect(screen.getByText('€119.00')).toBeInTheDocument();
    expect(screen.getByText('incl. 19% VAT')).toBeInTheDocument();
    expect(screen.getByText('€100.00')).toBeInTheDocument();
    expect(screen.getByText('In stock: 4')).toBeInTheDocument();
    expect(screen.getByText('2.5 kg')).toBeInTheDocument();
    expect(screen.getByText('3–5 days')).toBeInTheDocument();
    expect(screen.getByText('± 0.2 mm')).toBeInTheDocument();
    expect(screen.getByText('Robust polyethylene')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PE sheet, natural' })).toBeInTheDocument();
  });

  it('moves to the nearest existing variant, replaces the URL and keeps the focus', async () => {
    const user = userEvent.setup();
    const shop = renderShop(`/shop/product/${IDS.v2s}`, answers());
    await productShown('PE sheet');
    await waitFor(() =>
      expect(shop.double.calls.some((c) => c.operation === 'readProduct post /product')).toBe(true),
    );

    const ten = within(group('Thickness')).getByRole('radio', { name: '10' });
    await user.click(ten);
    // 10 mm exists only embossed: the surface finish follows.
    await waitFor(() => expect(shop.router().state.location.pathname).toBe(`/shop/product/${IDS.v10e}`));
    expect(shop.router().state.historyAction).toBe('REPLACE');
    await screen.findByText('In stock: 2');
    expect(within(group('Surface finish')).getByRole('radio', { name: 'embossed' })).toBeChecked();
    expect(ten).toHaveFocus();

    await user.click(within(group('Thickness')).getByRole('radio', { name: '5' }));
    await waitFor(() => expect(shop.router().state.location.pathname).toBe(`/shop/product/${IDS.v5e}`));
    await user.click(within(group('Surface finish')).getByRole('radio', { name: 'smooth' }));
    await waitFor(() => expect(shop.router().state.location.pathname).toBe(`/shop/product/${IDS.v5s}`));
    await screen.findByText('New production on demand');
  });

  it('asks for a variant first when opened by the parent id', async () => {
    const user = userEvent.setup();
    renderShop(`/de/shop/product/${IDS.parent}`, answers());
    await productShown('PE sheet');
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Bitte wählen Sie zuerst eine Variante aus')).toBeInTheDocument();
  });

  it('finds a variant with the lookup when the selection index is not there yet', async () => {
    const user = userEvent.setup();
    const catalog = catalogAnswers();
    const search = catalog['readProduct post /product'] as (params: unknown) => unknown;
    const shop = renderShop(`/shop/product/${IDS.parent}`, {
      ...answers(),
      // The variant search behind the selection index fails; the lookup (limit 1) still answers.
      'readProduct post /product': (params: { body: { limit: number } }) => {
        if (params.body.limit !== 1) throw Object.assign(new Error('unavailable'), { status: 503 });
        return search(params);
      },
    });
    await productShown('PE sheet');
    await user.click(within(group('Thickness')).getByRole('radio', { name: '10' }));
    await user.click(within(group('Surface finish')).getByRole('radio', { name: 'embossed' }));
    await waitFor(() => expect(shop.router().state.location.pathname).toBe(`/shop/product/${IDS.v10e}`));
    const lookup = shop.double.calls.filter((call) => call.operation === 'readProduct post /product').at(-1);
    expect(lookup?.params).toMatchObject({
      body: {
        limit: 1,
        filter: [
          { type: 'equals', field: 'parentId', value: IDS.parent },
          { type: 'equals', field: 'optionIds', value: IDS.t10 },
          { type: 'equals', field: 'optionIds', value: IDS.embossed },
        ],
      },
    });
  });

  it('validates the quantity against the available stock', async () => {
    const user = userEvent.setup();
    renderShop(
      `/shop/product/${IDS.v2s}`,
      answers({ 'addLineItem post /checkout/cart/line-item': addedCart(IDS.v2s, 6) }),
    );
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('The chosen quantity is greater than the available stock'),
    ).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to the cart.')).toBeInTheDocument();
  });

  it('counts what the cart holds: 4 in stock and 4 in the cart, 1 more is refused and not sent', async () => {
    const user = userEvent.setup();
    const shop = renderShop(
      `/shop/product/${IDS.v2s}`,
      answers({ 'readCart get /checkout/cart': addedCart(IDS.v2s, 4) }),
    );
    await productShown('PE sheet');
    expect(screen.getByText('In stock: 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('The chosen quantity is greater than the available stock'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your cart already holds 4 of it; 4 are in stock.')).toBeInTheDocument();
    expect(shop.double.calls.some((call) => call.operation.startsWith('addLineItem'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });

  it('shows a closeout without stock as not available, with no way to add it (German too)', async () => {
    const soldOut = {
      ...VARIANTS[IDS.v2s],
      availableStock: 0,
      stock: 0,
      isCloseout: true,
      calculatedMaxPurchase: 0,
    };
    const detail = () => ({ product: soldOut, configurator: CONFIGURATOR, apiAlias: 'product_detail' });
    renderShop(
      `/de/shop/product/${IDS.v2s}`,
      answers({ 'readProductDetail post /product/{productId}': detail }),
    );
    await screen.findByRole('heading', { level: 1, name: 'PE sheet' });
    expect(await screen.findByText('Nicht verfügbar')).toBeInTheDocument();
    expect(screen.queryByText('Neuproduktion auf Anfrage')).toBeNull();
    expect(
      screen.getByText(
        'Diese Variante ist ausverkauft und kann nicht bestellt werden. Bitte wählen Sie eine andere Variante.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull();
  });

  it('adds to the cart: the badge count changes and pulses', async () => {
    const user = userEvent.setup();
    const shop = renderShop(
      `/shop/product/${IDS.v2s}`,
      answers({ 'addLineItem post /checkout/cart/line-item': addedCart(IDS.v2s, 5) }),
    );
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    const badge = screen
      .getByRole('link', { name: 'Cart, 2 items' })
      .querySelector('[aria-hidden="true"]:last-child');
    expect(badge).not.toHaveClass('pulse');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to the cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(badge).toHaveClass('pulse');
    expect(shop.double.calls.find((c) => c.operation.startsWith('addLineItem'))?.params).toEqual({
      body: { items: [{ id: IDS.v2s, referencedId: IDS.v2s, type: 'product', quantity: 3 }] },
    });
  });

  it('reports an add with cart errors as failed, with the reason in German', async () => {
    const user = userEvent.setup();
    const refused = {
      ...addedCart(IDS.v2s, 4),
      errors: {
        [`product-stock-reached${IDS.v2s}`]: {
          id: IDS.v2s,
          message: 'The product PE sheet is only available 4 times',
          code: 0,
          key: `product-stock-reached${IDS.v2s}`,
          level: 10,
          messageKey: 'product-stock-reached',
          parameters: { name: 'PE sheet', quantity: 4 },
        },
      },
    };
    renderShop(
      `/de/shop/product/${IDS.v2s}`,
      answers({ 'addLineItem post /checkout/cart/line-item': refused }),
    );
    await screen.findByRole('spinbutton', { name: 'Menge' });
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(
      await screen.findByText(
        'Von PE sheet können nur 4 bestellt werden: Die gewählte Menge ist größer als der verfügbare Bestand.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/only available/)).toBeNull();
    // The page shows the server's cart (what a reload shows): the quantity it reduced to 4.
    expect(screen.getByRole('link', { name: 'Warenkorb, 4 Artikel' })).toBeInTheDocument();
  });

  it('blocks the documents until the download confirmation is ticked', async () => {
    const user = userEvent.setup();
    renderShop(`/shop/product/${IDS.v2s}`, answers());
    await productShown('PE sheet');
    const blocked = screen.getByRole('link', { name: 'Technical data sheet' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'ATEX' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I confirm that I will read the documents/ }));
    expect(screen.getByRole('link', { name: 'Technical data sheet' })).toHaveAttribute(
      'href',
      'https://shop.test/docs/pe-datasheet.pdf',
    );
    expect(screen.getByRole('link', { name: 'FDA conformity' })).toHaveAttribute(
      'href',
      'https://shop.test/docs/pe-fda.pdf',
    );
  });

  it('says so when no store URL is configured', async () => {
    const shop = renderShop(`/shop/product/${IDS.v2s}`, answers(), { baseURL: '' });
    await shop.heading('The product could not be loaded');
    expect(screen.getByText('Shop URL misconfigured. Check axios configuration')).toBeInTheDocument();
  });
});
