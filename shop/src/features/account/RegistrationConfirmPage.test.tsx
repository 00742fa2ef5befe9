import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { apiError } from '../../test/testAccount';
import { accountServer, findHeading } from '../../test/testSession';

const CONFIRM = 'registerConfirm post /account/register-confirm';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('registration confirmation page', () => {
  it('confirms once, logs the customer in and offers the way on to the cart', async () => {
    const server = accountServer();
    server.answers[CONFIRM] = () => {
      server.state.loggedIn = true; // the server answers with a new, logged-in token
      return server.state.customer;
    };
    const shop = renderShop('/shop/registration/confirm?em=abc&hash=def', server.answers);
    await findHeading('Confirm your registration');
    await screen.findByText('Thank you: your email address is confirmed and you are logged in.');
    const calls = shop.double.calls.filter((call) => call.operation === CONFIRM);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toEqual({ body: { em: 'abc', hash: 'def' } });
    expect(screen.getByRole('link', { name: 'Continue to the cart and send your enquiry' })).toHaveAttribute(
      'href',
      '/shop/cart',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).getByRole('link', { name: 'My account' }),
      ).toBeInTheDocument(),
    );
  });

  it('handles an already confirmed registration kindly, in German', async () => {
    const server = accountServer();
    server.answers[CONFIRM] = () => apiError(412, [{ code: 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED' }]);
    renderShop('/de/shop/registration/confirm?em=abc&hash=def', server.answers);
    await findHeading('Registrierung bestätigen');
    expect(
      await screen.findByText(
        'Ihre E-Mail-Adresse wurde bereits bestätigt. Sie können sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/de/shop/login');
  });

  it('explains an unknown or incomplete link without calling twice', async () => {
    const server = accountServer();
    server.answers[CONFIRM] = () => apiError(404, [{ code: 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH' }]);
    renderShop('/shop/registration/confirm?em=abc&hash=unknown', server.answers);
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is not valid.');

    const incomplete = renderShop('/shop/registration/confirm?em=abc', accountServer().answers);
    await findHeading('Confirm your registration');
    expect(incomplete.double.calls.some((call) => call.operation === CONFIRM)).toBe(false);
  });
});
