import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { bestVariant, group, option, parentByKey, type ProductJson } from './support/catalogue.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

interface Detail {
  product: ProductJson;
  configurator:
    | {
        id: string;
        name: string;
        position: number;
        options: { id: string; name: string; groupId: string }[];
      }[]
    | null;
  apiAlias: string;
}
interface Found {
  variantId: string;
  options: string[];
  foundCombination: { variantId: string; options: string[] };
}
interface ErrorBody {
  errors: { code: string; detail: string }[];
}

describe.each(databaseKinds)('product detail and find-variant (%s)', (kind) => {
  let server: TestServer;
  const pe = parentByKey('pe-hd-300');
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  it('answers a parent id with its best variant (cheapest available) and the configurator', async () => {
    const response = await server.api.post<Detail>(`/product/${pe.id}`, {});
    expect(response.status).toBe(200);
    expect(response.json.apiAlias).toBe('product_detail');
    const best = bestVariant(pe);
    expect(response.json.product).toMatchObject({
      id: best.id,
      parentId: pe.id,
      productNumber: best.number,
      name: 'PE-HD 300 sheet',
      stock: best.stock,
      availableStock: best.stock,
      weight: best.weight,
      calculatedPrice: { unitPrice: best.gross, calculatedTaxes: [{ taxRate: 19 }] },
    });
    expect(response.json.product.options?.map((o) => o.group.name)).toEqual([
      'Thickness (mm)',
      'Surface finish',
      'Colour',
      'Sheet format',
    ]);
    const groups = response.json.configurator ?? [];
    expect(groups.map((g) => g.name)).toEqual(['Thickness (mm)', 'Surface finish', 'Colour', 'Sheet format']);
    expect(groups[0]?.options.map((o) => Number(o.name)).sort((a, b) => a - b)).toEqual(pe.seed.sizes);
    expect(groups[2]?.options.map((o) => o.id).sort()).toEqual(
      pe.seed.colours.map((c) => option('colour', c)).sort(),
    );
  });

  it('shows a variant with its stock, delivery time, documents and pictures', async () => {
    const inStock = pe.variants.find((v) => v.stock > 0 && !v.isCloseout);
    const onDemand = pe.variants.find((v) => v.stock === 0 && !v.isCloseout);
    const stocked = await server.api.post<Detail>(`/product/${inStock?.id}`, {});
    expect(stocked.json.product).toMatchObject({
      stock: inStock?.stock,
      available: true,
      deliveryTime: { name: '2-3 days', min: 2, max: 3, unit: 'day' },
      calculatedMaxPurchase: 100,
    });
    const custom = stocked.json.product.customFields ?? {};
    expect(custom.spk_thickness_tolerance).toBe('± 0.2 mm up to 10 mm, ± 0.5 mm above');
    expect(custom.spk_available_strengths).toBe('2–50 mm');
    expect(custom.spk_document_datasheet).toMatch(
      /^http:\/\/localhost(:\d+)?\/media\/documents\/pe-hd-300-datasheet-en\.pdf$/,
    );
    expect(custom.spk_document_fda).toBeDefined();
    expect(custom.spk_document_atex).toBeUndefined();
    expect(stocked.json.product.cover?.media.url).toMatch(/\/media\/products\/pe-hd-300-[a-z]+\.svg$/);
    const produced = await server.api.post<Detail>(`/product/${onDemand?.id}`, {});
    expect(produced.json.product).toMatchObject({
      stock: 0,
      available: true,
      deliveryTime: { name: '3-4 weeks', unit: 'week' },
    });
  });

  it('limits closeouts to their stock and marks sold-out closeouts unavailable', async () => {
    const soldOut = pe.variants.find((v) => v.isCloseout && v.stock === 0);
    const response = await server.api.post<Detail>(`/product/${soldOut?.id}`, {});
    expect(response.json.product).toMatchObject({
      isCloseout: true,
      available: false,
      stock: 0,
      calculatedMaxPurchase: 0,
    });
  });

  it('translates product, custom fields, delivery time and configurator into German', async () => {
    const response = await server.api.post<Detail>(
      `/product/${pe.id}`,
      {},
      { headers: { 'sw-language-id': GERMAN_LANGUAGE_ID } },
    );
    expect(response.json.product.name).toBe('PE-HD 300 Platte');
    expect(response.json.product.translated.customFields.spk_manufacturing_method).toBe('Extrudiert');
    expect(response.json.product.customFields?.spk_document_handling).toMatch(/pe-hd-300-handling-de\.pdf$/);
    expect(response.json.product.deliveryTime?.translated.name).toMatch(/Tage|Wochen/);
    expect(response.json.configurator?.map((g) => g.name)).toEqual([
      'Stärke (mm)',
      'Oberfläche',
      'Farbe',
      'Plattenformat',
    ]);
  });

  it('answers 404 for unknown ids and skips the configurator on request', async () => {
    const unknown = await server.api.post<ErrorBody>(`/product/${'f'.repeat(32)}`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0]).toMatchObject({
      code: 'CONTENT__PRODUCT_NOT_FOUND',
      detail: `Product for id ${'f'.repeat(32)} not found.`,
    });
    expect((await server.api.get<ErrorBody>('/product/not-an-id')).status).toBe(404);
    const skipped = await server.api.get<Detail>(`/product/${pe.variants[0]?.id}`, {
      query: { skipConfigurator: 'true' },
    });
    expect(skipped.json.configurator).toBeNull();
  });

  it('finds a variant by exact options, as a list or a map by group', async () => {
    const wanted = pe.variants[3];
    const response = await server.api.post<Found>(`/product/${pe.id}/find-variant`, {
      options: wanted?.optionIds,
    });
    expect(response.status).toBe(200);
    expect(response.json.variantId).toBe(wanted?.id);
    expect(response.json.foundCombination.variantId).toBe(wanted?.id);
    const groups = ['thickness', 'surface', 'colour', 'format'] as const;
    const asMap = Object.fromEntries(groups.map((g, i) => [group(g), wanted?.optionIds[i] ?? '']));
    const byMap = await server.api.post<Found>(`/product/${pe.id}/find-variant`, { options: asMap });
    expect(byMap.json.variantId).toBe(wanted?.id);
  });

  it('falls back to the nearest variant that keeps the switched group', async () => {
    // Textured surfaces exist only up to 10 mm: switching a 30 mm sheet to textured moves to a thinner one.
    const requested = [
      option('thickness', 30),
      option('surface', 'textured'),
      option('colour', 'natural'),
      option('format', '1000x2000'),
    ];
    expect(pe.variants.some((v) => requested.every((id) => v.optionIds.includes(id)))).toBe(false);
    const response = await server.api.post<Found>(`/product/${pe.id}/find-variant`, {
      options: requested,
      switchedGroup: group('surface'),
    });
    expect(response.status).toBe(200);
    const found = pe.variants.find((v) => v.id === response.json.variantId);
    expect(found?.optionIds).toContain(option('surface', 'textured'));
    expect(found?.optionIds).toContain(option('colour', 'natural'));
    expect(found?.optionIds).toContain(option('format', '1000x2000'));
  });

  it('answers 404 when nothing matches and 400 for options that are not strings', async () => {
    const none = await server.api.post<ErrorBody>(`/product/${pe.id}/find-variant`, {
      options: [option('colour', 'clear')],
      switchedGroup: group('colour'),
    });
    expect(none.status).toBe(404);
    expect(none.json.errors[0]?.code).toBe('CONTENT__PRODUCT_VARIANT_NOT_FOUND');
    const bad = await server.api.post<ErrorBody>(`/product/${pe.id}/find-variant`, { options: [{ id: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0]?.code).toBe('PRODUCT_INVALID_OPTIONS_PARAMETER');
  });
});
