import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { apiError, violation } from '../../test/testAccount';
import { accountServer, findHeading } from '../../test/testSession';

const SEND = 'sendRecoveryMail post /account/recovery-password';
const CONFIRM = 'recoveryPassword post /account/recovery-password-confirm';
const EXPIRED = 'getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired';
const HASH = 'a'.repeat(32);
const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('password reset request', () => {
  it('answers a known and an unknown email with the same text', async () => {
    const user = userEvent.setup();
    for (const answer of [{ success: true }, apiError(401, [{ code: 'CHECKOUT__CUSTOMER_NOT_FOUND' }])]) {
      const server = accountServer();
      server.answers[SEND] = () => answer;
      const shop = renderShop('/shop/resetpassword', server.answers);
      await findHeading('Reset your password');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'someone@example.com');
      await user.click(screen.getByRole('button', { name: 'Send email' }));
      await screen.findByText('Email sent.');
      expect(shop.double.calls.find((call) => call.operation === SEND)?.params).toEqual({
        body: { email: 'someone@example.com', storefrontUrl: `${window.location.origin}/shop` },
      });
      shop.unmount();
    }
  });

  it('tells how long to wait when rate limited', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    server.answers[SEND] = () =>
      apiError(429, [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', meta: { parameters: { seconds: 30 } } }]);
    renderShop('/de/shop/resetpassword', server.answers);
    await findHeading('Passwort zurücksetzen');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'E-Mail senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.',
    );
  });
});

describe('password recovery page', () => {
  it('sets a new password: identical passwords, minimum length, then a link to login', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    server.answers[EXPIRED] = { isExpired: false, apiAlias: 'array_struct' };
    let attempts = 0;
    server.answers[CONFIRM] = () =>
      ++attempts === 1
        ? apiError(400, [violation('/newPassword', 'VIOLATION::TOO_SHORT_ERROR')])
        : { success: true };
    const shop = renderShop(`/shop/account/recover/password?hash=${HASH}`, server.answers);
    await findHeading('Set a new password');
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Secret-123');
    await user.type(input('Confirm password'), 'Secret-124');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(input('Confirm password')).toHaveAccessibleDescription('The passwords have to be identical');
    expect(shop.double.calls.some((call) => call.operation === CONFIRM)).toBe(false);

    await user.clear(input('Confirm password'));
    await user.type(input('Confirm password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(input('New password')).toHaveAccessibleDescription(
        expect.stringContaining('passwords need a length of at least 8 characters') as string,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Password changed. You can now log in with your new password.');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/shop/login');
    expect(shop.double.calls.find((call) => call.operation === CONFIRM)?.params).toEqual({
      body: { hash: HASH, newPassword: 'Secret-123', newPasswordConfirm: 'Secret-123' },
    });
  });

  it('says an expired or used link clearly and offers a new mail', async () => {
    const server = accountServer();
    server.answers[EXPIRED] = { isExpired: true };
    renderShop(`/de/shop/account/recover/password?hash=${HASH}`, server.answers);
    await findHeading('Neues Passwort festlegen');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link zum Festlegen eines neuen Passworts ist abgelaufen oder wurde bereits verwendet.',
    );
    expect(screen.getByRole('link', { name: 'Neue E-Mail anfordern' })).toHaveAttribute(
      'href',
      '/de/shop/resetpassword',
    );
  });

  it('treats a hash the server rejects on submit (410) as expired', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    server.answers[EXPIRED] = { data: [{ isExpired: false }] };
    server.answers[CONFIRM] = () => apiError(410, [{ code: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED' }]);
    renderShop(`/shop/account/recover/password?hash=${HASH}`, server.answers);
    await findHeading('Set a new password');
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Secret-123');
    await user.type(input('Confirm password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has expired or has already been used');
  });
});
