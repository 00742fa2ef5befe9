import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EURO_CURRENCY_ID } from '../src/constants.js';
import { FAST_HASHING } from './support/account.js';
import { closeout, other, regular } from './support/cart.js';
import { adminRequest, createDeskUser, deskTokens, type ErrorsJson } from './support/desk.js';
import { secondInstance } from './support/statement-counter.js';
import type { StoreApiTestClient } from './support/store-api-client.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

interface DeskProduct {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string;
  options: { name: string; group: { name: string } | null }[];
  price: { currencyId: string; gross: number; net: number; linked: boolean }[];
  stock: number;
  availableStock: number;
  isCloseout: boolean;
  active: boolean;
}
interface Detail {
  product: { id: string; availableStock: number; stock: number; calculatedPrice: { unitPrice: number } };
}
interface ImportAnswer {
  changes: { productNumber: string; field: string; from: unknown; to: unknown }[];
  errors: { row: number; column: string | null; code: string; detail: string }[];
  applied: boolean;
}

describe.each(databaseKinds)('desk: catalogue (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let second: { api: StoreApiTestClient; close: () => Promise<void> };

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    await createDeskUser(server.app, 'staff@example.com', 'staff');
    token = (await deskTokens(server.app, 'staff@example.com')).access_token;
    second = await secondInstance(server);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  const search = (body: unknown) =>
    adminRequest<{ total: number; data: DeskProduct[] } & ErrorsJson>(
      server.app,
      'POST',
      '/api/search/product',
      {
        token,
        body,
      },
    );
  const patch = (id: string, body: unknown) =>
    adminRequest<ErrorsJson>(server.app, 'PATCH', `/api/product/${id}`, { token, body });
  const importCsv = (csv: string, dryRun: boolean) =>
    adminRequest<ImportAnswer & ErrorsJson>(server.app, 'POST', '/api/_action/desk/product-import', {
      token,
      body: { csv, dryRun },
    });
  const detail = async (api: StoreApiTestClient, id: string) =>
    (await api.post<Detail>(`/product/${id}`, {})).json.product;
  const audit = (entity: string) =>
    server.app.db
      .selectFrom('desk_audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .orderBy('created_at', 'desc')
      .execute();

  it('finds variants by product number or name, with options, price, stock and flags', async () => {
    const byNumber = await search({ term: closeout.number });
    expect(byNumber.status).toBe(200);
    const found = byNumber.json.data.find((product) => product.id === closeout.id)!;
    expect(found).toMatchObject({
      productNumber: closeout.number,
      isCloseout: true,
      active: true,
      parentId: closeout.parent.id,
    });
    expect(found.options.length).toBeGreaterThan(0);
    expect(found.options[0]!.group).not.toBeNull();
    expect(found.price[0]).toMatchObject({ currencyId: EURO_CURRENCY_ID, linked: true });
    const byName = await search({ term: regular.parent.name.en.split(' ')[0], limit: 5 });
    expect(byName.json.total).toBeGreaterThan(0);
    expect(byName.json.data.length).toBeLessThanOrEqual(5);
    expect(byName.json.data.every((product) => product.parentId !== null || true)).toBe(true);
    expect((await search({ limit: 'x' })).status).toBe(400);
    expect((await search({ filter: [{ type: 'equals', field: 'nope', value: 1 }] })).status).toBe(400);
  });

  it('restocks a closeout: the shop shows the new stock at once, on this and on another instance', async () => {
    const before = await detail(second.api, closeout.id);
    const restocked = await patch(closeout.id, { stock: before.stock + 5 });
    expect(restocked.status).toBe(204);
    expect(restocked.headers.location).toBe(`/api/product/${closeout.id}`);
    const after = await detail(second.api, closeout.id);
    expect(after.stock).toBe(before.stock + 5);
    expect(after.availableStock).toBe(before.availableStock + 5);
    expect((await detail(server.api, closeout.id)).stock).toBe(before.stock + 5);
    const [entry] = await audit('product');
    expect(entry).toMatchObject({
      action: 'product.update',
      entity_id: closeout.id,
      actor_email: 'staff@example.com',
    });
    expect(JSON.parse(entry!.details)).toEqual({
      productNumber: closeout.number,
      changes: [{ field: 'stock', from: before.stock, to: before.stock + 5 }],
    });
  });

  it('changes price (net from the tax rate), closeout and active; the shop follows', async () => {
    expect(
      (await patch(other.id, { price: [{ currencyId: EURO_CURRENCY_ID, gross: 119, linked: true }] })).status,
    ).toBe(204);
    const found = (await search({ term: other.number })).json.data.find(
      (product) => product.id === other.id,
    )!;
    expect(found.price[0]).toMatchObject({ gross: 119, net: 100 });
    expect((await detail(second.api, other.id)).calculatedPrice.unitPrice).toBe(119);
    expect((await patch(other.id, { active: false })).status).toBe(204);
    expect((await second.api.post(`/product/${other.id}`, {})).status).toBe(404);
    expect((await patch(other.id, { active: true, isCloseout: false })).status).toBe(204);
    expect((await second.api.post(`/product/${other.id}`, {})).status).toBe(200);
  });

  it('refuses bad values together, unknown fields, and answers unknown ids like missing ones', async () => {
    const bad = await patch(regular.id, {
      stock: -1,
      isCloseout: 'yes',
      price: [{ currencyId: EURO_CURRENCY_ID, gross: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect(
      bad.json.errors.map((error) => (error as { source?: { pointer: string } }).source?.pointer).sort(),
    ).toEqual(['/isCloseout', '/price/0/gross', '/stock']);
    expect((await patch(regular.id, { productNumber: 'X' })).status).toBe(400);
    expect((await patch(regular.id, { price: [{ currencyId: 'f'.repeat(32), gross: 1 }] })).status).toBe(400);
    for (const id of ['f'.repeat(32), 'nope', regular.parent.id]) {
      const missing = await patch(id, { stock: 1 });
      expect(missing.status).toBe(404);
      expect(missing.json.errors[0]?.code).toBe('FRAMEWORK__RESOURCE_NOT_FOUND');
    }
  });

  it('exports the variants as CSV', async () => {
    const answer = await adminRequest(server.app, 'GET', '/api/_action/desk/product-export', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('productNumber,price,stock,isCloseout,active');
    expect(lines.find((line) => line.startsWith(`${closeout.number},`))).toMatch(
      /^[^,]+,\d+\.\d{2},\d+,true,true$/,
    );
    expect(lines.length).toBeGreaterThan(20);
  });

  it('previews an import with every change and every row error; with errors nothing is written', async () => {
    const csv = [
      'productNumber,price,stock,isCloseout,active',
      `${regular.number},12.5,40,false,true`,
      'NO-SUCH-NUMBER,1,1,true,true',
      `${other.number},abc,,,`,
      `${closeout.number},,-3,,`,
      `${closeout.number},,,maybe,`,
      `${regular.number},,1,,`,
    ].join('\n');
    const before = await detail(server.api, regular.id);
    const preview = await importCsv(csv, true);
    expect(preview.status).toBe(200);
    expect(preview.json.applied).toBe(false);
    expect(preview.json.errors.map((error) => [error.row, error.column, error.code])).toEqual([
      [3, 'productNumber', 'PLASTICS__CSV_UNKNOWN_PRODUCT_NUMBER'],
      [4, 'price', 'PLASTICS__CSV_INVALID_PRICE'],
      [5, 'stock', 'PLASTICS__CSV_NEGATIVE_STOCK'],
      [6, 'productNumber', 'PLASTICS__CSV_DUPLICATE_ROW'],
      [7, 'productNumber', 'PLASTICS__CSV_DUPLICATE_ROW'],
    ]);
    expect(preview.json.changes).toEqual(
      expect.arrayContaining([
        { productNumber: regular.number, field: 'price', from: before.calculatedPrice.unitPrice, to: 12.5 },
        { productNumber: regular.number, field: 'stock', from: before.stock, to: 40 },
      ]),
    );
    const refused = await importCsv(csv, false);
    expect(refused.json.applied).toBe(false);
    expect((await detail(server.api, regular.id)).stock).toBe(before.stock);
    const bad = await importCsv(`productNumber,colour\n${regular.number},red`, true);
    expect(bad.json.errors[0]).toMatchObject({
      row: 1,
      column: 'colour',
      code: 'PLASTICS__CSV_UNKNOWN_COLUMN',
    });
    const boolean = await importCsv(`productNumber;active\n${regular.number};perhaps`, true);
    expect(boolean.json.errors[0]).toMatchObject({
      row: 2,
      column: 'active',
      code: 'PLASTICS__CSV_INVALID_BOOLEAN',
    });
    const tooMany = await importCsv(
      ['productNumber', ...Array.from({ length: 5001 }, (_, i) => `N${i}`)].join('\n'),
      true,
    );
    expect(tooMany.json.errors[0]?.code).toBe('PLASTICS__CSV_TOO_MANY_ROWS');
    const tooLarge = await importCsv(`productNumber\n${'x'.repeat(1024 * 1024)}`, true);
    expect(tooLarge.json.errors[0]?.code).toBe('PLASTICS__CSV_TOO_LARGE');
    expect((await importCsv('"unclosed', true)).json.errors[0]?.code).toBe('PLASTICS__CSV_MALFORMED');
  });

  it('applies a clean import in one transaction: one revision bump, one audit entry, seen by another instance', async () => {
    const revision = async () =>
      Number(
        (await server.app.db.selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow())
          .revision,
      );
    const start = await revision();
    const csv = `productNumber;price;stock\n${regular.number};12.50;40\n${other.number};;7\n`;
    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({ applied: true, errors: [] });
    expect(applied.json.changes.length).toBe(3);
    expect(await revision()).toBe(start + 1);
    expect((await detail(second.api, regular.id)).stock).toBe(40);
    expect((await detail(second.api, regular.id)).calculatedPrice.unitPrice).toBe(12.5);
    expect((await detail(second.api, other.id)).stock).toBe(7);
    const [entry] = await audit('catalogue');
    expect(entry).toMatchObject({ action: 'product.import', actor_email: 'staff@example.com' });
    expect(JSON.parse(entry!.details)).toMatchObject({ rows: 2, products: 2, changeCount: 3 });
    // The same file again changes nothing and writes nothing.
    const again = await importCsv(csv, false);
    expect(again.json).toEqual({ changes: [], errors: [], applied: false });
    expect(await revision()).toBe(start + 1);
  });

  it('shows one variant with its history: its changes and the imports that changed it, newest first', async () => {
    const before = (await search({ term: other.number })).json.data.find(
      (product) => product.id === other.id,
    )!;
    expect((await patch(other.id, { stock: before.stock + 5 })).status).toBe(204);
    const read = await adminRequest<{
      data: DeskProduct & {
        extensions: {
          desk: {
            history: { id: string; createdAt: string; actorName: string; action: string; details: unknown }[];
          };
        };
      };
    }>(server.app, 'GET', `/api/product/${other.id}`, { token });
    expect(read.status).toBe(200);
    const { extensions, ...product } = read.json.data;
    const searched = (await search({ term: other.number })).json.data.find((found) => found.id === other.id);
    expect(product).toEqual(searched);
    expect(product.stock).toBe(before.stock + 5);
    const history = extensions.desk.history;
    expect(history[0]).toMatchObject({
      actorName: 'staff',
      action: 'product.update',
      details: {
        productNumber: other.number,
        changes: [{ field: 'stock', from: before.stock, to: before.stock + 5 }],
      },
    });
    // The import of the test before changed this variant's stock (and another variant, not shown here).
    const imported = history.find((entry) => entry.action === 'product.import');
    expect(imported).toMatchObject({
      actorName: 'staff',
      details: { productNumber: other.number, changes: [{ field: 'stock', to: 7 }] },
    });
    expect(history.map((entry) => entry.createdAt)).toEqual(
      [...history.map((entry) => entry.createdAt)].sort().reverse(),
    );
    // A variant the import did not change shows no import.
    const untouched = await adminRequest<{
      data: { extensions: { desk: { history: { action: string }[] } } };
    }>(server.app, 'GET', `/api/product/${closeout.id}`, { token });
    expect(untouched.json.data.extensions.desk.history.map((entry) => entry.action)).not.toContain(
      'product.import',
    );
    for (const id of ['0'.repeat(32), 'not-an-id']) {
      const missing = await adminRequest<ErrorsJson>(server.app, 'GET', `/api/product/${id}`, { token });
      expect(missing.status).toBe(404);
      expect(missing.json.errors[0]?.code).toBe('FRAMEWORK__RESOURCE_NOT_FOUND');
    }
  });

  it('every catalogue route refuses a request without a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/search/product'],
      ['PATCH', `/api/product/${regular.id}`],
      ['GET', `/api/product/${regular.id}`],
      ['GET', '/api/_action/desk/product-export'],
      ['POST', '/api/_action/desk/product-import'],
    ] as const) {
      expect((await adminRequest(server.app, method, url, method === 'GET' ? {} : { body: {} })).status).toBe(
        401,
      );
    }
  });
});
