import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { freightShipping, parcelShipping } from '../src/seed/methods.js';
import { FAST_HASHING, outbox, withToken } from './support/account.js';
import { closeout, regular, type ErrorBody } from './support/cart.js';
import { catalogue } from './support/catalogue.js';
import { newBuyer, newGuestBuyer, type OrderJson, type OrderListJson } from './support/order.js';
import { seedDatabase } from '../src/seed/seed.js';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { assertConformant } from './support/conformance.js';

const heavy = catalogue
  .flatMap((parent) => parent.variants)
  .find((variant) => !variant.isCloseout && variant.weight > 5);
if (!heavy) throw new Error('no heavy variant');

describe.each(databaseKinds)('checkout and orders (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
  });
  afterAll(async () => server.close());

  const stockOf = async (id: string) =>
    server.app.db
      .selectFrom('product')
      .select(['stock', 'available_stock'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('turns the cart into an order with the cart figures, open states and a new number; the cart is cleared', async () => {
    const buyer = await newBuyer(server);
    await buyer.cart.addProduct(regular.id, 2);
    const cart = (await buyer.cart.get()).json;
    const stockBefore = await stockOf(regular.id);
    const response = await buyer.order({ customerComment: '  Please cut to 500 mm  ' });
    expect(response.status).toBe(200);
    const order = response.json;
    expect(order.apiAlias).toBe('order');
    expect(order.amountTotal).toBe(cart.price.totalPrice);
    expect(order.amountNet).toBe(cart.price.netPrice);
    expect(order.positionPrice).toBe(cart.price.positionPrice);
    expect(order.shippingTotal).toBe(cart.deliveries[0]?.shippingCosts.totalPrice);
    expect(order.price.calculatedTaxes).toEqual(cart.price.calculatedTaxes);
    expect(order.customerComment).toBe('Please cut to 500 mm');
    expect(order.deepLinkCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order.stateMachineState).toMatchObject({ technicalName: 'open', name: 'Open' });
    expect(order.deliveries?.[0]?.stateMachineState.technicalName).toBe('open');
    expect(order.deliveries?.[0]?.shippingMethod?.technicalName).toBe('shipping_parcel');
    expect(order.transactions?.[0]?.stateMachineState.technicalName).toBe('open');
    expect(order.transactions?.[0]?.paymentMethod?.technicalName).toBe('payment_invoice');
    expect(order.orderCustomer.email).toBe(buyer.email);
    expect(order.billingAddress?.street).toBe('Hauptstraße 5');
    expect(order.lineItems?.map((l) => [l.label, l.quantity, l.totalPrice, l.payload.productNumber])).toEqual(
      cart.lineItems.map((l) => [l.label, l.quantity, l.price.totalPrice, l.payload.productNumber]),
    );
    expect((await buyer.cart.get()).json.lineItems).toEqual([]);
    const stockAfter = await stockOf(regular.id);
    expect(stockAfter.stock).toBe(Math.max(stockBefore.stock - 2, 0));
    expect(stockAfter.available_stock).toBe(Math.max(stockBefore.available_stock - 2, 0));

    await buyer.cart.addProduct(regular.id, 1);
    const next = await buyer.order();
    expect(Number(next.json.orderNumber)).toBe(Number(order.orderNumber) + 1);
  });

  it('creates exactly one order for a double submit of one token', async () => {
    const buyer = await newBuyer(server);
    await buyer.cart.addProduct(regular.id, 1);
    const [a, b] = await Promise.all([buyer.order(), buyer.order()]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const refused = (a.status === 400 ? a : b).json as unknown as ErrorBody;
    expect(refused.errors[0]?.code).toBe('CHECKOUT__CART_EMPTY');
    expect((await buyer.orders()).json.orders.total).toBe(1);
    // A replay after the order finds no cart and leaves none behind (PostgreSQL locks a placeholder row).
    expect((await buyer.order()).status).toBe(400);
    const carts = await server.app.db
      .selectFrom('cart')
      .select('token')
      .where('token', '=', buyer.token)
      .execute();
    expect(carts).toEqual([]);
  });

  it('refuses an empty cart (400) and a caller without a customer (403)', async () => {
    const buyer = await newBuyer(server);
    const empty = await buyer.order();
    expect(empty.status).toBe(400);
    expect((empty.json as unknown as ErrorBody).errors[0]).toMatchObject({
      code: 'CHECKOUT__CART_EMPTY',
      detail: 'Cart is empty',
    });
    const anonymous = await server.api.post('/checkout/order', {});
    expect(anonymous.status).toBe(403);
    expect((anonymous.json as ErrorBody).errors[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const list = await server.api.post('/order', {});
    expect(list.status).toBe(403);
  });

  it('lets a guest (registered without an account) send an enquiry', async () => {
    const guest = await newGuestBuyer(server);
    await guest.cart.addProduct(regular.id, 1);
    const response = await guest.order();
    expect(response.status).toBe(200);
    expect(response.json.orderCustomer.email).toBe(guest.email);
    expect((await guest.orders()).json.orders.elements.map((o) => o.id)).toEqual([response.json.id]);
  });

  it('answers foreign address ids and unknown methods at PATCH /context like missing ones', async () => {
    const owner = await newBuyer(server);
    const other = await newBuyer(server);
    const ownerAddress = (
      await server.api.post<{ defaultBillingAddressId: string }>(
        '/account/customer',
        {},
        withToken(owner.token),
      )
    ).json.defaultBillingAddressId;
    const foreign = await other.patchContext({
      billingAddressId: ownerAddress,
      shippingAddressId: ownerAddress,
    });
    expect(foreign.status).toBe(400);
    expect((foreign.json as ErrorBody).errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/billingAddressId'],
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/shippingAddressId'],
    ]);
    const unknown = '0123456789abcdef0123456789abcdef';
    const methods = await other.patchContext({ paymentMethodId: unknown, shippingMethodId: unknown });
    expect((methods.json as ErrorBody).errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/paymentMethodId'],
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/shippingMethodId'],
    ]);
  });

  it('orders with the chosen methods and address; a chosen method that cannot ship the cart blocks the order', async () => {
    const buyer = await newBuyer(server);
    const address = await server.api.post<{ id: string }>(
      '/account/address',
      {
        firstName: 'Erika',
        lastName: 'Muster',
        street: 'Lagerweg 9',
        zipcode: '20095',
        city: 'Hamburg',
        countryId: (
          await server.app.db
            .selectFrom('country')
            .select('id')
            .where('iso', '=', 'DE')
            .executeTakeFirstOrThrow()
        ).id,
      },
      withToken(buyer.token),
    );
    expect(address.status).toBe(200);
    await buyer.cart.addProduct(heavy.id, Math.ceil(32 / heavy.weight));
    expect((await buyer.patchContext({ shippingMethodId: parcelShipping.id })).status).toBe(200);
    const blocked = await buyer.order();
    expect(blocked.status).toBe(400);
    expect((blocked.json as unknown as ErrorBody).errors[0]?.code).toBe('CHECKOUT__CART_INVALID');
    const prepayment = (
      await server.app.db
        .selectFrom('payment_method')
        .select('id')
        .where('technical_name', '=', 'payment_prepayment')
        .executeTakeFirstOrThrow()
    ).id;
    const patched = await buyer.patchContext({
      shippingMethodId: freightShipping.id,
      paymentMethodId: prepayment,
      shippingAddressId: address.json.id,
    });
    expect(patched.status).toBe(200);
    const cart = (await buyer.cart.get()).json;
    expect(cart.deliveries[0]?.shippingMethod.name).toBe('Freight forwarding');
    const ordered = await buyer.order();
    expect(ordered.status).toBe(200);
    expect(ordered.json.deliveries?.[0]?.shippingMethod?.technicalName).toBe('shipping_freight');
    expect(ordered.json.deliveries?.[0]?.shippingOrderAddress?.street).toBe('Lagerweg 9');
    expect(ordered.json.deliveries?.[0]?.shippingCosts.totalPrice).toBe(
      cart.deliveries[0]?.shippingCosts.totalPrice,
    );
    expect(ordered.json.transactions?.[0]?.paymentMethod?.technicalName).toBe('payment_prepayment');
    expect(ordered.json.addresses?.map((a) => a.street).sort()).toEqual(['Hauptstraße 5', 'Lagerweg 9']);
  });

  it('lists only the customer’s own orders, newest first, page by page', async () => {
    const buyer = await newBuyer(server);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await buyer.cart.addProduct(regular.id, 1);
      ids.push((await buyer.order()).json.id);
    }
    const first = await buyer.orders({
      page: 1,
      limit: 2,
      'total-count-mode': 'exact',
      associations: {
        lineItems: {},
        deliveries: { associations: { stateMachineState: {}, shippingMethod: {} } },
        transactions: { associations: { stateMachineState: {}, paymentMethod: {} } },
        addresses: {},
        stateMachineState: {},
      },
      checkPromotion: true,
    });
    expect(first.status).toBe(200);
    expect(first.json.apiAlias).toBe('order_route_response');
    expect(first.json.orders.total).toBe(3);
    expect(first.json.orders.elements.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.orders.elements[0]?.lineItems?.length).toBe(1);
    // checkPromotion asks whether each order's payment method may still change (no promotion here limits it).
    const changeable = (first.json as unknown as { paymentChangeable: Record<string, boolean> })
      .paymentChangeable;
    expect(changeable).toEqual({ [ids[2]!]: true, [ids[1]!]: true });
    expect(first.json.orders.elements[0]?.lineItems?.[0]).not.toHaveProperty('downloads');
    // An order address's country and salutation are not autoloaded (Shopware's OrderAddressDefinition): only
    // `addresses.country` loads the country; the demo store prints whatever stands in `country`.
    const address = (first.json.orders.elements[0] as unknown as { addresses: Record<string, unknown>[] })
      .addresses[0];
    expect(address).toMatchObject({ country: null, salutation: null, countryId: expect.any(String) });
    assertConformant('POST', '/order', 200, first.json);
    const second = await buyer.orders({ page: 2, limit: 2 });
    expect(second.json.orders.elements.map((o) => o.id)).toEqual([ids[0]]);
    expect(second.json.orders.elements[0]?.lineItems).toBeNull();
    expect((second.json as unknown as { paymentChangeable: object }).paymentChangeable).toEqual({});
    // The demo store's order associations: line items with their (digital) downloads, none in this shop.
    const withDownloads = await buyer.orders({
      ids: [ids[0]],
      associations: {
        lineItems: { associations: { cover: {}, downloads: { associations: { media: {} } } } },
      },
    });
    expect(withDownloads.json.orders.elements[0]?.lineItems?.[0]).toMatchObject({ downloads: [] });
    assertConformant('POST', '/order', 200, withDownloads.json);

    const other = await newBuyer(server);
    expect((await other.orders()).json.orders.elements).toEqual([]);
    const foreign = await other.orders({ filter: [{ type: 'equals', field: 'id', value: ids[0] }] });
    expect(foreign.status).toBe(200);
    expect(foreign.json.orders.elements).toEqual([]);
    const byNumber = await buyer.orders({ filter: [{ type: 'equals', field: 'id', value: ids[0] }] });
    expect(byNumber.json.orders.elements.map((o) => o.id)).toEqual([ids[0]]);
  });

  it('finds an order by deep-link code: the customer with the shop’s criteria, a guest only with email and zipcode', async () => {
    const buyer = await newBuyer(server);
    await buyer.cart.addProduct(regular.id, 1);
    const order = (await buyer.order()).json;
    const byCode = { type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode };
    const shopCriteria = {
      filter: [byCode],
      associations: {
        lineItems: {},
        addresses: { associations: { country: {}, salutation: {} } },
        deliveries: { associations: { stateMachineState: {}, shippingMethod: {}, shippingOrderAddress: {} } },
        transactions: { associations: { stateMachineState: {}, paymentMethod: {} } },
        stateMachineState: {},
      },
      limit: 1,
    };
    const own = await buyer.orders(shopCriteria);
    expect(own.status).toBe(200);
    expect(own.json.orders.elements.map((o) => o.id)).toEqual([order.id]);
    expect(own.json.orders.elements[0]?.deliveries?.[0]?.shippingOrderAddress?.street).toBe('Hauptstraße 5');
    expect((await (await newBuyer(server)).orders(shopCriteria)).json.orders.elements).toEqual([]);

    const anonymous = (body: Record<string, unknown>) => server.api.post<ErrorBody>('/order', body);
    const guest = await anonymous({ ...shopCriteria, email: buyer.email.toUpperCase(), zipcode: '80331' });
    expect(guest.status).toBe(200);
    expect((guest.json as unknown as { orders: { elements: OrderJson[] } }).orders.elements[0]?.id).toBe(
      order.id,
    );
    const codes = async (body: Record<string, unknown>) => (await anonymous(body)).json.errors[0]?.code;
    expect(await codes({ filter: [byCode] })).toBe('CHECKOUT__GUEST_NOT_AUTHENTICATED');
    expect(await codes({ filter: [byCode], email: buyer.email, zipcode: '99999' })).toBe(
      'CHECKOUT__GUEST_WRONG_CREDENTIALS',
    );
    expect(
      await codes({
        filter: [{ ...byCode, value: 'x'.repeat(32) }],
        email: buyer.email,
        zipcode: '80331',
      }),
    ).toBe('CHECKOUT__GUEST_WRONG_CREDENTIALS');
    expect(
      await codes({
        filter: [byCode, { type: 'equals', field: 'orderNumber', value: order.orderNumber }],
        email: buyer.email,
        zipcode: '80331',
      }),
    ).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('sells the last unit of a closeout to one of two parallel buyers only', async () => {
    await server.app.db
      .updateTable('product')
      .set({ stock: 1, available_stock: 1 })
      .where('id', '=', closeout.id)
      .execute();
    const [a, b] = await Promise.all([newBuyer(server, 'race-a'), newBuyer(server, 'race-b')]);
    await a.cart.addProduct(closeout.id, 1);
    await b.cart.addProduct(closeout.id, 1);
    const results = await Promise.all([a.order(), b.order()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400)?.json as unknown as ErrorBody;
    expect(refused.errors[0]?.code).toBe('CHECKOUT__CART_INVALID');
    expect(await stockOf(closeout.id)).toEqual({ stock: 0, available_stock: 0 });
  });

  it('a closeout whose last unit is sold is no longer available, also after the seed runs again', async () => {
    await server.app.db
      .updateTable('product')
      .set({ stock: 1, available_stock: 1, available: 1 })
      .where('id', '=', closeout.id)
      .execute();
    const availableOf = async (id: string) =>
      (await server.api.post<{ product: { available: boolean } }>(`/product/${id}`, {})).json.product
        .available;
    expect(await availableOf(closeout.id)).toBe(true);
    const buyer = await newBuyer(server, 'last-unit');
    await buyer.cart.addProduct(closeout.id, 1);
    expect((await buyer.order()).status).toBe(200);
    expect(await availableOf(closeout.id)).toBe(false);
    await seedDatabase(server.app.db, {
      accessKey: server.options.accessKey,
      publicUrl: server.options.publicUrl,
    });
    expect(await availableOf(closeout.id)).toBe(false);
    // A regular variant stays available at any stock (it is produced on demand).
    await server.app.db
      .updateTable('product')
      .set({ stock: 0, available_stock: 0 })
      .where('id', '=', regular.id)
      .execute();
    await seedDatabase(server.app.db, {
      accessKey: server.options.accessKey,
      publicUrl: server.options.publicUrl,
    });
    expect(await availableOf(regular.id)).toBe(true);
  });

  it('seeds 12 past enquiries of the demo customer once, newest first, with a second address', async () => {
    const login = await server.api.post('/account/login', {
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(login.status).toBe(200);
    const token = login.token ?? '';
    const page = (n: number) =>
      server.api.post<OrderListJson>(
        '/order',
        { page: n, limit: 5, associations: { lineItems: {}, deliveries: {}, transactions: {} } },
        withToken(token),
      );
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map((p) => p.json.orders.elements.length)).toEqual([5, 5, 2, 0]);
    const all = pages.flatMap((p) => p.json.orders.elements);
    const dates = all.map((o) => o.orderDateTime);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((o) => o.stateMachineState.technicalName)).size).toBeGreaterThan(2);
    expect(all.every((o) => (o.lineItems?.length ?? 0) > 0 && o.amountTotal > 0)).toBe(true);
    const addresses = await server.api.post<{ elements: unknown[] }>(
      '/account/list-address',
      {},
      withToken(token),
    );
    expect(addresses.json.elements).toHaveLength(2);
    await seedDatabase(server.app.db, {
      accessKey: server.options.accessKey,
      publicUrl: server.options.publicUrl,
    });
    expect((await page(1)).json.orders.elements.map((o) => o.id)).toEqual(
      pages[0]?.json.orders.elements.map((o) => o.id),
    );
    const count = await server.app.db
      .selectFrom('shop_order')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('customer_id', '=', DEMO_CUSTOMER.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12);
  });

  it('mails the buyer in their language (non-binding) and the shop owner the full enquiry', async () => {
    const buyer = await newBuyer(server, 'mail');
    expect((await buyer.patchContext({ languageId: GERMAN_LANGUAGE_ID })).status).toBe(200);
    await buyer.cart.addProduct(regular.id, 3);
    const order = (await buyer.order({ customerComment: 'Bitte mit Zuschnitt' })).json as OrderJson;
    const mails = await outbox(server);
    const toBuyer = mails.find((m) => m.to === buyer.email && m.subject.includes(order.orderNumber));
    expect(toBuyer?.subject).toBe(`Ihre unverbindliche Anfrage ${order.orderNumber}`);
    expect(toBuyer?.text).toContain('unverbindliche Anfrage');
    expect(toBuyer?.text).toContain(regular.number);
    expect(toBuyer?.text).toContain('Bitte mit Zuschnitt');
    expect(toBuyer?.text).toContain('Rechnung nach Angebot');
    const toOwner = mails.find(
      (m) => m.to === 'enquiries@example.com' && m.subject.includes(order.orderNumber),
    );
    expect(toOwner?.text).toContain(buyer.email);
    expect(toOwner?.text).toContain('non-binding enquiry');
    expect(toOwner?.text).toContain(regular.number);
  });
});
