import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../api/session';
import { renderShop } from '../../test/renderShop';
import { apiError } from '../../test/testAccount';
import { accountServer, findHeading } from '../../test/testSession';

const field = (name: string) => screen.getByRole('textbox', { name });
const password = (name = 'Password') => screen.getByLabelText(name, { selector: 'input' });

describe('login page', () => {
  it('shows the same error for any 401, then logs in and returns to where the visitor came from', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    // Opening the account page logged out: the guard remembers it and sends the visitor to login.
    const shop = renderShop('/shop/account', server.answers);
    await findHeading('Log in');
    expect(shop.router().state.location.pathname).toBe('/shop/login');
    expect(shop.boot.storage.getItem(STORAGE_KEYS.lastRoute)).toBe('/shop/account');
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toBeInTheDocument();

    await user.type(field('Email'), 'erika@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error during login. Please check your data.');
    expect(password()).toHaveValue('');

    const cartCalls = () =>
      shop.double.calls.filter((call) => call.operation === 'readCart get /checkout/cart');
    const before = cartCalls().length;
    await user.type(password(), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await findHeading('My account');
    expect(shop.router().state.location.pathname).toBe('/shop/account');
    expect(shop.router().state.historyAction).toBe('REPLACE');
    // Login status true: the icon turns to account; the cart was fetched again (it may have been merged).
    expect(within(nav).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    await waitFor(() => expect(cartCalls().length).toBeGreaterThan(before));
  });

  it('says an unknown email exactly like a wrong password and tells how long to wait when throttled', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    let throttle = false;
    server.answers['loginCustomer post /account/login'] = () =>
      throttle
        ? apiError(429, [
            { code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', meta: { parameters: { seconds: 30 } } },
          ])
        : apiError(401, [{ code: 'CHECKOUT__CUSTOMER_NOT_FOUND' }]);
    renderShop('/shop/login', server.answers);
    await findHeading('Log in');
    await user.type(field('Email'), 'nobody@example.com');
    await user.type(password(), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error during login. Please check your data.');
    expect(screen.queryByText(/not known/i)).not.toBeInTheDocument();

    throttle = true;
    await user.type(password(), 'whatever2');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many login attempts. Please wait 30 seconds and try again.',
      ),
    );
  });

  it('validates before sending and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/login', accountServer().answers);
    await findHeading('Log in');
    await user.type(field('Email'), 'erika@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = field('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Incorrect email address');
    expect(password()).toHaveAccessibleDescription('Please enter your password.');
    expect(shop.double.calls.some((call) => call.operation.startsWith('loginCustomer'))).toBe(false);
  });

  it('returns to the last route in the language of the login page, and links to register and recovery', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    const shop = renderShop('/de/shop/login', server.answers);
    await findHeading('Anmelden');
    shop.boot.storage.setItem(STORAGE_KEYS.lastRoute, '/shop/account');
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute(
      'href',
      '/de/shop/register',
    );
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/de/shop/resetpassword',
    );
    await user.type(field('E-Mail'), 'erika@example.com');
    await user.type(password('Passwort'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await findHeading('Mein Konto');
    expect(shop.router().state.location.pathname).toBe('/de/shop/account');
  });
});
