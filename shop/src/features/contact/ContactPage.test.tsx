import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop, shopAnswers } from '../../test/renderShop';

const SEND = 'sendContactMail post /contact-form';
const MR = 'a'.repeat(32);
const answers = (send: unknown) =>
  shopAnswers({
    'readSalutationGet get /salutation': {
      elements: [{ id: MR, salutationKey: 'mr', displayName: 'Mr.', translated: { displayName: 'Mr.' } }],
    },
    [SEND]: send,
  });
const failure = (status: number, errors: unknown[]) =>
  Object.assign(new Error(`Failed request (${status})`), { status, details: { errors } });

describe('contact page', () => {
  it('shows the errors beside the fields, then sends the message and thanks', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/contact?product=PMMA%20sheet', answers({ individualSuccessMessage: '' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Custom size: PMMA sheet');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const salutation = screen.getByLabelText('Salutation');
    expect(salutation).toHaveFocus();
    expect(salutation).toHaveAttribute('aria-invalid', 'true');
    expect(salutation).toHaveAccessibleDescription('Please fill in this field.');
    expect(shop.double.calls.some((call) => call.operation === SEND)).toBe(false);

    await screen.findByRole('option', { name: 'Mr.' });
    await user.selectOptions(salutation, MR);
    await user.type(screen.getByLabelText('First name'), 'Max');
    await user.type(screen.getByLabelText('Last name'), 'Muster');
    await user.type(screen.getByLabelText('Email address'), 'max@example.com');
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Two pieces of 1234 x 567 mm?' },
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message has been sent.')).toBeInTheDocument();
    expect(shop.double.calls.find((call) => call.operation === SEND)?.params).toEqual({
      body: {
        salutationId: MR,
        firstName: 'Max',
        lastName: 'Muster',
        email: 'max@example.com',
        subject: 'Custom size: PMMA sheet',
        comment: 'Two pieces of 1234 x 567 mm?',
      },
    });
  }, 20_000);

  it('puts the server errors beside their fields, in German, and says when to wait', async () => {
    const user = userEvent.setup();
    let answer: unknown = failure(400, [
      { code: 'VIOLATION::INVALID_FORMAT_ERROR', source: { pointer: '/email' } },
    ]);
    renderShop(
      '/de/shop/contact',
      answers(() => answer),
    );
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    await screen.findByRole('option', { name: 'Mr.' });
    await user.selectOptions(screen.getByLabelText('Anrede'), MR);
    await user.type(screen.getByLabelText('Vorname'), 'Erika');
    await user.type(screen.getByLabelText('Nachname'), 'Muster');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.com');
    await user.type(screen.getByLabelText('Betreff'), 'Sondermaß');
    await user.type(screen.getByLabelText('Ihre Nachricht'), 'Gibt es 25 mm?');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      ),
    );
    answer = failure(429, [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' }]);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Nachrichten von hier.');
  }, 20_000);
});
