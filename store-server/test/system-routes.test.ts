import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, SYSTEM_LANGUAGE_ID } from '../src/constants.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { bumpCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';

interface SearchResult<T> {
  elements: T[];
  total: number;
  page: number;
  limit: number;
  entity: string;
  aggregations: unknown;
  apiAlias: string;
}
interface Language {
  id: string;
  name: string;
  localeId: string;
  translationCodeId: string;
  parentId: string | null;
  translationCode: { code: string; name: string; territory: string; apiAlias: string };
  locale?: { code: string };
  apiAlias: string;
}
interface Country {
  id: string;
  iso: string;
  name: string;
  translated: { name: string };
  states?: unknown[];
}
interface Salutation {
  salutationKey: string;
  displayName: string;
  letterName: string;
  translated: { displayName: string };
}

const encodeCriteria = (criteria: unknown) =>
  gzipSync(Buffer.from(JSON.stringify(criteria)))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe.each(databaseKinds)('reference data routes (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  describe('/language', () => {
    it('lists the languages with their translationCode, by GET and POST', async () => {
      for (const response of [
        await server.api.get<SearchResult<Language>>('/language'),
        await server.api.post<SearchResult<Language>>('/language'),
      ]) {
        expect(response.status).toBe(200);
        expect(response.json).toMatchObject({
          entity: 'language',
          total: 2,
          page: 1,
          limit: 100,
          aggregations: [],
          apiAlias: 'dal_entity_search_result',
        });
        const english = response.json.elements.find((l) => l.id === SYSTEM_LANGUAGE_ID);
        expect(english).toMatchObject({
          name: 'English',
          parentId: null,
          translationCode: {
            code: 'en-GB',
            name: 'English',
            territory: 'United Kingdom',
            apiAlias: 'locale',
          },
          apiAlias: 'language',
        });
        expect(english?.translationCodeId).toBe(english?.localeId);
        expect(response.json.elements.find((l) => l.id === GERMAN_LANGUAGE_ID)?.translationCode.code).toBe(
          'de-DE',
        );
      }
    });

    it('translates locale names with sw-language-id', async () => {
      const response = await server.api.get<SearchResult<Language>>('/language', {
        headers: { 'sw-language-id': GERMAN_LANGUAGE_ID },
      });
      const english = response.json.elements.find((l) => l.id === SYSTEM_LANGUAGE_ID);
      expect(english?.translationCode).toMatchObject({
        name: 'Englisch',
        territory: 'Vereinigtes Königreich',
      });
    });

    it('filters on translationCode.code, applies includes by apiAlias and loads `locale` on request', async () => {
      const response = await server.api.post<SearchResult<Partial<Language>>>('/language', {
        filter: [{ type: 'equals', field: 'translationCode.code', value: 'de-DE' }],
        includes: { language: ['id', 'translationCode'], locale: ['code'] },
      });
      expect(response.json.elements).toEqual([
        {
          id: GERMAN_LANGUAGE_ID,
          translationCode: { code: 'de-DE', apiAlias: 'locale' },
          apiAlias: 'language',
        },
      ]);
      const withLocale = await server.api.post<SearchResult<Language>>('/language', {
        associations: { locale: {} },
      });
      expect(withLocale.json.elements[0]?.locale?.code).toMatch(/^(en-GB|de-DE)$/);
    });

    it('reads GET criteria from _criteria and plain query parameters', async () => {
      const compressed = await server.api.get<SearchResult<Language>>('/language', {
        query: {
          _criteria: encodeCriteria({ filter: [{ type: 'equals', field: 'id', value: GERMAN_LANGUAGE_ID }] }),
        },
      });
      expect(compressed.json.elements.map((l) => l.id)).toEqual([GERMAN_LANGUAGE_ID]);
      const paged = await server.api.get<SearchResult<Language>>('/language', {
        query: { limit: '1', page: '2', 'total-count-mode': 'exact' },
      });
      expect(paged.json).toMatchObject({ page: 2, limit: 1, total: 2 });
      expect(paged.json.elements).toHaveLength(1);
    });

    it('refuses unknown associations and bad _criteria', async () => {
      const association = await server.api.post<{ errors: Array<{ code: string }> }>('/language', {
        associations: { salesChannels: {} },
      });
      expect(association.status).toBe(400);
      expect(association.json.errors[0]?.code).toBe('FRAMEWORK__ASSOCIATION_NOT_FOUND');
      const broken = await server.api.get('/language', { query: { _criteria: '!!!' } });
      expect(broken.status).toBe(400);
    });
  });

  describe('/country', () => {
    it('lists the active countries in order, with translated names', async () => {
      const english = await server.api.get<SearchResult<Country>>('/country');
      expect(english.json.elements.map((c) => c.iso)).toEqual(['DE', 'AT', 'CH', 'GB', 'FR', 'NL']);
      expect(english.json.elements[0]).toMatchObject({ name: 'Germany', translated: { name: 'Germany' } });

      const german = await server.api.post<SearchResult<Country>>(
        '/country',
        {},
        { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } },
      );
      expect(german.json.elements.map((c) => c.name)).toEqual([
        'Deutschland',
        'Österreich',
        'Schweiz',
        'Vereinigtes Königreich',
        'Frankreich',
        'Niederlande',
      ]);
    });

    it('sorts, pages and counts', async () => {
      const response = await server.api.post<SearchResult<Country>>('/country', {
        sort: [{ field: 'name', order: 'DESC' }],
        limit: 2,
        page: 2,
        'total-count-mode': 'exact',
      });
      // English names: no umlauts, so the order does not depend on the database collation.
      expect(response.json.elements.map((c) => c.name)).toEqual(['Netherlands', 'Germany']);
      expect(response.json.total).toBe(6);
      const none = await server.api.post<SearchResult<Country>>('/country', { limit: 4 });
      expect(none.json.total).toBe(4);
    });

    it('does not list inactive countries and answers `states` as empty', async () => {
      // As the seed writes: the row, then the revision (the country list is a cached read).
      const listed = async () =>
        (await server.api.post<SearchResult<Country>>('/country', {})).json.elements.map((c) => c.iso);
      expect(await listed()).toContain('NL');
      await server.app.db.updateTable('country').set({ active: 0 }).where('iso', '=', 'NL').execute();
      await bumpCatalogueRevision(server.app.db);
      try {
        expect(await listed()).not.toContain('NL');
        const response = await server.api.post<SearchResult<Country>>('/country', {
          associations: { states: {} },
        });
        expect(response.json.elements.map((c) => c.iso)).not.toContain('NL');
        expect(response.json.elements[0]?.states).toEqual([]);
      } finally {
        await server.app.db.updateTable('country').set({ active: 1 }).where('iso', '=', 'NL').execute();
        await bumpCatalogueRevision(server.app.db);
      }
      expect(await listed()).toContain('NL');
    });
  });

  describe('/salutation', () => {
    it('lists mr, mrs and not_specified in both languages', async () => {
      const english = await server.api.get<SearchResult<Salutation>>('/salutation');
      expect(english.json.elements.map((s) => [s.salutationKey, s.displayName, s.letterName])).toEqual([
        ['mr', 'Mr.', 'Dear Mr.'],
        ['mrs', 'Mrs.', 'Dear Mrs.'],
        ['not_specified', 'Not specified', ''],
      ]);
      const german = await server.api.post<SearchResult<Salutation>>(
        '/salutation',
        {},
        { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } },
      );
      expect(german.json.elements.map((s) => s.translated.displayName)).toEqual([
        'Herr',
        'Frau',
        'Keine Angabe',
      ]);
    });
  });
});
