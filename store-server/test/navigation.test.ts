import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, ROOT_CATEGORY_ID } from '../src/constants.js';
import { categoryId } from '../src/seed/category-tree.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';
import { bumpCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';

interface Category {
  id: string;
  name: string;
  parentId: string | null;
  level: number;
  breadcrumb: string[];
  childCount: number;
  visibleChildCount: number;
  description: string | null;
  translated: { name: string; breadcrumb: string[] };
  children: Category[];
  seoUrls?: unknown;
  apiAlias: string;
}

const SHEETS = categoryId('sheets');
const PE = categoryId('sheets/pe');
const MAIN = '/navigation/main-navigation/main-navigation';

describe.each(databaseKinds)('navigation (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('returns the main navigation as a tree, two levels deep by default', async () => {
    const response = await server.api.post<Category[]>(MAIN, {});
    expect(response.status).toBe(200);
    expect(response.json.map((c) => c.name)).toEqual(['Sheets', 'Rods', 'Semi-finished parts']);
    const sheets = response.json[0];
    expect(sheets).toMatchObject({
      id: SHEETS,
      parentId: ROOT_CATEGORY_ID,
      level: 2,
      childCount: 10,
      visibleChildCount: 10,
      breadcrumb: ['Plastics', 'Sheets'],
      apiAlias: 'category',
    });
    expect(sheets?.children.map((c) => c.name)).toEqual([
      'PE',
      'PP',
      'PVC',
      'PTFE',
      'POM',
      'PA',
      'PET',
      'PEEK',
      'PMMA',
      'PC',
    ]);
    expect(sheets?.children[0]).toMatchObject({
      level: 3,
      children: [],
      breadcrumb: ['Plastics', 'Sheets', 'PE'],
    });
  });

  it('GET with the root id works the same and honours depth as Shopware counts it (depth 1 = two levels)', async () => {
    const url = `/navigation/${ROOT_CATEGORY_ID}/${ROOT_CATEGORY_ID}`;
    const response = await server.api.get<Category[]>(url, { query: { depth: '0' } });
    expect(response.json.map((c) => c.name)).toEqual(['Sheets', 'Rods', 'Semi-finished parts']);
    expect(response.json.every((c) => c.children.length === 0)).toBe(true);
    expect(response.json[0]?.childCount).toBe(10);
    const two = await server.api.get<Category[]>(url, { query: { depth: '1' } });
    expect(two.json[0]?.children).toHaveLength(10);
    // The demo store's header and footer send {depth: 1} in the body.
    const body = await server.api.post<Category[]>(url, { depth: 1 });
    expect(body.json[0]?.children).toHaveLength(10);
  });

  it('buildTree=false gives a flat list', async () => {
    const response = await server.api.post<Category[]>(MAIN, { buildTree: false, depth: 2 });
    expect(response.json).toHaveLength(3 + 10 + 4 + 3);
    expect(response.json.every((c) => c.children.length === 0)).toBe(true);
    const viaQuery = await server.api.get<Category[]>(MAIN, { query: { buildTree: 'false', depth: '0' } });
    expect(viaQuery.json).toHaveLength(3);
  });

  it('a sub-tree root returns its children, and the path to a deep active category is expanded', async () => {
    const subTree = await server.api.get<Category[]>(`/navigation/${SHEETS}/${SHEETS}`);
    expect(subTree.json).toHaveLength(10);
    const expanded = await server.api.post<Category[]>(`/navigation/${PE}/main-navigation`, { depth: 0 });
    expect(expanded.json.find((c) => c.id === SHEETS)?.children).toHaveLength(10);
    expect(expanded.json.find((c) => c.id === categoryId('rods'))?.children).toHaveLength(0);
  });

  it('is translated with sw-language-id', async () => {
    const response = await server.api.post<Category[]>(
      MAIN,
      {},
      { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } },
    );
    expect(response.json.map((c) => c.translated.name)).toEqual(['Platten', 'Rundstäbe', 'Halbzeuge']);
    expect(response.json[0]?.breadcrumb).toEqual(['Kunststoffe', 'Platten']);
    expect(response.json[0]?.description).toContain('Platten aus technischen Kunststoffen');
  });

  // As the desk and the seed write categories: the row, then the revision (the navigation is a cached read).
  it('hides inactive categories', async () => {
    await server.app.db
      .updateTable('category')
      .set({ active: 0 })
      .where('id', '=', categoryId('rods'))
      .execute();
    await bumpCatalogueRevision(server.app.db);
    try {
      const response = await server.api.post<Category[]>(MAIN, {});
      expect(response.json.map((c) => c.name)).toEqual(['Sheets', 'Semi-finished parts']);
    } finally {
      await server.app.db
        .updateTable('category')
        .set({ active: 1 })
        .where('id', '=', categoryId('rods'))
        .execute();
      await bumpCatalogueRevision(server.app.db);
    }
    expect((await server.api.post<Category[]>(MAIN, {})).json.map((c) => c.name)).toEqual([
      'Sheets',
      'Rods',
      'Semi-finished parts',
    ]);
  });

  it('applies includes by apiAlias', async () => {
    const response = await server.api.post<Array<Partial<Category>>>(MAIN, {
      depth: 0,
      includes: { category: ['id', 'name', 'children'] },
    });
    expect(response.json[0]).toEqual({ id: SHEETS, name: 'Sheets', children: [], apiAlias: 'category' });
  });

  it('answers 404 for unknown ids, unconfigured aliases and garbage', async () => {
    for (const path of [
      `/navigation/${'a'.repeat(32)}/main-navigation`,
      `/navigation/main-navigation/${'b'.repeat(32)}`,
      '/navigation/x/y',
    ]) {
      const response = await server.api.get<{ errors: Array<{ status: string; code: string }> }>(path);
      expect(response.status, path).toBe(404);
      expect(response.json.errors[0]).toMatchObject({ status: '404', code: 'CONTENT__CATEGORY_NOT_FOUND' });
    }
  });

  it('answers an unset footer or service navigation with 204 as the active id, 400 as the root', async () => {
    for (const alias of ['footer-navigation', 'service-navigation']) {
      const empty = await server.api.post(`/navigation/${alias}/${alias}`, { depth: 1 });
      expect(empty.status).toBe(204);
      expect(empty.json).toBe('');
      const get = await server.api.get(`/navigation/${alias}/main-navigation`);
      expect(get.status).toBe(204);
    }
    const footer = await server.api.get<{ errors: Array<{ code: string }> }>(
      `/navigation/main-navigation/footer-navigation`,
    );
    expect(footer.status).toBe(400);
    expect(footer.json.errors[0]?.code).toBe('CHECKOUT__FOOTER_CATEGORY_NOT_FOUND');
    const service = await server.api.get<{ errors: Array<{ code: string }> }>(
      `/navigation/${SHEETS}/service-navigation`,
    );
    expect(service.json.errors[0]?.code).toBe('CHECKOUT__SERVICE_CATEGORY_NOT_FOUND');
  });

  it("carries the categories' canonical seoUrls with sw-include-seo-urls, in the context language", async () => {
    const plain = await server.api.post<Category[]>(MAIN, { depth: 1 });
    expect(plain.json[0]?.seoUrls).toBeNull();
    const english = await server.api.post<Category[]>(
      MAIN,
      { depth: 1 },
      { headers: { 'sw-include-seo-urls': 'true' } },
    );
    const seoPaths = (c: Category | undefined) =>
      (c?.seoUrls as Array<{ seoPathInfo: string; routeName: string; foreignKey: string }> | null)?.map(
        (u) => u.seoPathInfo,
      );
    expect(seoPaths(english.json[0])).toEqual(['Sheets/']);
    expect(seoPaths(english.json[0]?.children[0])).toEqual(['Sheets/PE/']);
    const german = await server.api.post<Category[]>(
      MAIN,
      { depth: 1 },
      { headers: { 'sw-include-seo-urls': '1', 'sw-language-id': GERMAN_LANGUAGE_ID } },
    );
    expect(seoPaths(german.json[0])).toEqual(['Platten/']);
    expect(seoPaths(german.json[1])).toEqual(['Rundstaebe/']);
  });

  it('refuses unknown criteria fields', async () => {
    const response = await server.api.post<{ errors: Array<{ code: string }> }>(MAIN, {
      filter: [{ type: 'equals', field: 'secret', value: 1 }],
    });
    expect(response.status).toBe(400);
  });
});
