import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { apiError } from '../../test/testAccount';
import { accountServer } from '../../test/testSession';
import { testOffer, testOrder } from '../../test/testOrder';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

type ReadBody = { email?: string; zipcode?: string; login?: boolean };

/**
 * A guest's enquiry with a pending offer, opened in a browser without the guest's session: the server opens it
 * with email + zip code, and with `login: true` makes this browser the guest's session (as Shopware 6.5+).
 */
function guestServer(options: { logsIn: boolean }) {
  const server = accountServer({ loggedIn: false });
  const offer = testOffer({ orderId: 'o1', deepLinkCode: 'doc-code' });
  const order = testOrder({
    stateMachineState: { technicalName: 'open', name: 'Open' },
    extensions: { offer },
  });
  const read = vi.fn((params: { body: ReadBody }) => {
    if (server.state.loggedIn) return { orders: { elements: [order], total: 1 }, paymentChangeable: [] };
    const { email, zipcode, login } = params.body;
    if (!email || !zipcode) return apiError(403, [{ code: 'CHECKOUT__GUEST_NOT_AUTHENTICATED' }]);
    if (zipcode !== '24103') return apiError(403, [{ code: 'CHECKOUT__GUEST_WRONG_CREDENTIALS' }]);
    if (login && options.logsIn) server.state.loggedIn = true;
    return { orders: { elements: [order], total: 1 }, paymentChangeable: [] };
  });
  server.answers['readOrder post /order'] = read;
  server.answers['acceptOffer post /order/offer/accept'] = vi.fn(() =>
    server.state.loggedIn
      ? {
          orderId: 'o1',
          offer: { ...offer, state: 'accepted' },
          stateMachineState: { technicalName: 'in_progress', name: 'In progress' },
        }
      : apiError(403, [{ code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }]),
  );
  return { server, read };
}

async function openWithCredentials(zipcode: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'greta@example.com');
  await user.type(screen.getByLabelText('Zip code'), zipcode);
  await user.click(screen.getByRole('button', { name: 'Show enquiry' }));
  return user;
}

describe(
  'the enquiry deep link in another browser (a guest without their session)',
  { timeout: 20_000 },
  () => {
    it('sends login: true with email and zip code, becomes the guest session and accepts the offer', async () => {
      const { server, read } = guestServer({ logsIn: true });
      renderShop('/shop/success/deep-1', server.answers);
      const user = await openWithCredentials('24103');
      const offer = await screen.findByRole('region', { name: 'Our offer' });
      const withCredentials = read.mock.calls.map(([params]) => params.body).find((body) => body.email);
      expect(withCredentials).toMatchObject({ email: 'greta@example.com', zipcode: '24103', login: true });
      // The identity is refreshed as after a login (the new token is the guest's): the customer is read.
      await waitFor(() => expect(server.state.loggedIn).toBe(true));

      await user.click(within(offer).getByRole('button', { name: 'Accept offer' }));
      await user.click(within(offer).getByRole('button', { name: 'Yes, order bindingly' }));
      expect(
        await within(offer).findByText(
          /^Thank you! You accepted the offer: your enquiry is now a binding order\./,
        ),
      ).toBeInTheDocument();
      expect(server.answers['acceptOffer post /order/offer/accept']).toHaveBeenCalledTimes(1);
    });

    it('says how to get the right to answer when the server did not log in (a Shopware without the login)', async () => {
      const { server } = guestServer({ logsIn: false });
      renderShop('/shop/success/deep-1', server.answers);
      const user = await openWithCredentials('24103');
      const offer = await screen.findByRole('region', { name: 'Our offer' });
      await user.click(within(offer).getByRole('button', { name: 'Accept offer' }));
      await user.click(within(offer).getByRole('button', { name: 'Yes, order bindingly' }));
      expect(await within(offer).findByRole('alert')).toHaveTextContent(
        'Please open this enquiry again with its email address and zip code, or log in, to answer the offer.',
      );
    });

    it('wrong zip code: the form says so and nobody is logged in', async () => {
      const { server } = guestServer({ logsIn: true });
      renderShop('/shop/success/deep-1', server.answers);
      await openWithCredentials('10115');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No enquiry matches this email address and zip code. Please check your input.',
      );
      expect(server.state.loggedIn).toBe(false);
    });
  },
);
