/**
 * An in-memory checkout "server" for page tests with the Store API TEST DOUBLE (unit tests only; the real
 * server is exercised by the Playwright suite): the account double plus a cart, methods, context switches,
 * guest registration and order creation.
 */
import { accountServer } from './testSession';
import { apiError, customer } from './testAccount';
import { testOrder } from './testOrder';

export const METHODS = {
  parcel: 'sm000000000000000000000000000001',
  freight: 'sm000000000000000000000000000002',
  invoice: 'pm000000000000000000000000000001',
  prepayment: 'pm000000000000000000000000000002',
};

export function fullCart() {
  return {
    apiAlias: 'cart',
    lineItems: [
      {
        id: 'p1',
        referencedId: 'p1',
        type: 'product',
        label: 'PVC sheet',
        quantity: 2,
        payload: { productNumber: 'PVC-5' },
        price: { unitPrice: 10, totalPrice: 20 },
      },
    ],
    price: {
      positionPrice: 20,
      netPrice: 21.76,
      totalPrice: 25.9,
      calculatedTaxes: [{ taxRate: 19, tax: 4.14 }],
    },
    deliveries: [{ shippingMethod: { id: METHODS.parcel }, shippingCosts: { totalPrice: 5.9 } }],
    errors: {},
  };
}

export function checkoutServer(options: { loggedIn?: boolean; failOrder?: boolean } = {}) {
  const account = accountServer({ loggedIn: options.loggedIn ?? true });
  const state = {
    ...account.state,
    cart: fullCart() as Record<string, unknown>,
    context: {} as Record<string, unknown>,
  };
  account.state.customer = customer({ activeBillingAddress: null, activeShippingAddress: null });
  const answers = account.answers;
  Object.assign(answers, {
    'readCart get /checkout/cart': () => state.cart,
    'readShippingMethod post /shipping-method': {
      elements: [
        { id: METHODS.parcel, name: 'Parcel', active: true, deliveryTime: { name: '1-3 days' } },
        { id: METHODS.freight, name: 'Freight forwarding', active: true },
      ],
    },
    'readPaymentMethod post /payment-method': {
      elements: [
        { id: METHODS.invoice, name: 'Invoice after the offer', active: true },
        { id: METHODS.prepayment, name: 'Prepayment', active: true },
      ],
    },
    'updateContext patch /context': (params: { body: Record<string, unknown> }) => {
      Object.assign(state.context, params.body);
      return { contextToken: 'test-token' };
    },
    'register post /account/register': (params: { body: Record<string, unknown> }) => {
      account.state.customer = customer({
        guest: true,
        email: params.body.email,
        firstName: params.body.firstName,
      });
      account.state.loggedIn = true;
      return account.state.customer;
    },
    'createOrder post /checkout/order': () => {
      if (options.failOrder) return apiError(500, [{ code: 'CHECKOUT__CART_INVALID' }]);
      state.cart = { apiAlias: 'cart', lineItems: [], price: { totalPrice: 0 }, deliveries: [] };
      return testOrder();
    },
  });
  // The context names the default payment method (the start-up's answer).
  const readContext = answers['readContext get /context'] as () => Record<string, unknown>;
  answers['readContext get /context'] = () => ({ ...readContext(), paymentMethod: { id: METHODS.invoice } });
  return { state, account, answers };
}
