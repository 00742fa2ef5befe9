import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GERMAN_LANGUAGE_ID,
  ROOT_CATEGORY_ID,
  SALES_CHANNEL_ID,
  SYSTEM_LANGUAGE_ID,
} from '../src/constants.js';
import { readCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';
import pg from 'pg';
import { readSeedFingerprint } from '../src/db/repositories/seed-state-repository.js';
import { seedDatabase, seedDomains } from '../src/seed/seed.js';
import { seedFingerprint } from '../src/seed/seed-fingerprint.js';
import { catalogue } from './support/catalogue.js';
import { prepareDatabase } from '../src/services/startup.js';
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

  it('a start on the other loopback name of the same port keeps both names (localhost ⇄ 127.0.0.1)', async () => {
    const db = server.app.db;
    const urls = async () =>
      (await db.selectFrom('sales_channel_domain').select('url').orderBy('url').execute()).map((r) => r.url);
    await seedDomains(db, 'http://localhost:8181');
    const before = await urls();
    // Swapping the public name with its alias once failed on the unique url (each row took the other's url).
    await seedDomains(db, 'http://127.0.0.1:8181');
    expect(await urls()).toEqual(before);
    expect(before).toEqual([
      'http://127.0.0.1:8181/de/shop',
      'http://127.0.0.1:8181/shop',
      'http://localhost:8181/de/shop',
      'http://localhost:8181/shop',
    ]);
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

  it('a start that finds its seed applied only reads it: nothing is written, no row of shoppers is locked', async () => {
    const options = { accessKey: server.options.accessKey, publicUrl: server.options.publicUrl };
    const revision = await readCatalogueRevision(server.app.db);
    expect(await readSeedFingerprint(server.app.db)).toBe(seedFingerprint(options));
    if (server.options.database.kind !== 'postgres') {
      expect(await prepareDatabase(server.app.db, options)).toEqual({ applied: false });
      expect(await readCatalogueRevision(server.app.db)).toBe(revision);
      return;
    }
    // Another instance's shoppers hold the rows a reseed would touch (an order: the product's stock, the
    // order-number counter, the catalogue revision; the sales channel) while this instance starts.
    const shoppers = new pg.Client({
      connectionString: server.options.database.url,
      options: `-c search_path=${server.options.database.schema ?? 'public'}`,
    });
    await shoppers.connect();
    try {
      await shoppers.query('begin');
      await shoppers.query(`update product set stock = stock where id = $1`, [catalogue[0]?.id]);
      await shoppers.query(`update number_range set last_value = last_value where name = 'order'`);
      await shoppers.query(`update catalogue_revision set revision = revision where id = 1`);
      await shoppers.query(`update sales_channel set active = active where id = $1`, [SALES_CHANNEL_ID]);
      const started = Date.now();
      const outcome = await Promise.race([
        prepareDatabase(server.app.db, options),
        new Promise((done) => setTimeout(() => done("waited for the shoppers' locks"), 5000)),
      ]);
      expect(outcome).toEqual({ applied: false });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await shoppers.query('rollback');
      await shoppers.end();
    }
    expect(await readCatalogueRevision(server.app.db)).toBe(revision);
  });

  it('a changed seed (another ACCESS_KEY, a new seed version) is applied once, at the next start', async () => {
    const options = { accessKey: server.options.accessKey, publicUrl: server.options.publicUrl };
    const changed = { ...options, accessKey: 'SWSCNEWSEEDKEY' };
    try {
      expect(await prepareDatabase(server.app.db, changed)).toEqual({ applied: true, rowsWritten: 1 });
      expect(await readSeedFingerprint(server.app.db)).toBe(seedFingerprint(changed));
      expect(await prepareDatabase(server.app.db, changed)).toEqual({ applied: false });
    } finally {
      expect(await prepareDatabase(server.app.db, options)).toEqual({ applied: true, rowsWritten: 1 });
    }
    // The database holds another version of the seed (the code changed what it writes): applied again, and a
    // product edited by hand is put back.
    await server.app.db.updateTable('seed_state').set({ fingerprint: 'an older seed' }).execute();
    await server.app.db
      .updateTable('product_translation')
      .set({ name: 'Edited' })
      .where('product_id', '=', catalogue[0]?.id ?? '')
      .where('language_id', '=', SYSTEM_LANGUAGE_ID)
      .execute();
    expect(await prepareDatabase(server.app.db, options)).toEqual({ applied: true, rowsWritten: 1 });
    expect(await readSeedFingerprint(server.app.db)).toBe(seedFingerprint(options));
    expect(await prepareDatabase(server.app.db, options)).toEqual({ applied: false });
  });
});
