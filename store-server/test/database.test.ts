import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GERMAN_LANGUAGE_ID,
  ROOT_CATEGORY_ID,
  SALES_CHANNEL_ID,
  SYSTEM_LANGUAGE_ID,
} from '../src/constants.js';
import { readCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';
import { seedDatabase } from '../src/seed/seed.js';
import { catalogue } from './support/catalogue.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

describe.each(databaseKinds)('migrations and seed (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  const counts = async () => {
    const db = server.app.db;
    const count = async (
      table:
        'category' | 'country' | 'salutation' | 'language' | 'category_translation' | 'sales_channel_domain',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      categories: await count('category'),
      categoryTranslations: await count('category_translation'),
      countries: await count('country'),
      salutations: await count('salutation'),
      languages: await count('language'),
      domains: await count('sales_channel_domain'),
    };
  };

  it('seeds the demo sales channel, languages and the category tree', async () => {
    expect(await counts()).toEqual({
      categories: 1 + 3 + 10 + 4 + 3,
      categoryTranslations: 2 * 21,
      countries: 6,
      salutations: 3,
      languages: 2,
      domains: 4,
    });
    const root = await server.app.db
      .selectFrom('category')
      .selectAll()
      .where('id', '=', ROOT_CATEGORY_ID)
      .executeTakeFirstOrThrow();
    expect(root).toMatchObject({ parent_id: null, level: 1, path: null });
    const languages = await server.app.db.selectFrom('language').select('id').orderBy('id').execute();
    expect(languages.map((l) => l.id).sort()).toEqual([SYSTEM_LANGUAGE_ID, GERMAN_LANGUAGE_ID].sort());
  });

  it('is idempotent: migrating and seeding again changes nothing but keeps ids', async () => {
    const before = await counts();
    await prepareDatabase(server.app.db, {
      accessKey: server.options.accessKey,
      publicUrl: server.options.publicUrl,
    });
    expect(await counts()).toEqual(before);
  });

  it('a reseed that finds everything as it was writes nothing and keeps the catalogue revision', async () => {
    const options = { accessKey: server.options.accessKey, publicUrl: server.options.publicUrl };
    await seedDatabase(server.app.db, options);
    const revision = await readCatalogueRevision(server.app.db);
    expect(await seedDatabase(server.app.db, options)).toBe(0);
    expect(await readCatalogueRevision(server.app.db)).toBe(revision);

    // A row that differs from the seed is put back, and cached catalogue answers are no longer valid.
    const [product] = catalogue;
    await server.app.db
      .updateTable('product_translation')
      .set({ name: 'Edited' })
      .where('product_id', '=', product?.id ?? '')
      .where('language_id', '=', SYSTEM_LANGUAGE_ID)
      .execute();
    expect(await seedDatabase(server.app.db, options)).toBe(1);
    expect(await readCatalogueRevision(server.app.db)).not.toBe(revision);
    const restored = await server.app.db
      .selectFrom('product_translation')
      .select('name')
      .where('product_id', '=', product?.id ?? '')
      .where('language_id', '=', SYSTEM_LANGUAGE_ID)
      .executeTakeFirstOrThrow();
    expect(restored.name).toBe(product?.name.en);
  });

  it('takes a new access key on reseed (ACCESS_KEY)', async () => {
    await seedDatabase(server.app.db, { accessKey: 'SWSCCHANGEDKEY', publicUrl: server.options.publicUrl });
    try {
      const channel = await server.app.db
        .selectFrom('sales_channel')
        .select('access_key')
        .where('id', '=', SALES_CHANNEL_ID)
        .executeTakeFirstOrThrow();
      expect(channel.access_key).toBe('SWSCCHANGEDKEY');
      const response = await server.app.inject({
        method: 'GET',
        url: '/store-api/context',
        headers: { 'sw-access-key': 'SWSCCHANGEDKEY' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await seedDatabase(server.app.db, {
        accessKey: server.options.accessKey,
        publicUrl: server.options.publicUrl,
      });
    }
  });
});
