import { describe, expect, it } from 'vitest';
import { onePagePdf, toWinAnsi } from './pdf.js';

describe('onePagePdf', () => {
  const pdf = onePagePdf('Data sheet (PE)', [
    { text: 'PE-HD 300 – Platte', size: 18 },
    { text: 'Stärke 2–50 mm' },
  ]);
  const text = pdf.toString('latin1');

  it('writes a PDF with header, trailer and a cross-reference table whose offsets point at the objects', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
  });

  it('escapes parentheses and encodes umlauts and dashes in WinAnsi', () => {
    expect(text).toContain('(Data sheet \\(PE\\))');
    expect(toWinAnsi('ä–€✓')).toEqual([0xe4, 0x96, 0x80, 0x3f]);
    expect(text).toContain('St\xe4rke 2\x9650 mm');
  });
});
