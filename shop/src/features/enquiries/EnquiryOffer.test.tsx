import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { apiError } from '../../test/testAccount';
import { accountServer, findHeading } from '../../test/testSession';
import { testOffer, testOrder } from '../../test/testOrder';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

/** One enquiry in the history, with the offer given (none: like a real Shopware) and the offer routes. */
function offerServer(offer: Record<string, unknown> | null) {
  const server = accountServer({ loggedIn: true });
  const order = testOrder({
    orderNumber: '10007',
    stateMachineState: { technicalName: 'open', name: 'Open' },
    ...(offer ? { extensions: { offer } } : {}),
  });
  server.answers['readOrder post /order'] = () => ({
    orders: { elements: [order], total: 1 },
    paymentChangeable: [],
  });
  const answered = (state: string, orderState: string) => (params: { body: { orderId: string } }) => ({
    orderId: params.body.orderId,
    offer: { ...offer, state },
    stateMachineState: { technicalName: orderState, name: 'whatever the server calls it' },
  });
  server.answers['acceptOffer post /order/offer/accept'] = vi.fn(answered('accepted', 'in_progress'));
  server.answers['declineOffer post /order/offer/decline'] = vi.fn(answered('declined', 'open'));
  return server;
}

const offerSection = () => screen.findByRole('region', { name: /^(Our offer|Unser Angebot)$/ });

