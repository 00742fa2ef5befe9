import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../../test/renderShop';
import { findHeading } from '../../../test/testSession';
import { checkoutServer, METHODS } from '../../../test/testCheckout';
import { testOrder } from '../../../test/testOrder';
import { installKlarnaSdkTestDouble, type KlarnaDecision } from '../../../api/klarna/klarnaSdkTestDouble';

const PAY_LATER = 'pm00000000000000000000000000kl02';
const SESSION = 'klarnaStartSession post /klarna/session/start';
const ORDER = 'createOrder post /checkout/order';

let klarnaDouble: ReturnType<typeof installKlarnaSdkTestDouble> | null = null;
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  klarnaDouble?.uninstall();
  klarnaDouble = null;
  vi.restoreAllMocks();
});

/** The checkout double with a Klarna method, its session route and an authorised order answer. */
function klarnaServer(options: { sessionFails?: boolean } = {}) {
  const server = checkoutServer();
  server.answers['readPaymentMethod post /payment-method'] = {
    elements: [
      { id: METHODS.invoice, name: 'Invoice after the offer', active: true },
      {
        id: PAY_LATER,
        name: 'Klarna: Pay later',
        technicalName: 'payment_klarna_pay_later',
        customFields: { klarnaCategory: 'pay_later' },
        active: true,
      },
    ],
  };
  server.answers[SESSION] = () =>
    options.sessionFails
      ? Object.assign(new Error('Klarna down'), { status: 502 })
      : {
          client_token: 'client-token-1',
          payment_method_categories: [{ identifier: 'pay_later', name: 'Pay later' }],
          sandbox: true,
          sdkUrl: '/klarna-sandbox/api.js',
          categoryByPaymentMethodId: { [PAY_LATER]: 'pay_later' },
          apiAlias: 'klarna_session',
        };
  const placeOrder = server.answers[ORDER] as (params: unknown) => unknown;
  server.answers[ORDER] = (params: { body: Record<string, unknown> }) => {
    const answer = placeOrder(params);
    if (!params.body.klarnaAuthorizationToken) return answer;
    return testOrder({
      transactions: [
        {
          id: 't1',
          createdAt: '2026-03-04T10:20:00.000Z',
          paymentMethod: { name: 'Klarna: Pay later' },
          stateMachineState: { technicalName: 'authorized' },
        },
      ],
    });
  };
  return server;
}

async function chooseKlarnaAndPrepare(
  decision: KlarnaDecision,
  options: { sessionFails?: boolean; holdLoad?: boolean } = {},
) {
  const user = userEvent.setup();
  klarnaDouble = installKlarnaSdkTestDouble({ decision, holdLoad: options.holdLoad });
  const server = klarnaServer(options);
  const view = renderShop('/shop/checkout', server.answers);
  const shipping = await screen.findByRole('group', { name: 'Shipping method' });
  await user.click(await within(shipping).findByRole('radio', { name: 'Parcel' }));
  const payment = screen.getByRole('group', { name: 'Payment method' });
  await user.click(await within(payment).findByRole('radio', { name: 'Klarna: Pay later' }));
  await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
  return { user, server, view };
}

describe('checkout with Klarna', () => {
  it('loads the widget for the chosen category, authorises and lands on the success page', async () => {
    const { user, server, view } = await chooseKlarnaAndPrepare('approve');
    const region = await screen.findByRole('region', { name: 'Klarna payment' });
    await waitFor(() => expect(region).toHaveTextContent('Klarna test widget'));
    expect(klarnaDouble?.state.inits).toEqual([{ client_token: 'client-token-1' }]);
    expect(klarnaDouble?.state.loads).toEqual([{ container: region, payment_method_category: 'pay_later' }]);
    expect(server.state.context.paymentMethodId).toBe(PAY_LATER);

    await user.click(screen.getByRole('button', { name: 'Send non-binding enquiry' }));
    await findHeading('Thank you for your enquiry');
    expect(await screen.findByText('Payment authorised')).toBeInTheDocument();
    expect(view.router().state.location.pathname).toBe('/shop/success/deep-1');
    const [authorization] = klarnaDouble?.state.authorizations ?? [];
    expect(authorization?.category).toBe('pay_later');
    expect(authorization?.data.billing_address).toMatchObject({
      given_name: 'Erika',
      postal_code: '12345',
      city: 'Berlin',
    });
    const orders = view.double.calls.filter((call) => call.operation === ORDER);
    expect(orders[0]?.params).toEqual({ body: { klarnaAuthorizationToken: 'auth-token-1' } });
  });

  it.each([
    ['cancelled', 'cancel'],
    ['declined', 'decline'],
  ] as const)('stays on the checkout with the message when the payment is %s', async (_label, decision) => {
    const { user, view } = await chooseKlarnaAndPrepare(decision);
    const region = await screen.findByRole('region', { name: 'Klarna payment' });
    await waitFor(() => expect(region).toHaveTextContent('Klarna test widget'));
    const send = screen.getByRole('button', { name: 'Send non-binding enquiry' });
    await user.click(send);
    expect(
      await screen.findByText('The payment process was cancelled, you will be redirected to the checkout.'),
    ).toHaveAttribute('role', 'status');
    expect(send).toHaveFocus();
    expect(view.double.calls.filter((call) => call.operation === ORDER)).toHaveLength(0);
    expect(screen.getAllByText('PVC sheet').length).toBeGreaterThan(0);
    const payment = screen.getByRole('group', { name: 'Payment method' });
    await user.click(within(payment).getByRole('radio', { name: 'Invoice after the offer' }));
    expect(screen.queryByRole('region', { name: 'Klarna payment' })).not.toBeInTheDocument();
  });

  it('a send clicked while the widget still loads waits for it and then asks Klarna', async () => {
    const { user } = await chooseKlarnaAndPrepare('decline', { holdLoad: true });
    await waitFor(() => expect(klarnaDouble?.state.loads).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Send non-binding enquiry' }));
    expect(klarnaDouble?.state.authorizations).toHaveLength(0);
    klarnaDouble?.releaseLoad();
    expect(
      await screen.findByText('The payment process was cancelled, you will be redirected to the checkout.'),
    ).toBeInTheDocument();
    expect(klarnaDouble?.state.authorizations).toHaveLength(1);
    expect(
      screen.queryByText('Klarna could not be loaded. Please choose another payment method.'),
    ).not.toBeInTheDocument();
  });

  it('says so when Klarna cannot be loaded and lets the buyer choose another method', async () => {
    const { user } = await chooseKlarnaAndPrepare('approve', { sessionFails: true });
    expect(
      await screen.findByText('Klarna could not be loaded. Please choose another payment method.'),
    ).toBeInTheDocument();
    const payment = screen.getByRole('group', { name: 'Payment method' });
    await user.click(within(payment).getByRole('radio', { name: 'Invoice after the offer' }));
    expect(
      screen.queryByText('Klarna could not be loaded. Please choose another payment method.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send non-binding enquiry' }));
    await findHeading('Thank you for your enquiry');
  });

  it('shows the cancel message when the checkout URL says the payment was cancelled', async () => {
    renderShop('/de/shop/checkout?paymentCanceled=1', klarnaServer().answers);
    expect(
      await screen.findByText('Der Bezahlvorgang wurde abgebrochen, Sie werden zur Kasse weitergeleitet.'),
    ).toBeInTheDocument();
  });
});
