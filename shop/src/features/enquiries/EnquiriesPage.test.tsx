import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { apiError } from '../../test/testAccount';
import { accountServer, findHeading } from '../../test/testSession';
import { testOrder } from '../../test/testOrder';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

/** Seven enquiries, newest first, served page by page like POST /order. */
function historyServer(count = 7) {
  const server = accountServer({ loggedIn: true });
  const orders = Array.from({ length: count }, (_, index) =>
    testOrder({ id: `o${index}`, orderNumber: String(10007 - index) }),
  );
  server.answers['readOrder post /order'] = (params: {
    body: { page?: number; limit: number; filter?: { value: string }[] };
  }) => {
    const { page = 1, limit, filter } = params.body;
    if (filter) {
      const found = orders.filter((order) => order.deepLinkCode === filter[0]?.value).slice(0, 1);
      return { orders: { elements: found, total: found.length }, paymentChangeable: [] };
    }
    const elements = orders.slice((page - 1) * limit, page * limit);
    return { orders: { elements, total: elements.length }, paymentChangeable: [] };
  };
  return server;
}

describe('enquiry history', () => {
  it('lists enquiries with their states and loads more until the end message', async () => {
    const user = userEvent.setup();
    renderShop('/shop/account/orders', historyServer().answers);
    await findHeading('My enquiries');
    const list = await screen.findByRole('list', { name: 'Your enquiries' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    const first = within(list).getByRole('article', { name: 'Enquiry 10007' });
    expect(first).toHaveTextContent('Delivery status');
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('€31.40');
    expect(within(first).getByText('PVC-5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(7));
    expect(screen.getByRole('status')).toHaveTextContent(
      'There were no more enquiries that could be loaded.',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('speaks German, with technical state names mapped', async () => {
    const server = historyServer(2);
    renderShop('/de/shop/account/orders', server.answers);
    await findHeading('Meine Anfragen');
    const article = await screen.findByRole('article', { name: 'Anfrage 10007' });
    expect(article).toHaveTextContent('Zahlungsstatus');
    expect(article).toHaveTextContent('Offen');
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });
});

describe('success page', () => {
  it('reads the enquiry by its deep-link code', async () => {
    const server = historyServer(1);
    renderShop('/shop/success/deep-1', server.answers);
    await findHeading('Thank you for your enquiry');
    expect(await screen.findByText('Enquiry number: 10007')).toBeInTheDocument();
    expect(screen.getByText(/confirmation of your enquiry by email/)).toBeInTheDocument();
    // Its own address, to reopen it later.
    expect(screen.getByText('You can reopen this enquiry later at this address:')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `${window.location.origin}/shop/success/deep-1` }),
    ).toHaveAttribute('href', '/shop/success/deep-1');
  });

  it("opens a guest's enquiry elsewhere with its email and zip code, never asking to log in", async () => {
    const user = userEvent.setup();
    const server = accountServer();
    const order = testOrder({ orderNumber: '10042' });
    server.answers['readOrder post /order'] = (params: { body: { email?: string; zipcode?: string } }) => {
      const { email, zipcode } = params.body;
      if (!email || !zipcode) return apiError(403, [{ code: 'CHECKOUT__GUEST_NOT_AUTHENTICATED' }]);
      if (email !== 'greta@example.com' || zipcode !== '24103')
        return apiError(403, [{ code: 'CHECKOUT__GUEST_WRONG_CREDENTIALS' }]);
      return { orders: { elements: [order], total: 1 }, paymentChangeable: [] };
    };
    renderShop('/de/shop/success/deep-1', server.answers);
    const email = await screen.findByRole('textbox', { name: 'E-Mail' });
    expect(screen.queryByText(/melden Sie sich an/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Anmelden' }),
    ).not.toBeInTheDocument();
    await user.type(email, 'greta@example.com');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '99999');
    await user.click(screen.getByRole('button', { name: 'Anfrage anzeigen' }));
    expect(
      await screen.findByText(
        'Zu dieser E-Mail-Adresse und PLZ passt keine Anfrage. Bitte prüfen Sie Ihre Eingabe.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'PLZ' }));
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '24103');
    await user.click(screen.getByRole('button', { name: 'Anfrage anzeigen' }));
    expect(await screen.findByText('Anfragenummer: 10042')).toBeInTheDocument();
  });

  it("asks for the login where the enquiry is a customer's", async () => {
    const server = accountServer();
    server.answers['readOrder post /order'] = () =>
      apiError(403, [{ code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }]);
    renderShop('/shop/success/deep-1', server.answers);
    expect(await screen.findByText('Please log in to see your enquiry.')).toBeInTheDocument();
  });
});
