import type { AddressInfo } from 'node:net';
import { withToken } from './account.js';
import { regular } from './cart.js';
import { newBuyer, type Buyer } from './order.js';
import type { TestServer } from './test-server.js';

// Klarna Payments against the built-in sandbox: a buyer paying with Klarna, the session start, and the
// authorization the SDK would mint in the browser. The server must listen (port 0): its REST client reaches
// its own simulator over HTTP exactly as it would reach Klarna.

export interface KlarnaSessionJson {
  client_token: string;
  payment_method_categories: { identifier: string; name: string }[];
  categoryByPaymentMethodId: Record<string, string | null>;
  sdkUrl: string;
  sandbox: boolean;
  apiAlias: string;
}

/** The sandbox's base URL on the listening server. */
export function sandboxBase(server: TestServer): string {
  const { port } = server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/klarna-sandbox`;
}

export async function paymentMethodId(server: TestServer, technicalName: string): Promise<string> {
  const row = await server.app.db
    .selectFrom('payment_method')
    .select('id')
    .where('technical_name', '=', technicalName)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function startKlarnaSession(server: TestServer, token: string) {
  return server.api.post<KlarnaSessionJson>('/klarna/session/start', {}, withToken(token));
}

/** What the SDK's authorize() yields for the session of `clientToken` (approved unless told otherwise). */
export async function mintAuthorization(
  server: TestServer,
  clientToken: string,
  fraudStatus?: string,
): Promise<string> {
  const response = await fetch(`${sandboxBase(server)}/sdk/authorizations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_token: clientToken,
      ...(fraudStatus ? { fraud_status: fraudStatus } : {}),
    }),
  });
  if (response.status !== 200) throw new Error(`sandbox authorization: ${response.status}`);
  return ((await response.json()) as { authorization_token: string }).authorization_token;
}

/** A logged-in buyer with two products in the cart and Klarna's "pay later" chosen. */
export async function klarnaBuyer(server: TestServer, prefix = 'klarna'): Promise<Buyer> {
  const buyer = await newBuyer(server, prefix);
  await buyer.cart.addProduct(regular.id, 2);
  const chosen = await buyer.patchContext({
    paymentMethodId: await paymentMethodId(server, 'payment_klarna_pay_later'),
  });
  if (chosen.status !== 200) throw new Error(`choose Klarna: ${chosen.status}`);
  return buyer;
}
