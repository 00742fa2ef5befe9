import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EURO_CURRENCY_ID } from '../src/constants.js';
import { withToken } from './support/account.js';
import { countStatements, secondInstance, type StatementCounter } from './support/statement-counter.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { bumpCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';

// The start-up's reads of reference data, in every visitor's first round: GET /context builds on seed rows
// (currency, customer group, payment and shipping method, country, language, taxes) kept per reference revision;
// the navigation, the languages, the countries and the salutations are answered from the response cache. A
// repeated read runs no statement of its own, and a change written as the seed writes (the rows, then the
// revision) shows at the next read, on every instance.

interface Context {
  context: { currencyFactor: number };
  currency: { id: string; factor: number };
  paymentMethod: { id: string; technicalName: string };
}

describe.each(databaseKinds)('GET /context from kept reference rows (%s)', (kind) => {
  let server: TestServer;
  let statements: StatementCounter;
  beforeAll(async () => {
    server = await createTestServer(kind);
    statements = countStatements(server);
  });
  afterAll(async () => server?.close());

  const setFactor = (factor: number) =>
    server.app.db.updateTable('currency').set({ factor }).where('id', '=', EURO_CURRENCY_ID).execute();

  it('reads the rows once per revision: a second read runs only the request head', async () => {
    await bumpCatalogueRevision(server.app.db);
    statements.reset();
    expect((await server.api.get('/context')).status).toBe(200);
    const first = statements.count;
    statements.reset();
    const again = await server.api.get<Context>('/context');
    expect(again.status).toBe(200);
    expect(first).toBeGreaterThanOrEqual(7);
    // SQLite: the head is kept under the database's change stamp; PostgreSQL: one statement per request turn.
    expect(statements.count).toBeLessThanOrEqual(1);
    expect(again.json.currency.id).toBe(EURO_CURRENCY_ID);
  });

  it.each([
    ['POST', '/navigation/main-navigation/main-navigation', { depth: 2 }],
    ['POST', '/language', {}],
    ['POST', '/country', {}],
    ['GET', '/salutation', undefined],
    ['POST', '/payment-method', { onlyAvailable: true }],
    ['GET', '/shipping-method', undefined],
  ] as const)('%s %s: a repeated read comes from the response cache', async (method, path, body) => {
    await bumpCatalogueRevision(server.app.db);
    const read = () => server.api.call({ method, path, ...(body === undefined ? {} : { body }) });
    statements.reset();
    const first = await read();
    expect(first.status).toBe(200);
    expect(statements.count).toBeGreaterThanOrEqual(2);
    statements.reset();
    const again = await read();
    expect(statements.count).toBeLessThanOrEqual(1);
    expect(again.json).toEqual(first.json);
  });

  it("answers the shipping methods that can serve the token's cart per request", async () => {
    const read = () => server.api.post('/shipping-method', {}, { query: { onlyAvailable: 'true' } });
    await read();
    statements.reset();
    expect((await read()).status).toBe(200);
    expect(statements.count).toBeGreaterThanOrEqual(2);
  });

  it('shows a reference change written as the seed writes it, on this and another instance', async () => {
    const other = await secondInstance(server);
    try {
      for (const api of [server.api, other.api])
        expect((await api.get<Context>('/context')).json.context.currencyFactor).toBe(1);
      await setFactor(2);
      await bumpCatalogueRevision(server.app.db);
      for (const api of [server.api, other.api]) {
        const context = await api.get<Context>('/context');
        expect(context.json.context.currencyFactor).toBe(2);
        expect(context.json.currency.factor).toBe(2);
      }
    } finally {
      await setFactor(1);
      await bumpCatalogueRevision(server.app.db);
      await other.close();
    }
    expect((await server.api.get<Context>('/context')).json.context.currencyFactor).toBe(1);
  });

  it('keeps the rows by the ids a session names: a switched payment method shows at once', async () => {
    const methods = await server.api.post<{ elements: { id: string; technicalName: string }[] }>(
      '/payment-method',
      { onlyAvailable: true },
    );
    const start = await server.api.get<Context>('/context');
    const token = start.token!;
    const other = methods.json.elements.find((method) => method.id !== start.json.paymentMethod.id)!;
    expect(other).toBeDefined();
    const switched = await server.api.patch('/context', { paymentMethodId: other.id }, withToken(token));
    expect(switched.status).toBe(200);
    const after = await server.api.get<Context>('/context', withToken(token));
    expect(after.json.paymentMethod.id).toBe(other.id);
    // A new session still gets the sales channel's default.
    expect((await server.api.get<Context>('/context')).json.paymentMethod.id).toBe(
      start.json.paymentMethod.id,
    );
  });
});
