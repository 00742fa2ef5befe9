import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { readCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';
import { regular } from './support/cart.js';
import type { StoreApiTestClient } from './support/store-api-client.js';
import { useTwoInstances } from './support/two-instances.js';
import { databaseKinds } from './support/test-database.js';

// A Store API request reads one statement before its route: the catalogue revision and the session of its token.
// On SQLite not even that while nothing was written since the same heads were read (db/change-stamp.ts: PRAGMA
// data_version and this process's own writes), and a write by any connection is seen by the next request.
// The sales channel and its languages are kept in memory per revision (services/store-context-memo.ts); every
// write of them raises the revision (triggers of migration 0019), so another instance sees it on its next request.

interface Detail {
  product: { id: string; translated: { name: string } };
}

describe.each(databaseKinds)('store context per request (%s)', (kind) => {
  const instances = useTwoInstances(kind);

  const detailPath = `/product/${regular.id}`;
  const detailName = async (api: StoreApiTestClient, token: string) => {
    const response = await api.post<Detail>(detailPath, {}, { headers: { 'sw-context-token': token } });
    expect(response.status).toBe(200);
    return response.json.product.translated.name;
  };

  // SQLite: no statement at all while nothing was written since the same head was read.
  const headStatements = kind === 'sqlite' ? 0 : 1;

  it('answers a cached read with a stored session in one statement (revision and session together), on SQLite in none while nothing was written', async () => {
    const token = 'storeContextOneStatement00000001';
    await instances.server.api.patch(
      '/context',
      { languageId: GERMAN_LANGUAGE_ID },
      { headers: { 'sw-context-token': token } },
    );
    await detailName(instances.server.api, token);
    instances.statements.reset();
    const response = await instances.server.api.post(
      detailPath,
      {},
      { headers: { 'sw-context-token': token } },
    );
    expect(response.status).toBe(200);
    expect(response.token).toBe(token);
    expect(instances.statements.count).toBe(headStatements);
    // Without a token (a new one is made for the answer): the same.
    await instances.server.api.post(detailPath, {});
    instances.statements.reset();
    expect((await instances.server.api.post(detailPath, {})).status).toBe(200);
    expect(instances.statements.count).toBe(headStatements);
  });

  it('reads again after any write: of this instance, of another instance, of another connection to the file', async () => {
    const token = 'storeContextReadAfterWrite000001';
    const english = await detailName(instances.server.api, token);
    // Another instance switches the session's language: the next read here sees it.
    await instances.other.patch(
      '/context',
      { languageId: GERMAN_LANGUAGE_ID },
      { headers: { 'sw-context-token': token } },
    );
    instances.statements.reset();
    const german = await detailName(instances.server.api, token);
    expect(german).not.toBe(english);
    expect(instances.statements.count).toBeGreaterThanOrEqual(1);
    // Now at rest again.
    instances.statements.reset();
    expect(await detailName(instances.server.api, token)).toBe(german);
    expect(instances.statements.count).toBe(headStatements);
    // A write of this instance's own connection (not through a route) is seen as well.
    await instances.server.app.db
      .updateTable('sales_channel_context')
      .set({ payload: '{}' })
      .where('token', '=', token)
      .execute();
    expect(await detailName(instances.server.api, token)).toBe(english);
  });

  it('reads the heads of requests that arrive together in one statement, each with its own session', async () => {
    const germanTokens = ['storeContextBatchGerman000000001', 'storeContextBatchGerman000000002'];
    for (const token of germanTokens)
      await instances.server.api.patch(
        '/context',
        { languageId: GERMAN_LANGUAGE_ID },
        { headers: { 'sw-context-token': token } },
      );
    const englishName = await detailName(instances.server.api, 'storeContextBatchUnknown00000000');
    const germanName = await detailName(instances.server.api, germanTokens[0]!);
    expect(germanName).not.toBe(englishName);
    instances.statements.reset();
    const tokens = [...germanTokens, 'storeContextBatchUnknown00000001', 'storeContextBatchUnknown00000002'];
    const names = await Promise.all([
      ...tokens.map((token) => detailName(instances.server.api, token)),
      instances.server.api
        .post<Detail>(detailPath, {})
        .then((response) => response.json.product.translated.name),
    ]);
    expect(names).toEqual([germanName, germanName, englishName, englishName, englishName]);
    expect(instances.statements.count).toBe(1);
  });

  it('reads the session on every request: a language switched on one instance is the next answer on the other', async () => {
    const token = 'storeContextSwitchLanguage000002';
    const english = await detailName(instances.other, token);
    await instances.server.api.patch(
      '/context',
      { languageId: GERMAN_LANGUAGE_ID },
      { headers: { 'sw-context-token': token } },
    );
    const german = await detailName(instances.other, token);
    expect(german).not.toBe(english);
    const englishId = (await instances.server.api.get<{ salesChannel: { languageId: string } }>('/context'))
      .json.salesChannel.languageId;
    await instances.other.patch(
      '/context',
      { languageId: englishId },
      { headers: { 'sw-context-token': token } },
    );
    expect(await detailName(instances.server.api, token)).toBe(english);
  });

  it('raises the catalogue revision with every write of a sales channel or of its languages', async () => {
    const before = BigInt(await readCatalogueRevision(instances.server.app.db));
    await instances.server.app.db
      .updateTable('sales_channel')
      .set({ name: sql`name` })
      .execute();
    const afterChannel = BigInt(await readCatalogueRevision(instances.server.app.db));
    expect(afterChannel).toBeGreaterThan(before);
    await instances.server.app.db
      .updateTable('sales_channel_language')
      .set({ language_id: sql`language_id` })
      .execute();
    expect(BigInt(await readCatalogueRevision(instances.server.app.db))).toBeGreaterThan(afterChannel);
  });

  it('sees a sales channel deactivated or a language withdrawn in the database at once, on both instances', async () => {
    // Both instances have the sales channel in memory.
    expect((await instances.server.api.get('/language')).status).toBe(200);
    expect((await instances.other.get('/language')).status).toBe(200);
    const german = { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } };
    expect((await instances.other.get('/language', german)).status).toBe(200);
    const channel = await instances.server.app.db
      .selectFrom('sales_channel')
      .select('id')
      .executeTakeFirstOrThrow();
    await instances.server.app.db.updateTable('sales_channel').set({ active: 0 }).execute();
    try {
      expect((await instances.other.post(detailPath, {})).status).toBe(412);
      expect((await instances.server.api.post(detailPath, {})).status).toBe(412);
    } finally {
      await instances.server.app.db.updateTable('sales_channel').set({ active: 1 }).execute();
    }
    expect((await instances.other.post(detailPath, {})).status).toBe(200);
    await instances.server.app.db
      .deleteFrom('sales_channel_language')
      .where('sales_channel_id', '=', channel.id)
      .where('language_id', '=', GERMAN_LANGUAGE_ID)
      .execute();
    try {
      expect((await instances.other.get('/language', german)).status).toBe(412);
      expect((await instances.server.api.get('/language', german)).status).toBe(412);
    } finally {
      await instances.server.app.db
        .insertInto('sales_channel_language')
        .values({ sales_channel_id: channel.id, language_id: GERMAN_LANGUAGE_ID })
        .execute();
    }
    expect((await instances.other.get('/language', german)).status).toBe(200);
  });
});
