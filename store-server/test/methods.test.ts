import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { CartClient, randomToken } from './support/cart.js';
import { catalogue } from './support/catalogue.js';
import { bumpCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';

interface SearchResult<T> {
  elements: T[];
  total: number;
  entity: string;
}
interface Method {
  id: string;
  technicalName: string;
  name: string;
  position: number;
  customFields: Record<string, string> | null;
  deliveryTime?: { name: string; min: number; max: number; unit: string };
  prices?: { quantityStart: number | null; quantityEnd: number | null; currencyPrice: { gross: number }[] }[];
}

describe.each(databaseKinds)('payment and shipping methods (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('lists the active payment methods, translated', async () => {
    const english = await server.api.get<SearchResult<Method>>('/payment-method');
    expect(english.json.entity).toBe('payment_method');
    expect(english.json.elements.map((m) => [m.technicalName, m.name])).toEqual([
      ['payment_invoice', 'Invoice after the offer'],
      ['payment_prepayment', 'Prepayment'],
      ['payment_klarna_checkout', 'Klarna: Checkout'],
      ['payment_klarna_pay_later', 'Klarna: Pay later'],
      ['payment_klarna_pay_over_time', 'Klarna: Financing'],
      ['payment_klarna_direct_debit', 'Klarna: Direct debit'],
      ['payment_klarna_direct_bank_transfer', 'Klarna: Online bank transfer'],
      ['payment_klarna_card', 'Klarna: Credit card'],
      ['payment_klarna_pay_now', 'Klarna: Pay now'],
    ]);
    const positions = english.json.elements.map((m) => m.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(english.json.elements[3]?.customFields).toEqual({ klarnaCategory: 'pay_later' });
    const german = await server.api.post<SearchResult<Method>>(
      '/payment-method',
      { onlyAvailable: true },
      {
        headers: { 'sw-language-id': GERMAN_LANGUAGE_ID },
      },
    );
    expect(german.json.elements.slice(0, 2).map((m) => m.name)).toEqual([
      'Rechnung nach Angebot',
      'Vorkasse',
    ]);
  });

  it('lists the active shipping methods, with the delivery time on request', async () => {
    const plain = await server.api.get<SearchResult<Method>>('/shipping-method');
    expect(plain.json.elements.map((m) => m.technicalName)).toEqual([
      'shipping_parcel',
      'shipping_freight',
      'shipping_pickup',
    ]);
    expect(plain.json.elements[0]?.deliveryTime).toBeUndefined();
    const prices = plain.json.elements.map((m) =>
      (m.prices ?? []).map((p) => [p.quantityStart, p.quantityEnd, p.currencyPrice[0]?.gross]),
    );
    expect(prices).toEqual([
      [[0, 31.5, 6.9]],
      [
        [0, 100, 89],
        [100, 500, 149],
        [500, 1000, 249],
        [1000, null, 399],
      ],
      [[null, null, 0]],
    ]);
    const withDeliveryTime = await server.api.post<SearchResult<Method>>(
      '/shipping-method',
      { associations: { deliveryTime: {} } },
      {
        headers: { 'sw-language-id': GERMAN_LANGUAGE_ID },
      },
    );
    expect(withDeliveryTime.json.elements[0]?.deliveryTime).toMatchObject({
      name: '1-3 Tage',
      min: 1,
      max: 3,
      unit: 'day',
    });
  });

  it('onlyAvailable leaves out parcel for a cart above 31.5 kg', async () => {
    const cart = new CartClient(server.api, randomToken());
    const heavy = catalogue
      .flatMap((parent) => parent.variants)
      .find((variant) => !variant.isCloseout && variant.weight > 5);
    if (!heavy) throw new Error('no heavy variant');
    const names = async () =>
      (
        await server.api.get<SearchResult<Method>>('/shipping-method', {
          query: { onlyAvailable: '1' },
          headers: { 'sw-context-token': cart.token },
        })
      ).json.elements.map((m) => m.technicalName);
    expect(await names()).toEqual(['shipping_parcel', 'shipping_freight', 'shipping_pickup']);
    await cart.addProduct(heavy.id, Math.ceil(32 / heavy.weight));
    expect(await names()).toEqual(['shipping_freight', 'shipping_pickup']);
    // Without a choice the cart is calculated with the first method that serves it.
    expect((await cart.get()).json.deliveries[0]?.shippingMethod.name).toBe('Freight forwarding');
  });

  it('hides inactive methods', async () => {
    // As the seed writes: the rows, then the revision (the payment methods are a cached read).
    const before = await server.api.get<SearchResult<Method>>('/payment-method');
    expect(before.json.total).toBeGreaterThan(0);
    await server.app.db.updateTable('payment_method').set({ active: 0 }).execute();
    await bumpCatalogueRevision(server.app.db);
    try {
      const response = await server.api.get<SearchResult<Method>>('/payment-method');
      expect(response.json.elements).toEqual([]);
      expect(response.json.total).toBe(0);
    } finally {
      await server.app.db.updateTable('payment_method').set({ active: 1 }).execute();
      await bumpCatalogueRevision(server.app.db);
    }
    expect((await server.api.get<SearchResult<Method>>('/payment-method')).json).toEqual(before.json);
  });
});
