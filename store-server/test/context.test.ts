import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EURO_CURRENCY_ID,
  GERMAN_LANGUAGE_ID,
  SALES_CHANNEL_ID,
  SYSTEM_LANGUAGE_ID,
} from '../src/constants.js';
import { deterministicId } from '../src/domain/ids.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

interface SalesChannelContext {
  token: string;
  customer: null;
  currency: { id: string; isoCode: string };
  salesChannel: { id: string; navigationCategoryId: string; languageId: string };
  taxRules: Array<{ taxRate: number }>;
  languageInfo: { name: string; localeCode: string };
  shippingLocation: { country: { iso: string; name: string }; apiAlias: string };
  context: {
    languageIdChain: string[];
    currencyId: string;
    source: { type: string; salesChannelId: string };
  };
  paymentMethod: { technicalName: string; name: string };
  shippingMethod: { technicalName: string };
  apiAlias: string;
}
interface Failure {
  errors: Array<{
    status: string;
    code: string;
    title: string;
    detail: string;
    source?: { pointer: string };
  }>;
}

const AUSTRIA_ID = deterministicId('country:AT');

describe.each(databaseKinds)('context (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('GET /context describes a new anonymous session', async () => {
    const response = await server.api.get<SalesChannelContext>('/context');
    expect(response.status).toBe(200);
    const context = response.json;
    expect(context.apiAlias).toBe('sales_channel_context');
    expect(context.token).toBe(response.token);
    expect(context.customer).toBeNull();
    expect(context.currency).toMatchObject({ id: EURO_CURRENCY_ID, isoCode: 'EUR' });
    expect(context.salesChannel.id).toBe(SALES_CHANNEL_ID);
    expect(context.taxRules.map((rule) => rule.taxRate)).toEqual([19]);
    expect(context.languageInfo).toEqual({ name: 'English', localeCode: 'en-GB' });
    expect(context.shippingLocation).toMatchObject({ country: { iso: 'DE', name: 'Germany' } });
    expect(context.context).toMatchObject({
      languageIdChain: [SYSTEM_LANGUAGE_ID],
      currencyId: EURO_CURRENCY_ID,
      source: { type: 'sales-channel', salesChannelId: SALES_CHANNEL_ID },
    });
    expect(context.paymentMethod.technicalName).toBe('payment_invoice');
    expect(context.shippingMethod.technicalName).toBe('shipping_parcel');
  });

  it('sw-language-id translates the context for one request', async () => {
    const response = await server.api.get<SalesChannelContext>('/context', {
      headers: { 'sw-language-id': GERMAN_LANGUAGE_ID },
    });
    expect(response.json.languageInfo).toEqual({ name: 'Deutsch', localeCode: 'de-DE' });
    expect(response.json.shippingLocation.country.name).toBe('Deutschland');
    expect(response.json.context.languageIdChain).toEqual([GERMAN_LANGUAGE_ID, SYSTEM_LANGUAGE_ID]);
    expect(response.json.paymentMethod.name).toBe('Rechnung nach Angebot');
  });

  it('PATCH /context switches language and country, keeps the token and stores the session', async () => {
    const first = await server.api.get<SalesChannelContext>('/context');
    const token = first.token ?? '';
    const patch = await server.api.patch(
      '/context',
      { languageId: GERMAN_LANGUAGE_ID, countryId: AUSTRIA_ID },
      {
        headers: { 'sw-context-token': token },
      },
    );
    expect(patch.status).toBe(200);
    expect(patch.json).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(patch.token).toBe(token);

    const after = await server.api.get<SalesChannelContext>('/context', {
      headers: { 'sw-context-token': token },
    });
    expect(after.token).toBe(token);
    expect(after.json.languageInfo.localeCode).toBe('de-DE');
    expect(after.json.shippingLocation.country).toMatchObject({ iso: 'AT', name: 'Österreich' });

    // sw-language-id still wins for a single request.
    const english = await server.api.get<SalesChannelContext>('/context', {
      headers: { 'sw-context-token': token, 'sw-language-id': SYSTEM_LANGUAGE_ID },
    });
    expect(english.json.languageInfo.localeCode).toBe('en-GB');
    expect(english.json.shippingLocation.country.name).toBe('Austria');

    const stored = await server.app.db
      .selectFrom('sales_channel_context')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
    expect(JSON.parse(stored?.payload ?? '{}')).toEqual({
      languageId: GERMAN_LANGUAGE_ID,
      countryId: AUSTRIA_ID,
    });
  });

  it('PATCH /context refuses ids that do not exist, with a pointer per field, and changes nothing', async () => {
    const token = 'patchValidationToken';
    const response = await server.api.patch<Failure>(
      '/context',
      { languageId: '0'.repeat(32), countryId: 'not-an-id' },
      {
        headers: { 'sw-context-token': token },
      },
    );
    expect(response.status).toBe(400);
    expect(response.token).toBe(token);
    expect(response.json.errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/languageId'],
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/countryId'],
    ]);
    expect(response.json.errors[0]?.title).toBe('Constraint violation error');
    const stored = await server.app.db
      .selectFrom('sales_channel_context')
      .select('token')
      .where('token', '=', token)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('PATCH /context refuses non-string ids and address ids without a customer', async () => {
    const typed = await server.api.patch<Failure>('/context', { languageId: 42 });
    expect(typed.status).toBe(400);
    expect(typed.json.errors[0]).toMatchObject({
      code: 'VIOLATION::INVALID_TYPE_ERROR',
      source: { pointer: '/languageId' },
    });

    const address = await server.api.patch<Failure>('/context', { billingAddressId: '1'.repeat(32) });
    expect(address.status).toBe(403);
    expect(address.json.errors[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('PATCH /context with an empty body is a valid no-op', async () => {
    const response = await server.api.call({ method: 'PATCH', path: '/context', payload: '' });
    expect(response.status).toBe(200);
  });
});
