import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text.js';
import { renderPdf, toWinAnsiText } from './pdf.js';

describe('renderPdf', () => {
  const columns = [
    { header: 'Artikel', width: 3 },
    { header: 'Menge', width: 1, align: 'right' as const },
  ];
  const spec = {
    title: 'Data sheet (PE)',
    lang: 'de-DE',
    createdAt: new Date('2026-01-02T03:04:05Z'),
    blocks: [
      { text: 'PE-HD 300 – Platte', size: 18, bold: true },
      { text: 'Stärke 2–50 mm, Preis 12,50 €' },
      { text: '' },
      {
        columns,
        rows: [
          ['Platte (schwarz)', '2'],
          ['Rundstab ✓', '10'],
        ],
      },
    ],
  };

  it('is a valid PDF whose text a PDF reader extracts, umlauts, dashes and € included', async () => {
    const pdf = await renderPdf(spec);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const { text, pages, title } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(title).toBe('Data sheet (PE)');
    for (const expected of ['PE-HD 300 – Platte', 'Stärke 2–50 mm, Preis 12,50 €', 'Artikel', 'Menge'])
      expect(text).toContain(expected);
    expect(text).toContain('Platte (schwarz)');
    expect(text).toContain('Rundstab ?');
  });

  it('is the same bytes for the same input and creation date', async () => {
    expect((await renderPdf(spec)).equals(await renderPdf(spec))).toBe(true);
  });

  it('breaks long content onto further pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Line ${i + 1}`, String(i)]);
    const pdf = await renderPdf({ ...spec, blocks: [{ columns, rows }] });
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Line 120');
  });

  it('replaces what the standard fonts cannot draw', () => {
    expect(toWinAnsiText('ä–€✓漢\r\nb\tc')).toBe('ä–€??\nb?c');
  });
});
