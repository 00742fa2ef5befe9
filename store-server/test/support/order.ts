import type { TestServer } from './test-server.js';
import { registeredCustomer, registration, withToken } from './account.js';
import { CartClient, type CartJson } from './cart.js';

// Order test helpers: a logged-in buyer with a cart, order placement and the order JSON fields the tests read.

export interface StateJson {
  technicalName: string;
  name: string;
  translated: { name: string };
}
export interface OrderJson {
  id: string;
  orderNumber: string;
  orderDateTime: string;
  deepLinkCode: string;
  amountTotal: number;
  amountNet: number;
  positionPrice: number;
  shippingTotal: number;
  customerComment: string | null;
  price: CartJson['price'];
  stateMachineState: StateJson;
  orderCustomer: { email: string; firstName: string; customerNumber: string | null };
  billingAddressId: string;
  billingAddress: { street: string } | null;
  addresses: { id: string; street: string }[] | null;
  lineItems:
    | {
        label: string;
        quantity: number;
        unitPrice: number;
        totalPrice: number;
        payload: { productNumber: string; options: unknown[] };
      }[]
    | null;
  deliveries:
    | {
        stateMachineState: StateJson;
        shippingMethod: { technicalName: string } | null;
        shippingOrderAddress: { street: string } | null;
        shippingCosts: { totalPrice: number };
      }[]
    | null;
  transactions: { stateMachineState: StateJson; paymentMethod: { technicalName: string } | null }[] | null;
  apiAlias: string;
}
export interface OrderListJson {
  orders: { elements: OrderJson[]; total: number; page: number; limit: number };
  paymentChangeable: Record<string, boolean>;
  apiAlias: string;
}

export class Buyer {
  readonly cart: CartClient;
  constructor(
    private readonly server: TestServer,
    readonly token: string,
    readonly customerId: string,
    readonly email: string,
  ) {
    this.cart = new CartClient(server.api, token);
  }

  order(body: Record<string, unknown> = {}) {
    return this.server.api.post<OrderJson>('/checkout/order', body, withToken(this.token));
  }

  orders(criteria: Record<string, unknown> = {}) {
    return this.server.api.post<OrderListJson>('/order', criteria, withToken(this.token));
  }

  patchContext(body: Record<string, unknown>) {
    return this.server.api.patch('/context', body, withToken(this.token));
  }
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

export async function newBuyer(server: TestServer, prefix = 'buyer'): Promise<Buyer> {
  const email = uniqueEmail(prefix);
  const { token, customer } = await registeredCustomer(server, email);
  return new Buyer(server, token, customer.id, email);
}

export async function newGuestBuyer(server: TestServer): Promise<Buyer> {
  const email = uniqueEmail('guest');
  const body = registration(email, { guest: true });
  delete (body as Record<string, unknown>).password;
  const response = await server.api.post<{ id: string }>('/account/register', body);
  if (response.status !== 200 || !response.token) throw new Error(`guest register: ${response.status}`);
  return new Buyer(server, response.token, response.json.id, email);
}

/** The order's state as stored (technical name). */
export async function orderStateOf(server: TestServer, orderId: string): Promise<string> {
  const row = await server.app.db
    .selectFrom('shop_order')
    .select('state')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.state;
}
