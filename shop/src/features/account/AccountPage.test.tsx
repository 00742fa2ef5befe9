import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../../test/renderShop';
import { address, apiError, IDS, violation } from '../../test/testAccount';
import { accountServer, findHeading } from '../../test/testSession';

const region = (name: string) => screen.getByRole('region', { name });
const input = (name: string, scope: HTMLElement) => within(scope).getByLabelText(name, { selector: 'input' });

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('account page', () => {
  it('shows the profile and the addresses with the defaults marked', async () => {
    const server = accountServer({ loggedIn: true });
    server.state.addresses.push(address(IDS.other, 'Nebenweg 2'));
    renderShop('/shop/account', server.answers);
    await findHeading('My account');
    const profile = region('Profile');
    expect(within(profile).getByText('erika@example.com')).toBeInTheDocument();
    expect(within(profile).getByRole('textbox', { name: 'First name' })).toHaveValue('Erika');
    expect(within(profile).getByRole('combobox', { name: 'Salutation' })).toHaveValue(IDS.ms);
    expect(within(profile).getByRole('textbox', { name: 'Title' })).toBeInTheDocument();

    const addresses = region('Billing and delivery addresses');
    const items = await within(addresses).findAllByRole('listitem', { name: undefined });
    const cards = items.filter((item) => item.querySelector('address'));
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Default billing address');
    expect(cards[0]).toHaveTextContent('Hauptstraße 1');
    expect(
      within(cards[0] as HTMLElement).queryByRole('button', { name: /^Delete/ }),
    ).not.toBeInTheDocument();
    // Buttons name the address they act on.
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: /^Edit billing address: / }),
    ).toBeVisible();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: /^Edit delivery address: / }),
    ).toBeVisible();
    expect(cards[1]).toHaveTextContent('Default delivery address');
    expect(cards[2]).toHaveTextContent('Mrs. Erika Muster');
    expect(cards[2]).toHaveTextContent('12345 Berlin');
    expect(cards[2]).toHaveTextContent('Germany');
    expect(
      within(cards[2] as HTMLElement).getByRole('button', {
        name: /^Delete address: Erika Muster, .+, 12345 Berlin$/,
      }),
    ).toHaveTextContent(/^Delete$/);
    expect(screen.getByRole('link', { name: 'Show my enquiries' })).toHaveAttribute(
      'href',
      '/shop/account/orders',
    );
  });

  it('adds, edits, deletes and sets default addresses, each with a success message', async () => {
    const user = userEvent.setup();
    const server = accountServer({ loggedIn: true });
    const created = address(IDS.other, 'Nebenweg 2');
    server.answers['createCustomerAddress post /account/address'] = (params: {
      body: Record<string, unknown>;
    }) => {
      if (!params.body.street) return apiError(400, [violation('/street', 'VIOLATION::IS_BLANK_ERROR')]);
      server.state.addresses.push({ ...created, ...params.body } as typeof created);
      return created;
    };
    server.answers['updateCustomerAddress patch /account/address/{addressId}'] = (params: {
      pathParams: { addressId: string };
      body: Record<string, unknown>;
    }) => {
      const index = server.state.addresses.findIndex((entry) => entry.id === params.pathParams.addressId);
      server.state.addresses[index] = { ...server.state.addresses[index], ...params.body } as typeof created;
      return server.state.addresses[index];
    };
    server.answers['defaultBillingAddress patch /account/address/default-billing/{addressId}'] = (params: {
      pathParams: { addressId: string };
    }) => {
      server.state.customer = {
        ...server.state.customer,
        defaultBillingAddressId: params.pathParams.addressId,
      };
      return null;
    };
    server.answers['deleteCustomerAddress delete /account/address/{addressId}'] = (params: {
      pathParams: { addressId: string };
    }) => {
      server.state.addresses = server.state.addresses.filter(
        (entry) => entry.id !== params.pathParams.addressId,
      );
      return null;
    };
    const shop = renderShop('/shop/account', server.answers);
    await findHeading('My account');
    const addresses = region('Billing and delivery addresses');
    await within(addresses).findByText(/Lagerweg 5/);

    await user.click(within(addresses).getByRole('button', { name: 'Add address' }));
    const form = within(addresses).getByRole('form', { name: 'New address' });
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue(IDS.de);
    await user.type(input('First name', form), 'Max');
    await user.type(input('Last name', form), 'Muster');
    await user.type(input('Street', form), 'Nebenweg 2');
    await user.type(input('Zip code', form), '54321');
    await user.type(input('City', form), 'Hamburg');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(addresses).findByText('Address changed successfully.');
    expect(within(addresses).queryByRole('form')).not.toBeInTheDocument();
    expect(within(addresses).getByRole('button', { name: 'Add address' })).toHaveFocus();
    const createCall = shop.double.calls.find((call) => call.operation.startsWith('createCustomerAddress'));
    expect(createCall?.params).toEqual({
      body: {
        firstName: 'Max',
        lastName: 'Muster',
        street: 'Nebenweg 2',
        zipcode: '54321',
        city: 'Hamburg',
        countryId: IDS.de,
      },
    });

    // Edit the new address.
    const card = () =>
      within(addresses)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes('Hamburg')) as HTMLElement;
    await waitFor(() => expect(card()).toBeDefined());
    await user.click(within(card()).getByRole('button', { name: /^Edit address: .*Hamburg$/ }));
    const edit = within(addresses).getByRole('form', { name: 'Edit address' });
    await user.clear(input('City', edit));
    await user.type(input('City', edit), 'Bremen');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(addresses).getByText(/Bremen/)).toBeInTheDocument());

    // Make it the default billing address: the old default can now be deleted.
    const bremen = () =>
      within(addresses)
        .getAllByRole('listitem')
        .find((item) => item.querySelector('address') && item.textContent?.includes('Bremen')) as HTMLElement;
    await user.click(
      within(bremen()).getByRole('button', { name: /^Use as default billing address: .*Bremen$/ }),
    );
    await waitFor(() => expect(bremen()).toHaveTextContent('Default billing address'));
    const old = () =>
      within(addresses)
        .getAllByRole('listitem')
        .find((item) => item.querySelector('address') && item.textContent?.includes('Hauptstraße 1')) as
        HTMLElement | undefined;
    await user.click(within(old() as HTMLElement).getByRole('button', { name: /^Delete address: / }));
    await waitFor(() => expect(old()).toBeUndefined());
    expect(within(addresses).getByRole('status')).toHaveTextContent('Address changed successfully.');
  });

  it('changes the password: a wrong old password is shown beside its field', async () => {
    const user = userEvent.setup();
    const server = accountServer({ loggedIn: true });
    server.answers['changePassword post /account/change-password'] = (params: {
      body: { password: string };
    }) =>
      params.body.password === server.state.password
        ? { redirectUrl: null }
        : apiError(400, [violation('/password', 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT')]);
    renderShop('/shop/account', server.answers);
    await findHeading('My account');
    const section = region('Change password');
    await user.type(input('Old password', section), 'not-it');
    await user.type(input('New password', section), 'Better-456');
    await user.type(input('Confirm password', section), 'Better-456');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(input('Old password', section)).toHaveAccessibleDescription('The old password is not correct.'),
    );
    expect(input('Old password', section)).toHaveFocus();

    await user.clear(input('Old password', section));
    await user.type(input('Old password', section), 'Secret-123');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await within(section).findByText('Password changed.');
    expect(input('New password', section)).toHaveValue('');
  });

  it('saves the profile', async () => {
    const user = userEvent.setup();
    const server = accountServer({ loggedIn: true });
    server.answers['changeProfile post /account/change-profile'] = (params: {
      body: Record<string, string>;
    }) => {
      server.state.customer = { ...server.state.customer, ...params.body };
      return { success: true };
    };
    const shop = renderShop('/de/shop/account', server.answers);
    await findHeading('Mein Konto');
    const profile = region('Persönliche Daten');
    await user.type(within(profile).getByRole('textbox', { name: 'Titel' }), 'Dr.');
    await user.click(within(profile).getByRole('button', { name: 'Speichern' }));
    await within(profile).findByText('Ihre persönlichen Daten wurden gespeichert.');
    expect(shop.double.calls.find((call) => call.operation.startsWith('changeProfile'))?.params).toEqual({
      body: { salutationId: IDS.ms, title: 'Dr.', firstName: 'Erika', lastName: 'Muster' },
    });
  });

  it('logs out: no customer (login status false), off to the shop start with the login icon', async () => {
    const user = userEvent.setup();
    const server = accountServer({ loggedIn: true });
    const shop = renderShop('/shop/account', server.answers);
    await findHeading('My account');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(shop.router().state.location.pathname).toBe('/shop/category'));
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(shop.double.calls.some((call) => call.operation === 'logoutCustomer post /account/logout')).toBe(
      true,
    );
    // The customer query now holds null: a guard asks the server again and sends the visitor to login.
    await user.click(within(nav).getByRole('link', { name: 'Log in' }));
    await findHeading('Log in');
  });
});