describe('the enquiry history without offers (a real Shopware)', () => {
  it('shows the state in words and nothing of offers', async () => {
    renderShop('/shop/account/orders', offerServer(null).answers);
    const article = await screen.findByRole('article', { name: 'Enquiry 10007' });
    expect(within(article).getByText('Status').nextSibling).toHaveTextContent('Open');
    expect(screen.queryByRole('region', { name: 'Our offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
  });

  it('names every state from its technical name, in German too', async () => {
    const server = accountServer({ loggedIn: true });
    const states = ['open', 'in_progress', 'completed', 'cancelled'];
    server.answers['readOrder post /order'] = () => ({
      orders: {
        elements: states.map((technicalName, index) =>
          testOrder({
            id: `o${index}`,
            orderNumber: `1000${index}`,
            stateMachineState: { technicalName, name: 'server name' },
          }),
        ),
        total: 4,
      },
      paymentChangeable: [],
    });
    renderShop('/de/shop/account/orders', server.answers);
    await findHeading('Meine Anfragen');
    const words = ['Offen', 'In Bearbeitung', 'Abgeschlossen', 'Storniert'];
    for (const [index, word] of words.entries()) {
      const article = await screen.findByRole('article', { name: `Anfrage 1000${index}` });
      expect(within(article).getByText('Status').nextSibling).toHaveTextContent(word);
    }
    expect(screen.queryByText('server name')).not.toBeInTheDocument();
  });
});

describe('an offer in the enquiry history', () => {
  it('shows lines with list and offer prices, discount, total, dates and the message as text', async () => {
    renderShop('/shop/account/orders', offerServer(testOffer()).answers);
    const offer = await offerSection();
    expect(offer).toHaveTextContent('This offer is valid until 30 April 2099.');
    const table = within(offer).getByRole('table', { name: 'Offered prices' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ProductQuantityList priceOffer priceTotal');
    expect(rows[1]).toHaveTextContent('PVC sheetPVC-5 · Thickness: 5 mm2€10.00€8.00€16.00');
    expect(rows[2]).toHaveTextContent('PE rod1€5.50€5.50€5.50');
    expect(offer).toHaveTextContent('Subtotal€21.50');
    expect(offer).toHaveTextContent('Discount (10%)−€2.15');
    expect(offer).toHaveTextContent('Shipping€5.90');
    expect(offer).toHaveTextContent('Offer total€25.25');
    expect(offer).toHaveTextContent('Incl. VAT (19%)€4.03');
    expect(offer).toHaveTextContent('Delivery date4 May 2099');
    expect(offer).toHaveTextContent('Valid until30 April 2099');
    expect(within(offer).getByText(/^Dear Erika,/)).toHaveTextContent(
      'Dear Erika, thank you for your enquiry.',
    );
    expect(offer.querySelector('b, script')).toBeNull();
    expect(within(offer).getByRole('button', { name: 'Download offer (PDF)' })).toBeInTheDocument();
  });

  it('accepts after the confirm step: the enquiry becomes an order', async () => {
    const user = userEvent.setup();
    const server = offerServer(testOffer());
    renderShop('/shop/account/orders', server.answers);
    const offer = await offerSection();
    await user.click(within(offer).getByRole('button', { name: 'Accept offer' }));
    // Nothing sent yet: the confirm step says what accepting means, and has the focus.
    expect(server.answers['acceptOffer post /order/offer/accept']).not.toHaveBeenCalled();
    const confirm = within(offer).getByRole('button', { name: 'Yes, order bindingly' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(
      'Accepting the offer turns your enquiry into a binding order at the offered prices.',
    );
    // Back returns to the buttons.
    await user.click(within(offer).getByRole('button', { name: 'Back' }));
    expect(within(offer).getByRole('button', { name: 'Accept offer' })).toHaveFocus();
    await user.click(within(offer).getByRole('button', { name: 'Accept offer' }));
    await user.click(within(offer).getByRole('button', { name: 'Yes, order bindingly' }));

    const done = await within(offer).findByText(/^Thank you! You accepted the offer/);
    expect(done).toHaveFocus();
    expect(server.answers['acceptOffer post /order/offer/accept']).toHaveBeenCalledWith({
      body: { orderId: 'o1' },
    });
    const article = screen.getByRole('article', { name: 'Order 10007' });
    expect(within(article).getByText('Status').nextSibling).toHaveTextContent('Order in progress');
    expect(offer).toHaveTextContent('You accepted this offer: your enquiry is now a binding order.');
    expect(within(offer).queryByRole('button', { name: /Accept offer|Decline offer/ })).toBeNull();
  });

  it('declines in German', async () => {
    const user = userEvent.setup();
    const server = offerServer(testOffer());
    renderShop('/de/shop/account/orders', server.answers);
    const offer = await offerSection();
    expect(offer).toHaveTextContent('Dieses Angebot gilt bis zum 30. April 2099.');
    expect(offer).toHaveTextContent('Rabatt (10 %)−2,15 €');
    expect(offer).toHaveTextContent('Angebotssumme25,25 €');
    expect(offer).toHaveTextContent('Inkl. MwSt. (19 %)4,03 €');
    await user.click(within(offer).getByRole('button', { name: 'Angebot ablehnen' }));
    expect(await within(offer).findByText('Sie haben dieses Angebot abgelehnt.')).toBeInTheDocument();
    expect(server.answers['declineOffer post /order/offer/decline']).toHaveBeenCalledWith({
      body: { orderId: 'o1' },
    });
    expect(screen.getByRole('article', { name: 'Anfrage 10007' })).toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Angebot annehmen' })).toBeNull();
  });

  it.each([
    ['en', 'PLASTICS__OFFER_EXPIRED', 'This offer has expired and can no longer be accepted.'],
    ['en', 'PLASTICS__OFFER_NOT_PENDING', 'This offer has already been answered or replaced.'],
    ['de', 'PLASTICS__OFFER_EXPIRED', 'Dieses Angebot ist abgelaufen und kann nicht mehr angenommen werden.'],
    ['de', 'PLASTICS__OFFER_NOT_PENDING', 'Dieses Angebot wurde bereits beantwortet oder ersetzt.'],
  ])('tells a refusal next to the buttons (%s, %s)', async (lang, code, text) => {
    const user = userEvent.setup();
    const server = offerServer(testOffer());
    server.answers['acceptOffer post /order/offer/accept'] = apiError(400, [{ code }]);
    renderShop(lang === 'de' ? '/de/shop/account/orders' : '/shop/account/orders', server.answers);
    const offer = await offerSection();
    await user.click(within(offer).getByRole('button', { name: /^(Accept offer|Angebot annehmen)$/ }));
    await user.click(
      within(offer).getByRole('button', { name: /^(Yes, order bindingly|Ja, verbindlich bestellen)$/ }),
    );
    expect(await within(offer).findByRole('alert')).toHaveTextContent(text);
  });

  it('tells a network failure', async () => {
    const user = userEvent.setup();
    const server = offerServer(testOffer());
    server.answers['declineOffer post /order/offer/decline'] = new TypeError('Failed to fetch');
    renderShop('/shop/account/orders', server.answers);
    const offer = await offerSection();
    await user.click(within(offer).getByRole('button', { name: 'Decline offer' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent: there is no connection to the shop.',
    );
    expect(within(offer).getByRole('button', { name: 'Decline offer' })).toBeInTheDocument();
  });

  it('an expired offer can no longer be accepted', async () => {
    renderShop('/shop/account/orders', offerServer(testOffer({ validUntil: '2020-01-31' })).answers);
    const offer = await offerSection();
    expect(offer).toHaveTextContent(
      'This offer expired on 31 January 2020 and can no longer be accepted. Please ask us for a new offer.',
    );
    expect(within(offer).queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(within(offer).queryByRole('button', { name: 'Decline offer' })).toBeNull();
  });

  it('downloads the PDF through the Store API client (which sends the context token) as a file, and says when it fails', async () => {
    const user = userEvent.setup();
    const server = offerServer(testOffer());
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const download = vi.fn(() => pdf);
    server.answers['download post /document/download/{documentId}/{deepLinkCode}'] = download;
    const createObjectURL = vi.fn(() => 'blob:offer');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { double } = renderShop('/shop/account/orders', server.answers);
    const offer = await offerSection();
    await user.click(within(offer).getByRole('button', { name: 'Download offer (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('Offer-10007.pdf');
    const call = double.calls.find((entry) => entry.operation.startsWith('download post'));
    expect(call?.params).toMatchObject({
      pathParams: { documentId: 'doc1', deepLinkCode: 'deep-1' },
      accept: 'application/pdf',
    });

    server.answers['download post /document/download/{documentId}/{deepLinkCode}'] = apiError(404, []);
    await user.click(within(offer).getByRole('button', { name: 'Download offer (PDF)' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'The offer could not be downloaded. Please try again.',
    );
  });
});

describe("an offer on the enquiry's deep link", () => {
  it('shows it to a guest who opened it with email and zip code, whose PDF carries them (German)', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    const order = testOrder({
      orderNumber: '10042',
      stateMachineState: { technicalName: 'open' },
      extensions: { offer: testOffer() },
    });
    server.answers['readOrder post /order'] = (params: { body: { email?: string } }) =>
      params.body.email
        ? { orders: { elements: [order], total: 1 }, paymentChangeable: [] }
        : apiError(403, [{ code: 'CHECKOUT__GUEST_NOT_AUTHENTICATED' }]);
    const download = vi.fn(() => new Blob(['%PDF'], { type: 'application/pdf' }));
    server.answers['download post /document/download/{documentId}/{deepLinkCode}'] = download;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:offer'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.answers['acceptOffer post /order/offer/accept'] = () => ({
      orderId: 'o1',
      offer: testOffer({ state: 'accepted' }),
      stateMachineState: { technicalName: 'in_progress' },
    });
    renderShop('/de/shop/success/deep-1', server.answers);
    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'greta@example.com');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '24103');
    await user.click(screen.getByRole('button', { name: 'Anfrage anzeigen' }));

    const offer = await offerSection();
    expect(screen.getByText('Status: Offen')).toBeInTheDocument();
    expect(screen.queryByText(/Ihre Anfrage ist unverbindlich/)).not.toBeInTheDocument();
    expect(within(offer).getByRole('heading', { level: 2, name: 'Unser Angebot' })).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Angebot herunterladen (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({ body: { email: 'greta@example.com', zipcode: '24103' } }),
    );

    await user.click(within(offer).getByRole('button', { name: 'Angebot annehmen' }));
    await user.click(within(offer).getByRole('button', { name: 'Ja, verbindlich bestellen' }));
    expect(await within(offer).findByText(/^Vielen Dank! Sie haben das Angebot angenommen/)).toHaveFocus();
    expect(screen.getByText('Status: Bestellung in Bearbeitung')).toBeInTheDocument();
  });

  it('shows nothing of offers without extensions.offer', async () => {
    const server = accountServer({ loggedIn: true });
    server.answers['readOrder post /order'] = () => ({
      orders: { elements: [testOrder()], total: 1 },
      paymentChangeable: [],
    });
    renderShop('/shop/success/deep-1', server.answers);
    expect(await screen.findByText('Enquiry number: 10001')).toBeInTheDocument();
    expect(screen.getByText(/Your enquiry is non-binding/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our offer' })).not.toBeInTheDocument();
  });
});
