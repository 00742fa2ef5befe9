import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING } from './support/account.js';
import { closeout, regular } from './support/cart.js';
import { adminRequest, createDeskUser, deskTokens, type ErrorsJson } from './support/desk.js';
import { newBuyer, newGuestBuyer, type OrderJson, type StateJson } from './support/order.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

type DeskOrder = OrderJson & {
  languageId: string;
  extensions: {
    desk?: {
      history: {
        id: string;
        createdAt: string;
        actorName: string;
        action: string;
        details: Record<string, unknown>;
      }[];
      klarna: unknown;
      confirmedDocuments: { lineItemId: string; label: string; documents: { type: string; url: string }[] }[];
    };
  };
};
type SearchAnswer = { total: number; data: DeskOrder[]; aggregations: Record<string, unknown> };

describe.each(databaseKinds)('desk: orders (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let first: OrderJson;
  let second: OrderJson;
  let guestOrder: OrderJson;
  /** The demo orders of the seed. */
  let seeded = 0;

  const search = (body: unknown) =>
    adminRequest<SearchAnswer & ErrorsJson>(server.app, 'POST', '/api/search/order', { token, body });
  const detail = (id: string) =>
    adminRequest<{ data: DeskOrder } & ErrorsJson>(server.app, 'GET', `/api/order/${id}`, { token });
  const transition = (id: string, name: string) =>
    adminRequest<StateJson & ErrorsJson>(server.app, 'POST', `/api/_action/order/${id}/state/${name}`, {
      token,
    });

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    await createDeskUser(server.app, 'staff@example.com', 'staff');
    token = (await deskTokens(server.app, 'staff@example.com')).access_token;
    seeded = (await search({})).json.total;
    const a = await newBuyer(server, 'alpha');
    await a.cart.addProduct(regular.id, 2);
    first = (await a.order({ customerComment: 'Please cut to 500 mm' })).json;
    const b = await newBuyer(server, 'beta');
    await b.cart.addProduct(closeout.id, 1);
    second = (await b.order()).json;
    const guest = await newGuestBuyer(server);
    await guest.cart.addProduct(regular.id, 1);
    guestOrder = (await guest.order()).json;
  }, 60_000);
  afterAll(async () => server?.close());

  it('searches all orders newest first with totals, filters by state, searches by number, name and email', async () => {
    const all = await search({});
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(seeded + 3);
    expect(all.json.aggregations).toEqual({});
    expect(all.json.data.slice(0, 3).map((order) => order.orderNumber)).toEqual([
      guestOrder.orderNumber,
      second.orderNumber,
      first.orderNumber,
    ]);
    const order = all.json.data.find((candidate) => candidate.id === first.id)!;
    expect(order.lineItems?.[0]?.payload.options.length).toBeGreaterThan(0);
    // The unit weight the shopper saw in the cart is kept in the order line's payload (Shopware keeps none).
    expect((order.lineItems?.[0]?.payload as { weight?: number }).weight).toBe(regular.weight);
    expect(order.deliveries?.[0]?.shippingMethod).not.toBeNull();
    expect(order.transactions?.[0]?.paymentMethod).not.toBeNull();
    expect(order.customerComment).toBe('Please cut to 500 mm');
    expect(order.orderCustomer.email).toContain('alpha');

    const paged = await search({ limit: 2, page: 2 });
    expect(paged.json.total).toBe(seeded + 3);
    expect(paged.json.data.map((o) => o.id)[0]).toBe(first.id);
    expect(paged.json.data).toHaveLength(2);

    const byNumber = await search({ term: second.orderNumber });
    expect(byNumber.json.data.map((o) => o.id)).toEqual([second.id]);
    const byEmail = await search({ term: 'ALPHA' });
    expect(byEmail.json.data.map((o) => o.id)).toEqual([first.id]);
    const none = await search({ term: 'zzz-nobody' });
    expect(none.json).toMatchObject({ total: 0, data: [] });
  });

  it('refuses bad criteria with a 400 envelope', async () => {
    for (const body of [
      { limit: -1 },
      { page: 'x' },
      { filter: [{ type: 'equals', field: 'customer.password', value: 'x' }] },
      { sort: [{ field: 'nope' }] },
      { term: 'x'.repeat(10_000) },
    ]) {
      const answer = await search(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json.errors[0]?.status).toBe('400');
    }
  });

  it("moves an order through Shopware's states, records each change, refuses illegal transitions", async () => {
    const processed = await transition(first.id, 'process');
    expect(processed.status).toBe(200);
    expect(processed.json).toMatchObject({ technicalName: 'in_progress', name: 'In progress' });
    const inProgress = await search({
      filter: [{ type: 'equals', field: 'stateMachineState.technicalName', value: 'in_progress' }],
    });
    expect(inProgress.json.data.map((o) => o.id)).toContain(first.id);
    expect(new Set(inProgress.json.data.map((o) => o.stateMachineState.technicalName))).toEqual(
      new Set(['in_progress']),
    );

    const illegal = await transition(first.id, 'reopen');
    expect(illegal.status).toBe(400);
    expect(illegal.json.errors[0]).toMatchObject({ code: 'SYSTEM__ILLEGAL_STATE_TRANSITION' });
    expect(illegal.json.errors[0]?.detail).toContain('Possible transitions are: complete, cancel');
    expect((await transition(first.id, 'frobnicate')).status).toBe(400);

    expect((await transition(first.id, 'complete')).json.technicalName).toBe('completed');
    expect((await transition(first.id, 'reopen')).json.technicalName).toBe('open');
    // Already there: 200 with the state, nothing recorded.
    expect((await transition(first.id, 'reopen')).status).toBe(200);

    const read = await detail(first.id);
    expect(read.status).toBe(200);
    const history = read.json.data.extensions.desk!.history;
    expect(history.map((entry) => entry.action)).toEqual([
      'order.state.reopen',
      'order.state.complete',
      'order.state.process',
    ]);
    expect(history[0]).toMatchObject({ actorName: 'staff', details: { from: 'completed', to: 'open' } });
  });

  it('cancelling gives a closeout back to stock; reopening takes it again', async () => {
    const stock = async () =>
      (
        await server.app.db
          .selectFrom('product')
          .select('available_stock')
          .where('id', '=', closeout.id)
          .executeTakeFirstOrThrow()
      ).available_stock;
    const before = await stock();
    expect((await transition(second.id, 'cancel')).json.technicalName).toBe('cancelled');
    expect(await stock()).toBe(before + 1);
    expect((await transition(second.id, 'reopen')).json.technicalName).toBe('open');
    expect(await stock()).toBe(before);
  });

  it("adds internal notes to the history (not to the buyer's order), bounded and validated", async () => {
    const note = await adminRequest(server.app, 'POST', `/api/_action/order/${guestOrder.id}/note`, {
      token,
      body: { text: 'Called the customer: wants delivery in March.' },
    });
    expect(note.status).toBe(204);
    const read = await detail(guestOrder.id);
    expect(read.json.data.extensions.desk!.history[0]).toMatchObject({
      action: 'order.note',
      actorName: 'staff',
      details: { text: 'Called the customer: wants delivery in March.' },
    });
    for (const body of [{ text: '' }, { text: 'x'.repeat(2001) }, { text: 42 }, {}, { text: 'bell\u0007' }]) {
      const refused = await adminRequest<ErrorsJson>(
        server.app,
        'POST',
        `/api/_action/order/${guestOrder.id}/note`,
        {
          token,
          body,
        },
      );
      expect(refused.status).toBe(400);
      expect(refused.json.errors[0]?.status).toBe('400');
    }
  });

  it('shows the confirmed documents of every line and no Klarna authorisation for an invoice order', async () => {
    const read = await detail(guestOrder.id);
    const desk = read.json.data.extensions.desk!;
    expect(desk.klarna).toBeNull();
    expect(desk.confirmedDocuments).toHaveLength(1);
    const types = desk.confirmedDocuments[0]!.documents.map((document) => document.type);
    expect(types).toContain('datasheet');
    expect(types).toContain('handling');
    expect(desk.confirmedDocuments[0]!.documents[0]!.url).toMatch(/^\/media\/documents\/.+\.pdf$/);
  });

  it('unknown, malformed and foreign-looking ids answer 404 like a missing order', async () => {
    const unknown = 'f'.repeat(32);
    for (const id of [unknown, 'not-an-id', first.id.toUpperCase()]) {
      const read = await detail(id);
      expect(read.status).toBe(404);
      expect(read.json.errors[0]).toMatchObject({ code: 'FRAMEWORK__RESOURCE_NOT_FOUND' });
      expect((await transition(id, 'process')).status).toBe(404);
      const note = await adminRequest(server.app, 'POST', `/api/_action/order/${id}/note`, {
        token,
        body: { text: 'x' },
      });
      expect(note.status).toBe(404);
    }
    const a = await detail(unknown);
    const b = await detail('e'.repeat(32));
    expect(a.body.replaceAll(unknown, 'ID')).toBe(b.body.replaceAll('e'.repeat(32), 'ID'));
  });

  it('every order route refuses a request without a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/search/order'],
      ['GET', `/api/order/${first.id}`],
      ['POST', `/api/_action/order/${first.id}/state/cancel`],
      ['POST', `/api/_action/order/${first.id}/note`],
    ] as const) {
      expect((await adminRequest(server.app, method, url, { body: {} })).status).toBe(401);
    }
    expect((await detail(first.id)).json.data.stateMachineState.technicalName).toBe('open');
  });
});
