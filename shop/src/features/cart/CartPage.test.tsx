import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/types';
import { renderShop, shopAnswers } from '../../test/renderShop';
import { SHOPWARE_PROMOTION_CART } from '../../test/shopwarePromotionCart';
import { lineA, lineB, PRODUCT_A, stockReached, testCart } from '../../test/testCart';

/** The shop on the cart page with a test cart; line-item operations answer from `answers`. */
function renderCart(path: string, cart: Cart, answers: Record<string, unknown> = {}) {
  return renderShop(path, shopAnswers({ 'readCart get /checkout/cart': cart, ...answers }));
}

const line = (name: string) => {
  const item = screen.getAllByRole('listitem').find((entry) => within(entry).queryByRole('link', { name }));
  if (!item) throw new Error(`no cart line ${name}`);
  return within(item);
};

const total = (label: string) => {
  const term = screen.getAllByRole('term').find((entry) => entry.textContent === label);
  return term?.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
};

describe('cart page', () => {
  it('shows every line and the figures, formatted for English', async () => {
    const cart = testCart([lineA(2), lineB(1)]);
    renderCart('/shop/cart', cart);
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const pe = line('PE sheet');
    expect(pe.getByRole('link', { name: 'PE sheet' })).toHaveAttribute('href', `/shop/product/${PRODUCT_A}`);
    expect(pe.getByRole('img', { name: 'PE sheet cover' })).toBeInTheDocument();
    expect(pe.getByText('Thickness')).toBeInTheDocument();
    expect(pe.getByText('5 mm')).toBeInTheDocument();
    expect(pe.getByText('PE-5-S')).toBeInTheDocument();
    expect(pe.getByText('€119.00')).toBeInTheDocument();
    expect(pe.getByText('€238.00')).toBeInTheDocument();
    expect(pe.getByText('5 kg')).toBeInTheDocument();
    expect(pe.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(pe.getByRole('button', { name: 'Remove PE sheet' })).toBeInTheDocument();
    expect(line('PVC sheet').getAllByText('€1,234.56')).toHaveLength(2); // price and total price

    expect(total('Subtotal')).toBe('€1,472.56');
    // The shipping costs name the method they belong to (none has been chosen yet).
    expect(total('Shipping costs (Parcel)')).toBe('€5.95');
    expect(total('Total net amount')).toBe(`€${cart.price.netPrice.toLocaleString('en-GB')}`);
    expect(total('VAT 19%')).toBe(`€${cart.price.calculatedTaxes[0]?.tax.toLocaleString('en-GB')}`);
    expect(total('Total')).toBe('€1,478.51');
    expect(total('Total weight')).toBe('9.2 kg');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/shop/checkout',
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('speaks German with German number formats', async () => {
    renderCart('/de/shop/cart', testCart([lineB(1)]));
    await screen.findByRole('heading', { level: 1, name: 'Warenkorb' });
    const pvc = line('PVC sheet');
    expect(pvc.getAllByText('1.234,56 €')).toHaveLength(2);
    expect(pvc.getByRole('spinbutton', { name: 'Menge' })).toBeInTheDocument();
    expect(pvc.getByRole('button', { name: 'PVC sheet entfernen' })).toBeInTheDocument();
    expect(total('Versandkosten (Parcel)')).toBe('5,95 €');
    expect(total('Gesamtsumme')).toBe('1.240,51 €');
    expect(total('Gesamtgewicht')).toBe('4,2 kg');
    expect(screen.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeInTheDocument();
  });

  it('has an empty state with a way back to the store', async () => {
    renderCart('/shop/cart', testCart([]));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shop/category');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });

  it('changes a quantity and the badge follows', async () => {
    const user = userEvent.setup();
    const shop = renderCart('/shop/cart', testCart([lineA(2)]), {
      'updateLineItem patch /checkout/cart/line-item': testCart([lineA(3)]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const quantity = line('PE sheet').getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    expect(await screen.findByText('The quantity of PE sheet is now 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(line('PE sheet').getByText('€357.00')).toBeInTheDocument();
    expect(shop.double.calls.at(-1)?.params).toEqual({ body: { items: [{ id: PRODUCT_A, quantity: 3 }] } });
  });

  it('refuses a quantity above the stock without sending it, and says why', async () => {
    const user = userEvent.setup();
    const shop = renderCart('/shop/cart', testCart([lineA(2)]));
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const quantity = line('PE sheet').getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '11'); // 10 in stock
    await user.click(line('PE sheet').getByRole('button', { name: 'Update the quantity of PE sheet' }));
    expect(
      await line('PE sheet').findByText(
        'The chosen quantity is greater than the available stock (in stock: 10).',
      ),
    ).toBeInTheDocument();
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(shop.double.calls.some((call) => call.operation.startsWith('updateLineItem'))).toBe(false);
    expect(line('PE sheet').getByText('€238.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('shows the server cart when the server still reduces a quantity, and says why (German)', async () => {
    const user = userEvent.setup();
    // The stock fell meanwhile: the line still says 10, the server reduces the closeout to 4.
    renderCart('/de/shop/cart', testCart([lineA(2)]), {
      'updateLineItem patch /checkout/cart/line-item': testCart(
        [lineA(4)],
        stockReached(PRODUCT_A, 'PE sheet', 4),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Warenkorb' });
    const quantity = line('PE sheet').getByRole('spinbutton', { name: 'Menge' });
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.click(line('PE sheet').getByRole('button', { name: 'Menge von PE sheet aktualisieren' }));
    expect(
      await line('PE sheet').findByText(
        'Von PE sheet können nur 4 bestellt werden: Die gewählte Menge ist größer als der verfügbare Bestand.',
      ),
    ).toBeInTheDocument();
    // What a reload shows: line, totals, weight and badge at the server's 4.
    await waitFor(() => expect(quantity).toHaveValue(4));
    expect(line('PE sheet').getAllByText('476,00 €').length).toBeGreaterThan(0);
    expect(total('Gesamtgewicht')).toBe('10 kg');
    expect(screen.getByRole('link', { name: 'Warenkorb, 4 Artikel' })).toBeInTheDocument();
  });

  it('shows a promotion of a real Shopware cart by label and amount, explaining the total', async () => {
    renderCart('/shop/cart', SHOPWARE_PROMOTION_CART);
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    const others = within(screen.getByRole('list', { name: 'Promotions and other items' }));
    expect(others.getByText('Summer sale 10 %')).toBeInTheDocument();
    expect(others.getByText('(Promotion)')).toBeInTheDocument();
    expect(others.getByText('-€1.79')).toBeInTheDocument();
    expect(line('PTFE round rod 20 mm').getAllByText('€17.90')).toHaveLength(2);
    expect(total('Subtotal')).toBe('€16.11');
    expect(total('Total')).toBe('€16.11');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows no weight for a variant without one, and says the total leaves it out', async () => {
    const weightless = lineB(1);
    weightless.deliveryInformation = {
      ...weightless.deliveryInformation!,
      weight: null as unknown as number,
    };
    renderCart('/shop/cart', testCart([lineA(2), weightless]));
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    expect(line('PVC sheet').getByText('Not given')).toBeInTheDocument();
    expect(line('PVC sheet').queryByText('0 kg')).toBeNull();
    expect(total('Total weight')).toBe('5 kg, not counting 1 item without a weight');
  });

  it('removes a line and moves the focus to the next line, then to the heading', async () => {
    const user = userEvent.setup();
    const answers = [testCart([lineB(1)]), testCart([])];
    renderCart('/shop/cart', testCart([lineA(2), lineB(1)]), {
      'removeLineItem post /checkout/cart/line-item/delete': () => answers.shift(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await user.click(line('PE sheet').getByRole('button', { name: 'Remove PE sheet' }));
    expect(await screen.findByText('PE sheet was removed from the cart.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PE sheet' })).toBeNull();
    expect(line('PVC sheet').getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus();

    await user.click(line('PVC sheet').getByRole('button', { name: 'Remove PVC sheet' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus();
  });

  it('shows in one tab the change made in another (same session) without a reload', async () => {
    const user = userEvent.setup();
    const answers = { 'updateLineItem patch /checkout/cart/line-item': testCart([lineA(5)]) };
    const tabA = renderCart('/shop/cart', testCart([lineA(2)]), answers);
    const tabB = renderCart('/shop/cart', testCart([lineA(2)]), answers);
    for (const tab of [tabA, tabB]) {
      (tab.double.client.defaultHeaders as Record<string, unknown>)['sw-context-token'] = 'same-session';
    }
    await waitFor(() => expect(screen.getAllByRole('spinbutton', { name: 'Quantity' })).toHaveLength(2));
    const [inA, inB] = screen.getAllByRole('spinbutton', { name: 'Quantity' });
    if (!inA || !inB) throw new Error('two tabs expected');
    await user.clear(inA);
    await user.type(inA, '5{Enter}');
    await waitFor(() => expect(inB).toHaveValue(5));
    expect(screen.getAllByRole('link', { name: 'Cart, 5 items' })).toHaveLength(2);
  });
});
