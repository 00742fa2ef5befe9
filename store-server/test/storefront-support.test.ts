import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, SYSTEM_LANGUAGE_ID } from '../src/constants.js';
import { registeredCustomer } from './support/account.js';
import { CartClient, closeout, randomToken, regular } from './support/cart.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// GET /product/purchase-limit, /cookie-groups, /customer-group-registration/config/{id} and /checkout/gateway:
// what Shopware's headless storefront asks for beside the catalogue (every answer is schema-checked by the
// test client).

interface PurchaseLimit {
  productId: string;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number;
  stock: number | null;
}
interface CookieGroups {
  elements: { name: string; isRequired: boolean; entries: { cookie: string; hidden: boolean }[] }[];
  hash: string;
  languageId: string;
}
interface SearchResult {
  elements: { id: string; technicalName: string }[];
  total: number;
}

describe.each(databaseKinds)('storefront support routes (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it("answers the products' purchase limits; a closeout sells at most its stock", async () => {
    const unknown = '0123456789abcdef0123456789abcdef';
    const answer = await server.api.get<PurchaseLimit[]>(
      `/product/purchase-limit?ids[]=${regular.id}&ids[]=${closeout.id}&ids[]=${unknown}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.map((limit) => limit.productId)).toEqual([regular.id, closeout.id]);
    const [regularLimit, closeoutLimit] = answer.json;
    expect(regularLimit).toMatchObject({ minPurchase: 1, purchaseSteps: 1, maxPurchase: 100 });
    expect(closeoutLimit!.maxPurchase).toBe(Math.min(100, closeout.stock));
    expect(closeoutLimit!.stock).toBe(closeout.stock);
  });

  it('refuses a purchase-limit request without ids or with a malformed one', async () => {
    const missing = await server.api.get<{ errors: { code: string }[] }>('/product/purchase-limit');
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0]!.code).toBe('FRAMEWORK__INVALID_CRITERIA_PARAMETER');
    const malformed = await server.api.get<{ errors: { code: string }[] }>(
      '/product/purchase-limit?ids[]=nope',
    );
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors[0]!.code).toBe('FRAMEWORK__INVALID_UUID');
  });

  it('lists the technically required cookies in the language of the request', async () => {
    const english = await server.api.get<CookieGroups>('/cookie-groups');
    expect(english.status).toBe(200);
    expect(english.json.languageId).toBe(SYSTEM_LANGUAGE_ID);
    expect(english.json.elements).toHaveLength(1);
    expect(english.json.elements[0]).toMatchObject({ name: 'Technically required', isRequired: true });
    expect(english.json.elements[0]!.entries.map((entry) => entry.cookie)).toEqual([
      'session-',
      'timezone',
      'cookie-preference',
    ]);
    const german = await server.api.get<CookieGroups>('/cookie-groups', {
      headers: { 'sw-language-id': GERMAN_LANGUAGE_ID },
    });
    expect(german.json.languageId).toBe(GERMAN_LANGUAGE_ID);
    expect(german.json.elements[0]!.name).toBe('Technisch erforderlich');
    expect(german.json.hash).toBe(english.json.hash);
  });

  it('answers media by id, in the language of the request, and needs at least one id', async () => {
    const rows = await server.app.db.selectFrom('media').select('id').orderBy('id').limit(2).execute();
    const ids = rows.map((row) => row.id);
    const unknown = '0123456789abcdef0123456789abcdef';
    const posted = await server.api.post<{ id: string; url: string; apiAlias: string }[]>('/media', {
      ids: [...ids, unknown],
    });
    expect(posted.status).toBe(200);
    expect(posted.json.map((media) => media.id)).toEqual(ids);
    expect(posted.json[0]!.url).toMatch(/^http:\/\/localhost:8080\//);
    const fetched = await server.api.get<{ id: string }[]>(`/media?ids[]=${ids[0]}`);
    expect(fetched.json.map((media) => media.id)).toEqual([ids[0]]);
    const empty = await server.api.post<{ errors: { code: string }[] }>('/media', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.errors[0]!.code).toBe('CONTENT__MEDIA_EMPTY_ID');
  });

  it('has no downloads of digital products: 403 for a guest, 404 for a customer', async () => {
    const path = '/order/download/0123456789abcdef0123456789abcdef/fedcba9876543210fedcba9876543210';
    const anonymous = await server.api.get<{ errors: { code: string }[] }>(path);
    expect(anonymous.status).toBe(403);
    expect(anonymous.json.errors[0]!.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const { token } = await registeredCustomer(server, `downloads-${kind}@example.com`);
    const customer = await server.api.get<{ errors: { code: string }[] }>(path, {
      headers: { 'sw-context-token': token },
    });
    expect(customer.status).toBe(404);
    expect(customer.json.errors[0]!.code).toBe('CHECKOUT__DOWNLOAD_FILE_NOT_FOUND');
  });

  it('has no customer group with a registration form', async () => {
    const answer = await server.api.get<{ errors: { code: string; status: string }[] }>(
      '/customer-group-registration/config/cfbd5018d38d41d8adca10d94fc8bdd6',
    );
    expect(answer.status).toBe(404);
    expect(answer.json.errors[0]).toMatchObject({
      status: '404',
      code: 'CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND',
    });
  });

  it("answers the checkout gateway with the methods available for the token's cart", async () => {
    const token = randomToken();
    const cart = new CartClient(server.api, token);
    await cart.addProduct(regular.id, 1);
    const headers = { 'sw-context-token': token };
    const gateway = await server.api.get<{
      paymentMethods: SearchResult;
      shippingMethods: SearchResult;
      errors: unknown[];
    }>('/checkout/gateway', { headers });
    expect(gateway.status).toBe(200);
    expect(gateway.json.errors).toEqual([]);
    const payments = await server.api.get<SearchResult>('/payment-method?onlyAvailable=1', { headers });
    const shipping = await server.api.get<SearchResult>('/shipping-method?onlyAvailable=1', { headers });
    expect(gateway.json.paymentMethods.elements.map((m) => m.id)).toEqual(
      payments.json.elements.map((m) => m.id),
    );
    expect(gateway.json.shippingMethods.elements.map((m) => m.id)).toEqual(
      shipping.json.elements.map((m) => m.id),
    );
    expect(gateway.json.shippingMethods.elements.length).toBeGreaterThan(0);
  });
});
