import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

interface SearchResult<T> {
  elements: T[];
  total: number;
  entity: string;
}
interface Method {
  technicalName: string;
  name: string;
  deliveryTime?: { name: string; min: number; max: number; unit: string };
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
      ['payment_invoice', 'Invoice'],
    ]);
    const german = await server.api.post<SearchResult<Method>>(
      '/payment-method',
      { onlyAvailable: true },
      {
        headers: { 'sw-language-id': GERMAN_LANGUAGE_ID },
      },
    );
    expect(german.json.elements.map((m) => m.name)).toEqual(['Rechnung']);
  });

  it('lists the active shipping methods, with the delivery time on request', async () => {
    const plain = await server.api.get<SearchResult<Method>>('/shipping-method');
    expect(plain.json.elements.map((m) => m.technicalName)).toEqual(['shipping_standard']);
    expect(plain.json.elements[0]?.deliveryTime).toBeUndefined();
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

  it('hides inactive methods', async () => {
    await server.app.db.updateTable('payment_method').set({ active: 0 }).execute();
    try {
      const response = await server.api.get<SearchResult<Method>>('/payment-method');
      expect(response.json.elements).toEqual([]);
      expect(response.json.total).toBe(0);
    } finally {
      await server.app.db.updateTable('payment_method').set({ active: 1 }).execute();
    }
  });
});
