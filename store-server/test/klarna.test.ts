import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING, lastMailTo, withToken } from './support/account.js';
import { shopOwnerEmail } from '../src/options.js';
import { other, regular, type CartJson, type ErrorBody } from './support/cart.js';
import { klarnaBuyer as newKlarnaBuyer, mintAuthorization, startKlarnaSession } from './support/klarna.js';
import { newBuyer } from './support/order.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// Klarna Payments against the built-in sandbox: the server listens (port 0), so that its REST client reaches
// its own simulator over HTTP exactly as it would reach Klarna.

interface TransactionJson {
  stateMachineState: { technicalName: string };
  customFields: Record<string, string | null> | null;
}
interface KlarnaBody {
  order_amount: number;
  order_tax_amount: number;
  locale: string;
  purchase_country: string;
  purchase_currency: string;
  order_lines: {
    type: string;
    reference: string;
    quantity: number;
    total_amount: number;
    total_tax_amount: number;
    tax_rate: number;
  }[];
}

const minor = (value: number) => Math.round(value * 100);

describe.each(databaseKinds)('Klarna Payments with the sandbox (%s)', (kind) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `${address}/klarna-sandbox`;
  });
  afterAll(async () => server.close());

  const start = (token: string) => startKlarnaSession(server, token);
  const sandboxSessionOf = async (token: string) => {
    const link = await server.app.db
      .selectFrom('klarna_context_session')
      .selectAll()
      .where('context_token', '=', token)
      .executeTakeFirstOrThrow();
    const row = await server.app.db
      .selectFrom('klarna_sandbox_session')
      .selectAll()
      .where('id', '=', link.session_id)
      .executeTakeFirstOrThrow();
    return { id: row.id, body: JSON.parse(row.body) as KlarnaBody };
  };
  const mint = (clientToken: string, fraudStatus?: string) =>
    mintAuthorization(server, clientToken, fraudStatus);
  const klarnaBuyer = () => newKlarnaBuyer(server);
  const transactionOf = (order: { transactions: unknown }) =>
    (order.transactions as TransactionJson[])[0] as TransactionJson;
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('starts a session whose amounts, lines and tax equal the cart, and says which SDK to load', async () => {
    const buyer = await klarnaBuyer();
    const cart = (await buyer.cart.get()).json;
    const response = await start(buyer.token);
    expect(response.status).toBe(200);
    const session = response.json;
    expect(session.apiAlias).toBe('klarna_session');
    expect(session.sandbox).toBe(true);
    expect(session.client_token).toMatch(/^sandbox-client-/);
    expect(session.sdkUrl).toMatch(/\/klarna-sandbox\/kp\/lib\/v1\/api\.js$/);
    expect(session.payment_method_categories.map((c) => c.identifier)).toEqual(['klarna']);
    const categories = Object.values(session.categoryByPaymentMethodId);
    expect(categories).toHaveLength(7);
    expect(new Set(categories)).toEqual(new Set(['klarna']));
    expect(session).not.toHaveProperty('session_id');

    const { body } = await sandboxSessionOf(buyer.token);
    expect(body.locale).toBe('en-GB');
    expect(body.purchase_country).toBe('DE');
    expect(body.purchase_currency).toBe('EUR');
    expect(body.order_amount).toBe(minor(cart.price.totalPrice));
    const cartTax = cart.price.calculatedTaxes.reduce((sum, tax) => sum + minor(tax.tax), 0);
    expect(body.order_tax_amount).toBe(cartTax);
    const product = body.order_lines.filter((line) => line.type === 'physical');
    expect(product.map((line) => [line.reference, line.quantity, line.total_amount, line.tax_rate])).toEqual(
      cart.lineItems.map((line) => [
        line.payload.productNumber,
        line.quantity,
        minor(line.price.totalPrice),
        1900,
      ]),
    );
    const shipping = body.order_lines.filter((line) => line.type === 'shipping_fee');
    expect(shipping.map((line) => line.total_amount)).toEqual(
      (cart.deliveries[0]?.shippingCosts.totalPrice ?? 0) > 0
        ? [minor(cart.deliveries[0]?.shippingCosts.totalPrice ?? 0)]
        : [],
    );
  });

  it('updates the same session on a second start', async () => {
    const buyer = await klarnaBuyer();
    const first = await start(buyer.token);
    const before = await sandboxSessionOf(buyer.token);
    await buyer.cart.addProduct(other.id, 1);
    const cart = (await buyer.cart.get()).json as CartJson;
    const second = await start(buyer.token);
    expect(second.status).toBe(200);
    expect(second.json.client_token).toBe(first.json.client_token);
    const after = await sandboxSessionOf(buyer.token);
    expect(after.id).toBe(before.id);
    expect(after.body.order_amount).toBe(minor(cart.price.totalPrice));
    expect(after.body.order_lines.length).toBe(before.body.order_lines.length + 1);
  });

  it('refuses an empty cart', async () => {
    const buyer = await newBuyer(server, 'klarna-empty');
    const response = await server.api.post<ErrorBody>('/klarna/session/start', {}, withToken(buyer.token));
    expect(response.status).toBe(400);
    expect(response.json.errors[0]?.code).toBe('CHECKOUT__CART_EMPTY');
  });

  it('places the Klarna order from an approved authorization: transaction authorized, Klarna order id stored', async () => {
    const buyer = await klarnaBuyer();
    const session = (await start(buyer.token)).json;
    const token = await mint(session.client_token);
    const response = await buyer.order({ klarnaAuthorizationToken: token });
    expect(response.status).toBe(200);
    const transaction = transactionOf(response.json);
    expect(transaction.stateMachineState.technicalName).toBe('authorized');
    expect(transaction.customFields?.klarna_fraud_status).toBe('ACCEPTED');
    expect(transaction.customFields?.klarna_order_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(transaction.customFields?.klarna_failure_reason).toBeNull();
    const authorization = await server.app.db
      .selectFrom('klarna_sandbox_authorization')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(authorization.order_id).toBe(transaction.customFields?.klarna_order_id);
    expect((await buyer.cart.get()).json.lineItems).toEqual([]);
    const history = await buyer.orders({ associations: { transactions: {} } });
    expect(transactionOf(history.json.orders.elements[0] as never).stateMachineState.technicalName).toBe(
      'authorized',
    );
  });

  it('says in the payment state and in both enquiry mails that a sandbox payment is no real payment', async () => {
    const buyer = await klarnaBuyer();
    const session = (await start(buyer.token)).json;
    const response = await buyer.order({ klarnaAuthorizationToken: await mint(session.client_token) });
    expect(response.status).toBe(200);
    const transaction = transactionOf(response.json) as TransactionJson & {
      stateMachineState: { name: string; translated: { name: string } };
    };
    expect(transaction.customFields?.klarna_sandbox).toBe(true);
    expect(transaction.stateMachineState.technicalName).toBe('authorized');
    expect(transaction.stateMachineState.name).toBe('Authorized (Klarna sandbox: no real payment exists)');
    expect(transaction.stateMachineState.translated.name).toBe(transaction.stateMachineState.name);
    const history = await buyer.orders({ associations: { transactions: {} } });
    expect(JSON.stringify(history.json.orders.elements[0])).toContain(
      'Klarna sandbox: no real payment exists',
    );
    const number = String(response.json.orderNumber);
    for (const recipient of [buyer.email, shopOwnerEmail(server.options)]) {
      const mail = await lastMailTo(server, recipient);
      expect(mail.subject).toContain(number);
      expect(mail.subject).toMatch(/^\[Klarna sandbox: no real payment\]/);
      expect(mail.text).toContain('No real payment exists and no money was moved.');
    }
  });

  it('leaves the mails of an enquiry without Klarna free of the sandbox note', async () => {
    const buyer = await newBuyer(server, 'no-sandbox-note');
    await buyer.cart.addProduct(regular.id, 1);
    const response = await buyer.order({});
    expect(response.status).toBe(200);
    const mail = await lastMailTo(server, buyer.email);
    expect(mail.subject).toContain(String(response.json.orderNumber));
    expect(mail.text).not.toMatch(/sandbox/i);
    expect(transactionOf(response.json).customFields).toBeNull();
  });

  it('fails the transaction with the reason when Klarna rejects the payment', async () => {
    const buyer = await klarnaBuyer();
    const session = (await start(buyer.token)).json;
    const response = await buyer.order({
      klarnaAuthorizationToken: await mint(session.client_token, 'REJECTED'),
    });
    expect(response.status).toBe(200);
    const transaction = transactionOf(response.json);
    expect(transaction.stateMachineState.technicalName).toBe('failed');
    expect(transaction.customFields?.klarna_fraud_status).toBe('REJECTED');
    expect(transaction.customFields?.klarna_failure_reason).toMatch(/rejected/i);
  });

  it('fails the transaction when Klarna refuses the authorization token', async () => {
    const buyer = await klarnaBuyer();
    await start(buyer.token);
    const response = await buyer.order({ klarnaAuthorizationToken: 'sandbox-auth-unknown' });
    expect(response.status).toBe(200);
    const transaction = transactionOf(response.json);
    expect(transaction.stateMachineState.technicalName).toBe('failed');
    expect(transaction.customFields?.klarna_failure_reason).toMatch(/404/);
  });

  it('refuses a Klarna order without an authorization token and keeps the cart', async () => {
    const buyer = await klarnaBuyer();
    const response = await server.api.post<ErrorBody>('/checkout/order', {}, withToken(buyer.token));
    expect(response.status).toBe(400);
    expect(response.json.errors[0]).toMatchObject({
      code: 'KLARNA__AUTHORIZATION_TOKEN_MISSING',
      detail: 'klarnaAuthorizationToken must not be empty',
    });
    expect((await buyer.cart.get()).json.lineItems).toHaveLength(1);
  });

  it('leaves other payment methods unchanged', async () => {
    const buyer = await newBuyer(server, 'invoice');
    await buyer.cart.addProduct(regular.id, 1);
    const response = await buyer.order({});
    expect(response.status).toBe(200);
    expect(transactionOf(response.json).stateMachineState.technicalName).toBe('open');
  });

  it('checks Basic auth and validates amounts like Klarna', async () => {
    const body = {
      locale: 'en-GB',
      purchase_country: 'DE',
      purchase_currency: 'EUR',
      order_amount: 1000,
      order_tax_amount: 160,
      order_lines: [
        { name: 'Sheet', quantity: 1, unit_price: 900, total_amount: 900, total_tax_amount: 144 },
      ],
    };
    const post = (authorization?: string) =>
      fetch(`${base}/payments/v1/sessions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: JSON.stringify(body),
      });
    const anonymous = await post();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: 'NOT_AUTHORIZED' });
    expect((await post(basic('sandbox-merchant', 'wrong'))).status).toBe(401);
    const mismatch = await post(basic('sandbox-merchant', server.app.klarna.password));
    expect(mismatch.status).toBe(400);
    const error = (await mismatch.json()) as {
      error_code: string;
      error_messages: string[];
      correlation_id: string;
    };
    expect(error.error_code).toBe('BAD_VALUE');
    expect(error.error_messages.join(' ')).toMatch(/order amount/i);
    expect(error.error_messages.join(' ')).toMatch(/tax amount/i);
    expect(error.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the sandbox SDK as JavaScript and its stylesheet, and the CSP names no Klarna origin', async () => {
    const sdk = await server.app.inject({ method: 'GET', url: '/klarna-sandbox/kp/lib/v1/api.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toMatch(/^application\/javascript/);
    expect(sdk.body).toContain('Klarna sandbox — no real payment');
    expect(sdk.body).toContain("'aria-modal'");
    const page = await server.app.inject({ method: 'GET', url: '/shop' });
    expect(page.body).toContain('data-klarna-sdk-url="/klarna-sandbox/kp/lib/v1/api.js"');
    const css = await server.app.inject({ method: 'GET', url: '/klarna-sandbox/sdk.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    // The sandbox is same-origin: scripts from this server only.
    const csp = String(sdk.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/klarna/);
  });
});

describe('Klarna unreachable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', {
      passwordHashing: FAST_HASHING,
      klarna: { apiUrl: 'http://127.0.0.1:9/klarna', username: 'merchant', password: 'secret' },
    });
  });
  afterAll(async () => server.close());

  it('answers 502 on session start, uses the CDN SDK and serves no sandbox', async () => {
    const buyer = await newBuyer(server, 'offline');
    await buyer.cart.addProduct(regular.id, 1);
    const response = await server.api.post<ErrorBody>('/klarna/session/start', {}, withToken(buyer.token));
    expect(response.status).toBe(502);
    expect(response.json.errors[0]?.code).toBe('KLARNA__SESSION_FAILED');
    expect(response.json.errors[0]?.detail).toMatch(/unreachable/);
    expect((await server.app.inject({ method: 'GET', url: '/klarna-sandbox/sdk.css' })).statusCode).toBe(404);
    const page = await server.app.inject({ method: 'GET', url: '/shop' });
    expect(page.body).toContain('data-klarna-sdk-url="https://x.klarnacdn.net/kp/lib/v1/api.js"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://x.klarnacdn.net;");
    for (const directive of ['frame-src', 'connect-src', 'img-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://\\*\\.klarna\\.com`));
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://\\*\\.klarnaservices\\.com`));
    }
  });

  it('fails the transaction of an enquiry with the reason', async () => {
    const buyer = await newBuyer(server, 'offline');
    await buyer.cart.addProduct(regular.id, 1);
    const id = (
      await server.app.db
        .selectFrom('payment_method')
        .select('id')
        .where('technical_name', '=', 'payment_klarna_card')
        .executeTakeFirstOrThrow()
    ).id;
    await buyer.patchContext({ paymentMethodId: id });
    const response = await buyer.order({ klarnaAuthorizationToken: 'some-token' });
    expect(response.status).toBe(200);
    const transaction = (response.json.transactions as unknown as TransactionJson[])[0];
    expect(transaction?.stateMachineState.technicalName).toBe('failed');
    expect(transaction?.customFields?.klarna_failure_reason).toMatch(/unreachable/);
  });
});
