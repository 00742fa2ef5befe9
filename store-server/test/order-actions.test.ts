import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { invoicePayment, klarnaPayments, prepayment } from '../src/seed/methods.js';
import { FAST_HASHING, outbox, withToken } from './support/account.js';
import { regular } from './support/cart.js';
import { newBuyer, newGuestBuyer, orderStateOf, type Buyer, type OrderJson } from './support/order.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Issue 18: what a buyer may do with a sent enquiry (services/order-actions.ts): withdraw it, change its
// payment method, the payment handling answer, and the document and download routes (none exist).

type Errors = { errors: Array<{ code: string; status: string }> };
const code = (json: unknown) => (json as Errors).errors[0]?.code;
const OWNER = 'owner-actions@example.com';

describe.each(databaseKinds)('order actions (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING, shopOwnerEmail: OWNER });
  });
  afterAll(async () => server?.close());

  const placed = async (buyer: Buyer): Promise<OrderJson> => {
    expect((await buyer.cart.addProduct(regular.id, 2)).status).toBe(200);
    const response = await buyer.order();
    expect(response.status).toBe(200);
    return response.json;
  };
  const stockOf = async (id: string) =>
    server.app.db
      .selectFrom('product')
      .select(['stock', 'available_stock'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const stateOf = (orderId: string) => orderStateOf(server, orderId);

  it('withdraws an open enquiry: the new state, stock back, the owner told; not twice, not in progress', async () => {
    const buyer = await newBuyer(server, 'withdraw');
    const before = await stockOf(regular.id);
    const order = await placed(buyer);
    const cancelled = await server.api.post(
      '/order/state/cancel',
      { orderId: order.id },
      withToken(buyer.token),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({
      technicalName: 'cancelled',
      name: 'Cancelled',
      apiAlias: 'state_machine_state',
    });
    expect(await stateOf(order.id)).toBe('cancelled');
    expect(await stockOf(regular.id)).toEqual(before);
    const mail = (await outbox(server)).find(
      (entry) =>
        entry.to === OWNER &&
        entry.subject.includes(order.orderNumber) &&
        entry.subject.includes('withdrawn'),
    );
    expect(mail?.text).toContain(buyer.email);

    const again = await server.api.post('/order/state/cancel', { orderId: order.id }, withToken(buyer.token));
    expect(again.status).toBe(400);
    expect(code(again.json)).toBe('SYSTEM__ILLEGAL_STATE_TRANSITION');

    const second = await placed(buyer);
    await server.app.db
      .updateTable('shop_order')
      .set({ state: 'in_progress' })
      .where('id', '=', second.id)
      .execute();
    const inProgress = await server.api.post(
      '/order/state/cancel',
      { orderId: second.id },
      withToken(buyer.token),
    );
    expect(inProgress.status).toBe(400);
    expect(await stateOf(second.id)).toBe('in_progress');
  }, 60_000);

  it('answers a foreign order exactly like an unknown one, and refuses without login or order id', async () => {
    const owner = await newBuyer(server, 'owner');
    const stranger = await newBuyer(server, 'stranger');
    const order = await placed(owner);
    const foreign = await server.api.post(
      '/order/state/cancel',
      { orderId: order.id },
      withToken(stranger.token),
    );
    const unknown = await server.api.post(
      '/order/state/cancel',
      { orderId: 'f'.repeat(32) },
      withToken(stranger.token),
    );
    expect(foreign.status).toBe(404);
    expect(code(foreign.json)).toBe('CHECKOUT__ORDER_ORDER_NOT_FOUND');
    expect(unknown.status).toBe(404);
    expect((foreign.json as Errors).errors[0]).toMatchObject({ code: 'CHECKOUT__ORDER_ORDER_NOT_FOUND' });
    expect(await stateOf(order.id)).toBe('open');
    const payment = await server.api.post(
      '/order/payment',
      { orderId: order.id, paymentMethodId: prepayment.id },
      withToken(stranger.token),
    );
    expect(payment.status).toBe(404);
    const pay = await server.api.post('/handle-payment', { orderId: order.id }, withToken(stranger.token));
    expect(pay.status).toBe(404);
    expect(code(pay.json)).toBe('CHECKOUT__INVALID_ORDER_ID');
    const anonymous = await server.api.post('/order/state/cancel', { orderId: order.id });
    expect(anonymous.status).toBe(403);
    const missing = await server.api.post('/order/state/cancel', {}, withToken(owner.token));
    expect(missing.status).toBe(400);
    expect(code(missing.json)).toBe('FRAMEWORK__INVALID_REQUEST_PARAMETER');
  });

  it('lets a guest withdraw their own enquiry, in German', async () => {
    const guest = await newGuestBuyer(server);
    await guest.patchContext({ languageId: GERMAN_LANGUAGE_ID });
    const order = await placed(guest);
    const cancelled = await server.api.post(
      '/order/state/cancel',
      { orderId: order.id },
      withToken(guest.token),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ technicalName: 'cancelled', name: 'Abgebrochen' });
  });

  it('changes the payment method of an open enquiry, not to Klarna, not once paid or withdrawn', async () => {
    const buyer = await newBuyer(server, 'payment');
    const order = await placed(buyer);
    const changed = await server.api.post(
      '/order/payment',
      { orderId: order.id, paymentMethodId: prepayment.id },
      withToken(buyer.token),
    );
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ success: true });
    const list = await buyer.orders({
      associations: { transactions: { associations: { paymentMethod: {} } } },
    });
    const listed = list.json.orders.elements.find((element) => element.id === order.id);
    expect(listed?.transactions?.[0]?.paymentMethod?.technicalName).toBe('payment_prepayment');

    const klarna = await server.api.post(
      '/order/payment',
      { orderId: order.id, paymentMethodId: klarnaPayments[0]!.id },
      withToken(buyer.token),
    );
    expect(klarna.status).toBe(404);
    expect(code(klarna.json)).toBe('CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE');
    const unknown = await server.api.post(
      '/order/payment',
      { orderId: order.id, paymentMethodId: 'a'.repeat(32) },
      withToken(buyer.token),
    );
    expect(unknown.status).toBe(404);

    await server.app.db
      .updateTable('order_transaction')
      .set({ state: 'paid' })
      .where('order_id', '=', order.id)
      .execute();
    const paid = await server.api.post(
      '/order/payment',
      { orderId: order.id, paymentMethodId: invoicePayment.id },
      withToken(buyer.token),
    );
    expect(paid.status).toBe(403);
    expect(code(paid.json)).toBe('CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE');
  });

  it('handles the payment of its own order synchronously: redirectUrl null, by GET and POST', async () => {
    const buyer = await newBuyer(server, 'handle');
    const order = await placed(buyer);
    const body = {
      orderId: order.id,
      finishUrl: 'http://localhost:8080/shop/paid',
      errorUrl: 'http://localhost:8080/shop/unpaid',
    };
    const posted = await server.api.post('/handle-payment', body, withToken(buyer.token));
    expect(posted.status).toBe(200);
    expect(posted.json).toMatchObject({ redirectUrl: null });
    const got = await server.api.get('/handle-payment', {
      query: { orderId: order.id },
      ...withToken(buyer.token),
    });
    expect(got.status).toBe(200);
    const badUrl = await server.api.post(
      '/handle-payment',
      { ...body, errorUrl: 'javascript:alert(1)' },
      withToken(buyer.token),
    );
    expect(badUrl.status).toBe(400);
  });

  it('answers 404 for documents and downloads: orders have none', async () => {
    const buyer = await newBuyer(server, 'documents');
    const order = await placed(buyer);
    const document = await server.api.get(
      `/document/download/${'d'.repeat(32)}/${order.deepLinkCode}`,
      withToken(buyer.token),
    );
    expect(document.status).toBe(404);
    expect(code(document.json)).toBe('DOCUMENT__DOCUMENT_NOT_FOUND');
    const download = await server.api.get(
      `/order/download/${order.id}/${'e'.repeat(32)}`,
      withToken(buyer.token),
    );
    expect(download.status).toBe(404);
    expect(code(download.json)).toBe('CHECKOUT__DOWNLOAD_FILE_NOT_FOUND');
    expect((await server.api.get(`/order/download/${order.id}/${'e'.repeat(32)}`)).status).toBe(403);
  });
});
