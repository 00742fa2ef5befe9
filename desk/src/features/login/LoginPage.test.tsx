import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesk } from '../../test/renderDesk';

const signIn = async (email = 'owner@example.com', password = 'secret') => {
  await userEvent.type(screen.getByLabelText(/email|e-mail/i), email);
  await userEvent.type(screen.getByLabelText(/password|passwort/i), password);
  await userEvent.click(screen.getByRole('button', { name: /sign in|anmelden/i }));
};

describe('the login', () => {
  it('shows the login while signed out and the inbox after signing in', async () => {
    const { callsTo } = renderDesk('/orders', {}, { signedIn: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to the enquiry desk' }),
    ).toBeInTheDocument();
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(callsTo('POST /oauth/token')[0]?.body).toMatchObject({
      grant_type: 'password',
      username: 'owner@example.com',
    });
    expect(await screen.findByText('Signed in as Olga Owner (owner)')).toBeInTheDocument();
  });

  it('says the credentials are wrong without telling which', async () => {
    renderDesk(
      '/orders',
      { 'POST /oauth/token': { status: 401, json: { errors: [{ status: '401', code: '6' }] } } },
      { signedIn: false },
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or the password is not right.');
  });

  it('tells how long to wait after too many attempts, in German', async () => {
    renderDesk(
      '/orders',
      {
        'POST /oauth/token': {
          status: 429,
          headers: { 'Retry-After': '42' },
          json: { errors: [{ status: '429' }] },
        },
      },
      { signedIn: false, language: 'de-DE' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Beim Anfragen-Desk anmelden' }),
    ).toBeInTheDocument();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuchen Sie es in 42 Sekunden erneut.',
    );
  });

  it('switches the language', async () => {
    renderDesk('/orders', {}, { signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beim Anfragen-Desk anmelden' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
    expect(window.localStorage.getItem('plastics-desk.language')).toBe('de-DE');
  });

  it('goes back to the login when the session cannot be refreshed', async () => {
    renderDesk('/orders', { 'POST /oauth/token': { status: 401, json: { errors: [] } } });
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Sign in to the enquiry desk' }),
      ).toBeInTheDocument(),
    );
  });
});
