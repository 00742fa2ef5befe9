import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { apiError, IDS, violation } from '../../test/testAccount';
import { findHeading } from '../../test/testSession';
import { SHOPWARE_PROMOTION_CART } from '../../test/shopwarePromotionCart';
import { checkoutServer, METHODS } from '../../test/testCheckout';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const calls = (view: ReturnType<typeof renderShop>, operation: string) =>
  view.double.calls.filter((call) => call.operation === operation);

describe('checkout page', () => {
  it('blocks a customer without shipping method and terms, then sends the enquiry', async () => {
    const user = userEvent.setup();
    const server = checkoutServer();
    const view = renderShop('/shop/checkout', server.answers);
    await findHeading('Checkout');
    const shipping = await screen.findByRole('group', { name: 'Shipping method' });
    const parcel = await within(shipping).findByRole('radio', { name: 'Parcel' });
    expect(parcel).not.toBeChecked();
    expect(parcel).toHaveAccessibleDescription('Shipping costs: €5.90 · Delivery time: 1-3 days');
    const payment = screen.getByRole('group', { name: 'Payment method' });
    expect(within(payment).getByRole('radio', { name: 'Invoice after the offer' })).toBeChecked();

    const send = screen.getByRole('button', { name: 'Send non-binding enquiry' });
    await user.click(send);
    expect(screen.getByText('Please select a shippingmethod.')).toBeInTheDocument();
    expect(parcel).toHaveFocus();
    expect(calls(view, 'createOrder post /checkout/order')).toHaveLength(0);

    await user.click(parcel);
    await waitFor(() => expect(server.state.context.shippingMethodId).toBe(METHODS.parcel));
    expect(screen.queryByText('Please select a shippingmethod.')).not.toBeInTheDocument();
    await user.click(send);
    const terms = screen.getByRole('checkbox', { name: /I have read the general terms and conditions/ });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');

    await user.click(terms);
    await user.type(screen.getByRole('textbox', { name: 'Comment on your enquiry' }), 'Cut to 1 m, please');
    await user.click(send);
    await findHeading('Thank you for your enquiry');
    expect(screen.getByText('Enquiry number: 10001')).toBeInTheDocument();
    expect(calls(view, 'createOrder post /checkout/order')[0]?.params).toEqual({
      body: { customerComment: 'Cut to 1 m, please' },
    });
    expect(view.router().state.location.pathname).toBe('/shop/orderconfirmation');
    expect(screen.getByRole('cell', { name: 'PVC-5' })).toBeInTheDocument();
    expect(screen.getByText('Prepayment')).toBeInTheDocument();
  });

  it('sends one enquiry for a double click (two clicks in the same moment)', async () => {
    const user = userEvent.setup();
    const server = checkoutServer();
    const view = renderShop('/shop/checkout', server.answers);
    const shipping = await screen.findByRole('group', { name: 'Shipping method' });
    await user.click(await within(shipping).findByRole('radio', { name: 'Parcel' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
    const send = screen.getByRole('button', { name: 'Send non-binding enquiry' });
    // Both clicks before React renders again: the second finds the send already under way.
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await findHeading('Thank you for your enquiry');
    expect(calls(view, 'createOrder post /checkout/order')).toHaveLength(1);
  });

  it('shows a promotion of a real Shopware cart in the summary by label and amount', async () => {
    const server = checkoutServer();
    server.state.cart = SHOPWARE_PROMOTION_CART as unknown as Record<string, unknown>;
    renderShop('/shop/checkout', server.answers);
    await findHeading('Checkout');
    const table = within(await screen.findByRole('table', { name: 'Products in your enquiry' }));
    const promotion = table.getByRole('row', { name: /Summer sale 10 %/ });
    expect(promotion).toHaveTextContent('(Promotion)');
    expect(promotion).toHaveTextContent('-€1.79');
    expect(table.getByRole('row', { name: /PTFE round rod 20 mm/ })).toHaveTextContent('€17.90');
  });

  it('keeps the cart when sending fails', async () => {
    const user = userEvent.setup();
    const server = checkoutServer({ failOrder: true });
    renderShop('/shop/checkout', server.answers);
    const shipping = await screen.findByRole('group', { name: 'Shipping method' });
    await user.click(await within(shipping).findByRole('radio', { name: 'Freight forwarding' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
    await user.click(screen.getByRole('button', { name: 'Send non-binding enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your enquiry could not be sent');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getAllByText('PVC sheet').length).toBeGreaterThan(0);
  });

  it('lets a guest continue without an account and start over', async () => {
    const user = userEvent.setup();
    const server = checkoutServer({ loggedIn: false });
    const view = renderShop('/shop/checkout', server.answers);
    await findHeading('Checkout');
    const guest = await screen.findByRole('form', { name: 'No customer account registration' });
    const login = screen.getByRole('region', { name: 'I already have a customer account' });
    expect(within(login).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/shop/login');
    await user.click(within(guest).getByRole('button', { name: 'Continue as guest' }));
    expect(within(guest).getByRole('textbox', { name: 'First name' })).toHaveFocus();

    await user.type(within(guest).getByRole('textbox', { name: 'First name' }), 'Gina');
    await user.type(within(guest).getByRole('textbox', { name: 'Last name' }), 'Gast');
    await user.type(within(guest).getByRole('textbox', { name: 'Street' }), 'Weg 1');
    await user.type(within(guest).getByRole('textbox', { name: 'Zip code' }), '12345');
    await user.type(within(guest).getByRole('textbox', { name: 'City' }), 'Berlin');
    await user.selectOptions(within(guest).getByRole('combobox', { name: 'Country' }), 'Germany');
    await user.type(within(guest).getByRole('textbox', { name: 'Email' }), 'gina@example.com');
    await user.click(within(guest).getByRole('button', { name: 'Continue as guest' }));

    expect(await screen.findByRole('group', { name: 'Shipping method' })).toBeInTheDocument();
    // The form that had the focus is gone: the focus is on the page heading, not lost to the document.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus());
    const body = calls(view, 'register post /account/register')[0]?.params as {
      body: Record<string, unknown>;
    };
    expect(body.body).toMatchObject({
      guest: true,
      email: 'gina@example.com',
      storefrontUrl: 'http://localhost:3000/shop',
    });

    await user.click(screen.getByRole('button', { name: 'Not you? Start over' }));
    expect(await screen.findByRole('form', { name: 'No customer account registration' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus());
    expect(calls(view, 'logoutCustomer post /account/logout')).toHaveLength(1);
  });

  it('shows the address message beside the address when the server refuses it', async () => {
    const user = userEvent.setup();
    const server = checkoutServer();
    server.answers['updateContext patch /context'] = () =>
      apiError(400, [violation('/billingAddressId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS')]);
    renderShop('/shop/checkout', server.answers);
    const billing = await screen.findByRole('combobox', { name: 'Billing address' });
    await within(billing).findByRole('option', { name: /Lagerweg 5/ });
    await user.selectOptions(billing, IDS.shipping);
    expect(
      await screen.findByText('The input is not correct. Please check your input for potential errors.'),
    ).toBeInTheDocument();
    expect(billing).toHaveAttribute('aria-invalid', 'true');
    expect(billing).toHaveValue(IDS.billing);
  });

  it('shows the comment message beside the comment: before sending, and when the server refuses it', async () => {
    const user = userEvent.setup();
    const server = checkoutServer();
    server.answers['createOrder post /checkout/order'] = () =>
      apiError(400, [violation('/customerComment', 'VIOLATION::REGEX_FAILED_ERROR')]);
    const view = renderShop('/shop/checkout', server.answers);
    const shipping = await screen.findByRole('group', { name: 'Shipping method' });
    await user.click(await within(shipping).findByRole('radio', { name: 'Parcel' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read/ }));
    const comment = screen.getByRole('textbox', { name: 'Comment on your enquiry' });
    const message =
      'Your comment contains characters that are not allowed, such as invisible control or formatting characters. Line breaks are fine.';
    await user.click(comment);
    await user.paste('Cut\u202E to 1 m');
    const send = screen.getByRole('button', { name: 'Send non-binding enquiry' });
    await user.click(send);
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(message);
    expect(calls(view, 'createOrder post /checkout/order')).toHaveLength(0);

    await user.clear(comment);
    expect(comment).not.toHaveAttribute('aria-invalid');
    await user.type(comment, 'Cut to 1 m');
    await user.click(send);
    await waitFor(() => expect(calls(view, 'createOrder post /checkout/order')).toHaveLength(1));
    await waitFor(() => expect(comment).toHaveAccessibleDescription(message));
    expect(comment).toHaveFocus();
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    renderShop('/de/shop/checkout', checkoutServer().answers);
    await findHeading('Kasse');
    expect(await screen.findByRole('group', { name: 'Versandart' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Zahlungsart' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kommentar zu Ihrer Anfrage' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unverbindliche Anfrage senden' }));
    expect(screen.getByText('Bitte wählen Sie eine Versandart.')).toBeInTheDocument();
  });
});
