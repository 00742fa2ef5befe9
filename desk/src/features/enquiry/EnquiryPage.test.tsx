import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer, OfferDraft } from '../../api/types';
import { ORDER } from '../../test/fixtures';
import { renderDesk } from '../../test/renderDesk';

const OFFER: Offer = {
  id: 'of1',
  orderId: 'o1',
  state: 'pending',
  lines: [
    { lineItemId: 'li1', label: 'PA6 sheet', quantity: 4, listUnitPrice: 25, unitPrice: 22, totalPrice: 88 },
    { lineItemId: 'li2', label: 'POM rod', quantity: 1, listUnitPrice: 20, unitPrice: 20, totalPrice: 20 },
  ],
  subtotal: 108,
  discount: null,
  total: 108,
  currencyIsoCode: 'EUR',
  deliveryDate: '2026-12-10',
  validUntil: '2026-12-26',
  message: 'Thank you',
  createdAt: '2026-11-22T08:00:00.000Z',
  documentId: 'd1',
  deepLinkCode: 'x',
};

describe('an enquiry', () => {
  it('shows all the shopper sent and its history', async () => {
    renderDesk('/orders/o1', { 'GET /order/o1': { data: ORDER } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry 10042' })).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(billing).toHaveTextContent('Berlin');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Potsdam');
    expect(screen.getByRole('region', { name: 'Shipping and payment' })).toHaveTextContent('Parcel');
    expect(screen.getByRole('region', { name: 'Shipping and payment' })).toHaveTextContent('Invoice');
    expect(screen.getByText('Terms and conditions (2026-01)')).toBeInTheDocument();
    expect(screen.getByText('Please cut to 500 mm.')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Thickness: 10 mm')).toBeInTheDocument();
    expect(within(items).getByText('6 kg (1.5 kg each)')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Olga Owner: added a note');
    expect(history).toHaveTextContent('Called back');
    await waitFor(() => expect(document.title).toBe('Enquiry 10042 – Enquiry desk'));
  });

  it('moves the enquiry through its states', async () => {
    const { callsTo } = renderDesk('/orders/o1', {
      'GET /order/o1': { data: ORDER },
      'POST /_action/order/o1/state/process': { technicalName: 'in_progress' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start processing' }));
    expect(await screen.findByText('The enquiry is now: In progress.')).toBeInTheDocument();
    expect(callsTo('POST /_action/order/o1/state/process')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel enquiry' })).toBeInTheDocument();
  });

  it('says when a transition is no longer possible', async () => {
    renderDesk('/orders/o1', {
      'GET /order/o1': { data: ORDER },
      'POST /_action/order/o1/state/cancel': {
        status: 400,
        json: { errors: [{ status: '400', code: 'SYSTEM__ILLEGAL_STATE_TRANSITION' }] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel enquiry' }));
    expect(await screen.findByText(/no longer in that state/)).toBeInTheDocument();
  });

  it('adds an internal note', async () => {
    const { callsTo } = renderDesk('/orders/o1', {
      'GET /order/o1': { data: ORDER },
      'POST /_action/order/o1/note': { status: 204 },
    });
    await userEvent.type(await screen.findByLabelText('Note (only the desk sees it)'), 'Asked for drawings');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note was added to the history.')).toBeInTheDocument();
    expect(callsTo('POST /_action/order/o1/note')[0]?.body).toEqual({ text: 'Asked for drawings' });
  });

  it('sends an offer prefilled with the list prices', async () => {
    const { callsTo } = renderDesk('/orders/o1', {
      'GET /order/o1': { data: ORDER },
      'POST /_action/order/o1/offer': { data: OFFER },
    });
    const first = await screen.findByLabelText(/PA6 sheet \(4 pieces\)/);
    expect(first).toHaveValue('25.00');
    expect(screen.getByLabelText(/POM rod \(1 pieces\)/)).toHaveValue('20.00');
    await userEvent.clear(first);
    await userEvent.type(first, '22');
    await userEvent.selectOptions(screen.getByLabelText('Kind of discount'), 'percentage');
    await userEvent.type(screen.getByLabelText('Discount value'), '10');
    expect(screen.getByText('Subtotal €108.00, discount €10.80, total €97.20')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message to the customer'), 'Best regards');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('The offer was sent to erika@example.com.')).toBeInTheDocument();
    const body = callsTo('POST /_action/order/o1/offer')[0]?.body as OfferDraft;
    expect(body).toMatchObject({
      lines: [
        { lineItemId: 'li1', unitPrice: 22 },
        { lineItemId: 'li2', unitPrice: 20 },
      ],
      discount: { type: 'percentage', value: 10 },
      message: 'Best regards',
    });
    expect(body.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('marks the fields in error and sends nothing', async () => {
    const { callsTo } = renderDesk('/orders/o1', { 'GET /order/o1': { data: ORDER } });
    const first = await screen.findByLabelText(/PA6 sheet \(4 pieces\)/);
    await userEvent.clear(first);
    await userEvent.type(first, 'cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /_action/order/o1/offer')).toHaveLength(0);
  });

  it('shows the latest offer with its state', async () => {
    renderDesk('/orders/o1', {
      'GET /order/o1': { data: { ...ORDER, extensions: { ...ORDER.extensions, offer: OFFER } } },
    });
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    expect(screen.getByText('4 × PA6 sheet at €22.00 (list price €25.00): €88.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the offer (PDF)' })).toBeInTheDocument();
  });

  it('offers no new offer on a closed enquiry or after the customer accepted', async () => {
    const completed = {
      ...ORDER,
      stateMachineState: { ...ORDER.stateMachineState, technicalName: 'completed' },
    };
    const { unmount } = renderDesk('/orders/o1', { 'GET /order/o1': { data: completed } });
    expect(
      await screen.findByText('This enquiry is closed: reopen it to send a new offer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
    unmount();
    const accepted = {
      ...ORDER,
      extensions: { ...ORDER.extensions, offer: { ...OFFER, state: 'accepted' } },
    };
    renderDesk('/orders/o1', { 'GET /order/o1': { data: accepted } });
    expect(
      await screen.findByText('The customer accepted this offer: the enquiry is a binding order now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
  });

  it('answers a foreign or unknown id like a missing one', async () => {
    renderDesk('/orders/nope', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry not found' })).toBeInTheDocument();
  });
});
