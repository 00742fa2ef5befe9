import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { readCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';
import { regular } from './support/cart.js';
import { countStatements, secondInstance, type StatementCounter } from './support/statement-counter.js';
import type { StoreApiTestClient } from './support/store-api-client.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// A Store API request reads one statement before its route: the catalogue revision and the session of its token.
// The sales channel and its languages are kept in memory per revision (services/store-context-memo.ts); every
// write of them raises the revision (triggers of migration 0019), so another instance sees it on its next request.

interface Detail {
  product: { id: string; translated: { name: string } };
}

describe.each(databaseKinds)('store context per request (%s)', (kind) => {
  let server: TestServer;
  let other: StoreApiTestClient;
  let closeOther: (() => Promise<void>) | undefined;
  let statements: StatementCounter;

  beforeAll(async () => {
    server = await createTestServer(kind);
    statements = countStatements(server);
    const second = await secondInstance(server);
    other = second.api;
    closeOther = second.close;
  });
  afterAll(async () => {
    await closeOther?.();
    await server?.close();
  });

  const detailPath = `/product/${regular.id}`;
  const detailName = async (api: StoreApiTestClient, token: string) => {
    const response = await api.post<Detail>(detailPath, {}, { headers: { 'sw-context-token': token } });
    expect(response.status).toBe(200);
    return response.json.product.translated.name;
  };

  it('answers a cached read with a stored session in one statement (revision and session together)', async () => {
    const token = 'storeContextOneStatement00000001';
    await server.api.patch(
      '/context',
      { languageId: GERMAN_LANGUAGE_ID },
      { headers: { 'sw-context-token': token } },
    );
    await detailName(server.api, token);
    statements.reset();
    const response = await server.api.post(detailPath, {}, { headers: { 'sw-context-token': token } });
    expect(response.status).toBe(200);
    expect(response.token).toBe(token);
    expect(statements.count).toBe(1);
    // Without a token (a new one is made for the answer): one statement as well.
    await server.api.post(detailPath, {});
    statements.reset();
    expect((await server.api.post(detailPath, {})).status).toBe(200);
    expect(statements.count).toBe(1);
  });

  it('reads the heads of requests that arrive together in one statement, each with its own session', async () => {
    const germanTokens = ['storeContextBatchGerman000000001', 'storeContextBatchGerman000000002'];
    for (const token of germanTokens)
      await server.api.patch(
        '/context',
        { languageId: GERMAN_LANGUAGE_ID },
        { headers: { 'sw-context-token': token } },
      );
    const englishName = await detailName(server.api, 'storeContextBatchUnknown00000000');
    const germanName = await detailName(server.api, germanTokens[0]!);
    expect(germanName).not.toBe(englishName);
    statements.reset();
    const tokens = [...germanTokens, 'storeContextBatchUnknown00000001', 'storeContextBatchUnknown00000002'];
    const names = await Promise.all([
      ...tokens.map((token) => detailName(server.api, token)),
      server.api.post<Detail>(detailPath, {}).then((response) => response.json.product.translated.name),
    ]);
    expect(names).toEqual([germanName, germanName, englishName, englishName, englishName]);
    expect(statements.count).toBe(1);
  });

  it('reads the session on every request: a language switched on one instance is the next answer on the other', async () => {
    const token = 'storeContextSwitchLanguage000002';
    const english = await detailName(other, token);
    await server.api.patch(
      '/context',
      { languageId: GERMAN_LANGUAGE_ID },
      { headers: { 'sw-context-token': token } },
    );
    const german = await detailName(other, token);
    expect(german).not.toBe(english);
    const englishId = (await server.api.get<{ salesChannel: { languageId: string } }>('/context')).json
      .salesChannel.languageId;
    await other.patch('/context', { languageId: englishId }, { headers: { 'sw-context-token': token } });
    expect(await detailName(server.api, token)).toBe(english);
  });

  it('raises the catalogue revision with every write of a sales channel or of its languages', async () => {
    const before = BigInt(await readCatalogueRevision(server.app.db));
    await server.app.db
      .updateTable('sales_channel')
      .set({ name: sql`name` })
      .execute();
    const afterChannel = BigInt(await readCatalogueRevision(server.app.db));
    expect(afterChannel).toBeGreaterThan(before);
    await server.app.db
      .updateTable('sales_channel_language')
      .set({ language_id: sql`language_id` })
      .execute();
    expect(BigInt(await readCatalogueRevision(server.app.db))).toBeGreaterThan(afterChannel);
  });

  it('sees a sales channel deactivated or a language withdrawn in the database at once, on both instances', async () => {
    // Both instances have the sales channel in memory.
    expect((await server.api.get('/language')).status).toBe(200);
    expect((await other.get('/language')).status).toBe(200);
    const german = { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } };
    expect((await other.get('/language', german)).status).toBe(200);
    const channel = await server.app.db.selectFrom('sales_channel').select('id').executeTakeFirstOrThrow();
    await server.app.db.updateTable('sales_channel').set({ active: 0 }).execute();
    try {
      expect((await other.post(detailPath, {})).status).toBe(412);
      expect((await server.api.post(detailPath, {})).status).toBe(412);
    } finally {
      await server.app.db.updateTable('sales_channel').set({ active: 1 }).execute();
    }
    expect((await other.post(detailPath, {})).status).toBe(200);
    await server.app.db
      .deleteFrom('sales_channel_language')
      .where('sales_channel_id', '=', channel.id)
      .where('language_id', '=', GERMAN_LANGUAGE_ID)
      .execute();
    try {
      expect((await other.get('/language', german)).status).toBe(412);
      expect((await server.api.get('/language', german)).status).toBe(412);
    } finally {
      await server.app.db
        .insertInto('sales_channel_language')
        .values({ sales_channel_id: channel.id, language_id: GERMAN_LANGUAGE_ID })
        .execute();
    }
    expect((await other.get('/language', german)).status).toBe(200);
  });
});
