import { describe, expect, it } from 'vitest';
import { categoryId } from '../category-tree.js';
import { renderDocument } from './documents.js';
import { generateCatalogue, knownOptionIds, weightKg } from './generate.js';
import { catalogueMedia, renderMedia } from './media.js';
import { productSeeds } from './products.js';
import { pdfText } from '../../../test/support/pdf-text.js';

describe('the demo catalogue generator', () => {
  const parents = generateCatalogue();
  const variants = parents.flatMap((p) => p.variants);

  it('builds 12+ parents with hundreds of variants, deterministically', () => {
    expect(parents.length).toBeGreaterThanOrEqual(12);
    expect(variants.length).toBeGreaterThan(300);
    expect(generateCatalogue().flatMap((p) => p.variants.map((v) => v.id))).toEqual(
      variants.map((v) => v.id),
    );
    expect(new Set(variants.map((v) => v.number)).size).toBe(variants.length);
    expect(new Set([...parents.map((p) => p.id), ...variants.map((v) => v.id)]).size).toBe(
      parents.length + variants.length,
    );
  });

  it('has stock in some variants, none in others (production on demand) and a few closeouts', () => {
    expect(variants.filter((v) => v.stock > 0).length).toBeGreaterThan(100);
    expect(variants.filter((v) => v.stock === 0).length).toBeGreaterThan(100);
    const closeouts = variants.filter((v) => v.isCloseout);
    expect(closeouts.length).toBeGreaterThan(0);
    expect(closeouts.some((v) => !v.available)).toBe(true);
    expect(variants.filter((v) => !v.isCloseout).every((v) => v.available)).toBe(true);
  });

  it('computes weights from density and dimensions and derives net from gross at 19 %', () => {
    // 10 mm PE-HD (0.95 g/cm³), 1000 × 2000 mm: 20 dm³ → 19 kg.
    expect(weightKg('sheet', 0.95, 10, 1000, 2000)).toBe(19);
    const pe = parents.find((p) => p.key === 'pe-hd-300');
    const tenMm = pe?.variants.find((v) => v.height === 10 && v.width === 1000 && v.length === 2000);
    expect(tenMm?.weight).toBe(19);
    for (const v of variants) expect(Math.abs(v.net * 1.19 - v.gross)).toBeLessThan(0.01);
  });

  it('leaves gaps between option combinations and uses only known options, one per group', () => {
    const pe = parents.find((p) => p.key === 'pe-hd-300');
    const seed = productSeeds.find((s) => s.key === 'pe-hd-300');
    const full =
      (seed?.sizes.length ?? 0) *
      (seed?.surfaces.length ?? 0) *
      (seed?.colours.length ?? 0) *
      (seed?.formats.length ?? 0);
    expect(pe?.variants.length).toBeLessThan(full);
    for (const v of variants) {
      expect(v.optionIds).toHaveLength(4);
      for (const option of v.optionIds) expect(knownOptionIds.has(option)).toBe(true);
    }
  });

  it('puts products into leaf categories, with documents by grade and media for every picture', async () => {
    expect(parents.every((p) => p.categoryId !== categoryId('sheets'))).toBe(true);
    const antistatic = parents.find((p) => p.seed.antistatic);
    expect(antistatic?.customFields.en.spk_document_atex).toMatch(/^\/media\/documents\/.+-atex-en\.pdf$/);
    expect(parents.find((p) => p.key === 'pvc-u')?.customFields.en.spk_document_fda).toBeUndefined();
    expect(parents.find((p) => p.key === 'pvc-u')?.customFields.de.spk_document_datasheet).toBe(
      '/media/documents/pvc-u-datasheet-de.pdf',
    );
    expect(await renderDocument('pvc-u-atex-en.pdf')).toBeNull();
    expect(await renderDocument('../etc/passwd')).toBeNull();
    const mediaIds = new Set(catalogueMedia.map((m) => m.id));
    for (const p of parents) for (const m of p.media) expect(mediaIds.has(m.mediaId)).toBe(true);
    expect(renderMedia('media/swatches/black.svg')).toContain('<svg');
  });

  it('renders a data sheet as a readable PDF in the language of its file name', async () => {
    const pdf = await renderDocument('pvc-u-datasheet-de.pdf');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const seed = productSeeds.find((s) => s.key === 'pvc-u')!;
    const { text, title } = await pdfText(pdf!);
    expect(title).toBe(`Technisches Datenblatt – ${seed.name.de}`);
    expect(text).toContain(`Artikelnummer: ${seed.number}`);
    expect(text).toContain('Dichte:');
    expect((await renderDocument('pvc-u-datasheet-de.pdf'))!.equals(pdf!)).toBe(true);
  });

  it('grows to a large catalogue on request', () => {
    const large = generateCatalogue({ targetVariants: 5000 });
    const count = large.reduce((sum, p) => sum + p.variants.length, 0);
    expect(count).toBeGreaterThanOrEqual(5000);
    expect(new Set(large.map((p) => p.number)).size).toBe(large.length);
  });
});
