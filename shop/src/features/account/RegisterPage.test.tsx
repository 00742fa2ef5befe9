import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { apiError, IDS, violation } from '../../test/testAccount';
import { accountServer, findHeading } from '../../test/testSession';

const box = (name: string) => screen.getByRole('textbox', { name });
const REGISTER = 'register post /account/register';

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

async function fillIn(user: UserEvent, labels = EN) {
  await user.selectOptions(screen.getByRole('combobox', { name: labels.salutation }), 'Mrs.');
  await user.type(box(labels.title), 'Dr.');
  await user.type(box(labels.firstName), 'Erika');
  await user.type(box(labels.lastName), 'Muster');
  await user.type(box(labels.company), 'Kunststoff GmbH');
  await user.type(box(labels.department), 'Einkauf');
  await user.type(box(labels.street), 'Hauptstraße 1');
  await user.type(box(labels.zip), '12345');
  await user.type(box(labels.city), 'Berlin');
  await user.type(box(labels.email), 'erika@example.com');
  await user.type(screen.getByLabelText(labels.password, { selector: 'input' }), 'Secret-123');
}

const EN = {
  salutation: 'Salutation',
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  department: 'Department',
  street: 'Street',
  zip: 'Zip code',
  city: 'City',
  country: 'Country',
  email: 'Email',
  password: 'Password',
};
const DE = {
  salutation: 'Anrede',
  title: 'Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Firma',
  department: 'Abteilung',
  street: 'Straße',
  zip: 'PLZ',
  city: 'Ort',
  country: 'Land',
  email: 'E-Mail',
  password: 'Passwort',
};

describe('registration page', () => {
  it('registers with double opt-in and asks to confirm the email', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    server.answers[REGISTER] = () => ({ id: 'new', doubleOptInRegistration: true, active: false });
    const shop = renderShop('/shop/register', server.answers);
    await findHeading('Create an account');
    // Mandatory fields are marked for assistive technology too.
    expect(box('First name')).toHaveAttribute('aria-required', 'true');
    expect(box('Company')).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue(IDS.de); // the sales channel's country
    expect(screen.getByText('Fields marked with * are mandatory.')).toBeInTheDocument();
    // The server's not_specified salutation and the select's empty choice are one option, not two.
    const salutationOptions = screen.getByRole('combobox', { name: 'Salutation' }).querySelectorAll('option');
    expect([...salutationOptions].map((option) => option.textContent)).toEqual([
      'Not specified',
      'Mr.',
      'Mrs.',
    ]);

    await fillIn(user);
    expect(screen.getByText(/contains a special character/).closest('li')).toHaveTextContent('(met)');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByText('Registration successful.');
    expect(
      screen.getByText(
        'We have sent a confirmation email to erika@example.com. Please check your inbox and open the link in the email to activate your account.',
      ),
    ).toBeInTheDocument();
    const call = shop.double.calls.find((entry) => entry.operation === REGISTER);
    expect(call?.params).toEqual({
      body: {
        email: 'erika@example.com',
        password: 'Secret-123',
        salutationId: IDS.ms,
        title: 'Dr.',
        firstName: 'Erika',
        lastName: 'Muster',
        acceptedDataProtection: true,
        storefrontUrl: `${window.location.origin}/shop`,
        billingAddress: {
          salutationId: IDS.ms,
          title: 'Dr.',
          firstName: 'Erika',
          lastName: 'Muster',
          company: 'Kunststoff GmbH',
          department: 'Einkauf',
          street: 'Hauptstraße 1',
          zipcode: '12345',
          city: 'Berlin',
          countryId: IDS.de,
        },
      },
    });
  });

  it('shows server validation errors beside their fields, by pointer', async () => {
    const user = userEvent.setup();
    const server = accountServer();
    server.answers[REGISTER] = () =>
      apiError(400, [
        violation('/email', 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE'),
        violation('/billingAddress/zipcode', 'VIOLATION::ZIP_CODE_INVALID'),
      ]);
    renderShop('/shop/register', server.answers);
    await findHeading('Create an account');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(box('Zip code')).toHaveAttribute('aria-invalid', 'true'));
    expect(box('Zip code')).toHaveAccessibleDescription('This zip code is not valid for the chosen country.');
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Email')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      '/shop/register',
      EN,
      'Create an account',
      'Register',
      'This entry contains characters that are not allowed here, such as tabs, line breaks or invisible formatting characters.',
    ],
    [
      '/de/shop/register',
      DE,
      'Kundenkonto anlegen',
      'Registrieren',
      'Diese Eingabe enthält Zeichen, die hier nicht erlaubt sind, etwa Tabulatoren, Zeilenumbrüche oder unsichtbare Formatierungszeichen.',
    ],
  ])(
    'shows the server refusing control characters beside the field (%s)',
    async (path, labels, heading, button, message) => {
      const user = userEvent.setup();
      const server = accountServer();
      server.answers[REGISTER] = () =>
        apiError(400, [violation('/billingAddress/street', 'VIOLATION::REGEX_FAILED_ERROR')]);
      renderShop(path, server.answers);
      await findHeading(heading);
      await fillIn(user, labels);
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(box(labels.street)).toHaveAttribute('aria-invalid', 'true'));
      expect(box(labels.street)).toHaveAccessibleDescription(message);
      expect(box(labels.street)).toHaveFocus();
    },
  );

  it('refuses a pasted bidi override before sending, beside its field', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/shop/register', accountServer().answers);
    await findHeading('Create an account');
    await fillIn(user);
    await user.click(box(EN.city));
    await user.paste('\u202Enilreb');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(box(EN.city)).toHaveFocus());
    expect(box(EN.city)).toHaveAccessibleDescription(
      'This entry contains characters that are not allowed here, such as tabs, line breaks or invisible formatting characters.',
    );
    expect(shop.double.calls.some((call) => call.operation === REGISTER)).toBe(false);
  });

  it("answers anything else with 'Something did not work. Please try again.'", async () => {
    const user = userEvent.setup();
    const server = accountServer();
    server.answers[REGISTER] = () => apiError(500, []);
    renderShop('/shop/register', server.answers);
    await findHeading('Create an account');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something did not work. Please try again.');
  });

  it('validates in German before sending, with the password length rule', async () => {
    const user = userEvent.setup();
    const shop = renderShop('/de/shop/register', accountServer().answers);
    await findHeading('Kundenkonto anlegen');
    await user.type(box(DE.email), 'erika');
    await user.type(screen.getByLabelText(DE.password, { selector: 'input' }), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(box(DE.firstName)).toHaveFocus());
    expect(box(DE.firstName)).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(box(DE.email)).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    expect(screen.getByLabelText(DE.password, { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining(
        'Bitte überprüfen Sie Ihre Eingabe, Passwörter müssen mindestens 8 Zeichen lang sein.',
      ) as string,
    );
    for (const label of [DE.salutation, DE.country]) {
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    for (const label of [DE.title, DE.lastName, DE.company, DE.department, DE.street, DE.zip, DE.city]) {
      expect(box(label)).toBeInTheDocument();
    }
    expect(shop.double.calls.some((call) => call.operation === REGISTER)).toBe(false);
  });
});
