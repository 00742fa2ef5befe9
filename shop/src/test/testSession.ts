/**
 * A tiny in-memory account "server" for page tests with the Store API TEST DOUBLE: login state flips on
 * login / register-confirm / logout and the customer and context answers follow it. Unit tests only.
 */
import { screen } from '@testing-library/react';
import { shopAnswers } from './renderShop';
import { address, apiError, customer, IDS, referenceAnswers } from './testAccount';

export function accountServer(options: { loggedIn?: boolean; password?: string } = {}) {
  const state = {
    loggedIn: options.loggedIn ?? false,
    password: options.password ?? 'Secret-123',
    addresses: [
      address(IDS.billing, 'Hauptstraße 1'),
      address(IDS.shipping, 'Lagerweg 5', { company: 'Kunststoff GmbH Lager' }),
    ],
    customer: customer(),
  };
  const notLoggedIn = () => apiError(403, [{ code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }]);
  const answers = shopAnswers({
    ...referenceAnswers(),
    'readContext get /context': () => ({
      token: 'test-token',
      customer: state.loggedIn ? state.customer : null,
      salesChannel: { countryId: IDS.de },
    }),
    'readCustomer post /account/customer': () => (state.loggedIn ? state.customer : notLoggedIn()),
    'loginCustomer post /account/login': (params: { body: { username: string; password: string } }) => {
      if (params.body.username !== state.customer.email || params.body.password !== state.password) {
        return apiError(401, [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }]);
      }
      state.loggedIn = true;
      return { redirectUrl: null };
    },
    'logoutCustomer post /account/logout': () => {
      if (!state.loggedIn) return notLoggedIn();
      state.loggedIn = false;
      return { redirectUrl: null };
    },
    'listAddress post /account/list-address': () =>
      state.loggedIn ? { elements: state.addresses, total: state.addresses.length } : notLoggedIn(),
  });
  return { state, answers };
}

/** The page's h1 (with room for the first, cold load of the lazy account chunk). */
export function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
}
