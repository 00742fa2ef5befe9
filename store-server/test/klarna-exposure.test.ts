import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING, registration, withToken } from './support/account.js';
import { regular, type ErrorBody } from './support/cart.js';
import { paymentMethodId } from './support/klarna.js';
import { Buyer } from './support/order.js';
import { rawRequest } from './support/raw-http.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database.js';
import { createTestServer, createTestServerOn, type TestServer } from './support/test-server.js';

// A shop on a public PUBLIC_URL without Klarna credentials (`npm start` on a server): the built-in sandbox, which
// approves every payment without any money moving, must not run, and Klarna must not be offered at all. The
// buyer's context chose Klarna while the server still ran on a loopback PUBLIC_URL (a restart on the same
// database), as a shop owner who tried the demo on the machine first would have it.

const PUBLIC_URL = 'https://shop.example.com';
const KLARNA_HANDLER = 'klarna_payments';

interface MethodList {
  total: number;
  elements: { id: string; technicalName: string; handlerIdentifier?: string }[];
}

describe.each(databaseKinds)('Klarna on a public host without credentials (%s)', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let base: string;
  let buyer: Buyer;
  let klarnaId: string;

  const guestBuyer = async (target: TestServer, storefront: string) => {
    const email = `klarna-public-${Date.now()}@example.com`;
    const body: Record<string, unknown> = registration(email, {
      guest: true,
      storefrontUrl: `${storefront}/shop`,
    });
    delete body.password;
    const response = await target.api.post<{ id: string }>('/account/register', body);
    if (response.status !== 200 || !response.token) throw new Error(`guest: ${response.status}`);
    return new Buyer(target, response.token, response.json.id, email);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const laptop = await createTestServerOn(database, { passwordHashing: FAST_HASHING });
    try {
      expect(laptop.app.klarna.sandbox).toBe(true);
      buyer = await guestBuyer(laptop, 'http://localhost:8080');
      await buyer.cart.addProduct(regular.id, 1);
      klarnaId = await paymentMethodId(laptop, 'payment_klarna_pay_later');
      expect((await buyer.patchContext({ paymentMethodId: klarnaId })).status).toBe(200);
    } finally {
      await laptop.close();
    }
    server = await createTestServerOn(database, { passwordHashing: FAST_HASHING, publicUrl: PUBLIC_URL });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    buyer = new Buyer(server, buyer.token, buyer.customerId, buyer.email);
  });
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it('runs no sandbox: everything under /klarna-sandbox is an unknown path', async () => {
    expect(server.app.klarna).toMatchObject({ available: false, sandbox: false });
    for (const [method, path] of [
      ['GET', '/klarna-sandbox/kp/lib/v1/api.js'],
      ['GET', '/klarna-sandbox/sdk.css'],
      ['GET', '/klarna-sandbox/badge.svg'],
      ['POST', '/klarna-sandbox/sdk/authorizations'],
      ['POST', '/klarna-sandbox/payments/v1/sessions'],
      ['POST', '/klarna-sandbox/payments/v1/authorizations/x/order'],
    ] as const) {
      const answer = await rawRequest(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{"client_token":"x"}' } : {}),
      });
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toEqual({
        errors: [
          { status: '404', code: '0', title: 'Not Found', detail: `No route found for "${method} ${path}"` },
        ],
      });
    }
    const page = await server.app.inject({ method: 'GET', url: '/shop' });
    expect(page.body).not.toContain('data-klarna-sdk-url');
  });

  it('offers no Klarna method in the available payment methods (GET and POST), but still lists all without onlyAvailable', async () => {
    const klarnaMethods = (list: MethodList) =>
      list.elements.filter((method) => method.technicalName.startsWith('payment_klarna_'));
    const get = await server.api.get<MethodList>('/payment-method?onlyAvailable=1', withToken(buyer.token));
    const post = await server.api.post<MethodList>(
      '/payment-method',
      { onlyAvailable: true },
      withToken(buyer.token),
    );
    for (const answer of [get, post]) {
      expect(answer.status).toBe(200);
      expect(answer.json.elements.length).toBeGreaterThan(0);
      expect(klarnaMethods(answer.json)).toEqual([]);
      expect(answer.json.total).toBe(answer.json.elements.length);
      for (const method of answer.json.elements) expect(method.handlerIdentifier).not.toBe(KLARNA_HANDLER);
    }
    const all = await server.api.get<MethodList>('/payment-method', withToken(buyer.token));
    expect(klarnaMethods(all.json)).toHaveLength(7);
  });

  it('refuses to choose a Klarna method as Shopware refuses an unavailable one', async () => {
    const response = await buyer.patchContext({
      paymentMethodId: await paymentMethodId(server, 'payment_klarna_card'),
    });
    expect(response.status).toBe(400);
    expect((response.json as ErrorBody).errors[0]).toMatchObject({
      code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      source: { pointer: '/paymentMethodId' },
    });
  });

  it('refuses a Klarna session with a clear 400', async () => {
    const response = await server.api.post<ErrorBody>('/klarna/session/start', {}, withToken(buyer.token));
    expect(response.status).toBe(400);
    expect(response.json.errors[0]).toMatchObject({
      code: 'KLARNA__NOT_AVAILABLE',
      detail: 'Klarna payments are not offered by this shop.',
    });
  });

  it('refuses an enquiry paid with the Klarna method chosen before, writes nothing and keeps the cart', async () => {
    const countOrders = async () =>
      (await server.app.db.selectFrom('shop_order').select('id').execute()).length;
    const before = await countOrders();
    const response = await buyer.order({ klarnaAuthorizationToken: 'sandbox-auth-forged' });
    expect(response.status).toBe(400);
    const error = (response.json as unknown as ErrorBody).errors[0];
    expect(error?.code).toBe('CHECKOUT__CART_INVALID');
    expect(error?.detail).toMatch(/Payment method Klarna: Pay later not available/);
    expect(await countOrders()).toBe(before);
    expect((await buyer.cart.get()).json.lineItems).toHaveLength(1);
  });
});

describe('the Klarna sandbox on a public host, asked for with KLARNA_SANDBOX=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { publicUrl: PUBLIC_URL, klarna: { sandbox: true } });
  });
  afterAll(async () => server?.close());

  it('runs and is offered', async () => {
    expect(server.app.klarna).toMatchObject({ available: true, sandbox: true });
    expect((await server.app.inject({ method: 'GET', url: '/klarna-sandbox/sdk.css' })).statusCode).toBe(200);
    const methods = await server.api.get<MethodList>('/payment-method?onlyAvailable=1');
    expect(methods.json.elements.filter((m) => m.technicalName.startsWith('payment_klarna_'))).toHaveLength(
      7,
    );
  });
});
