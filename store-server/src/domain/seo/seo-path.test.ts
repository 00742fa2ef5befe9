import { describe, expect, it } from 'vitest';
import { categorySeoPath, productSeoPath, slugify, uniquePaths } from './seo-path.js';

describe('seo paths', () => {
  it('slugifies as Shopware (cocur/slugify, case kept, dots kept, German umlauts spelled out)', () => {
    expect(slugify('PE-HD 300 (schwarz)')).toBe('PE-HD-300-schwarz');
    expect(slugify('Rundstäbe & Halbzeuge')).toBe('Rundstaebe-Halbzeuge');
    expect(slugify('Größe 1.5 mm')).toBe('Groesse-1.5-mm');
    expect(slugify('Café   crème')).toBe('Cafe-creme');
    expect(slugify('--a--b--')).toBe('a-b');
  });

  it('writes the category path of the names below the root with trailing slashes', () => {
    expect(categorySeoPath(['Sheets', 'PE'])).toBe('Sheets/PE/');
    expect(categorySeoPath([])).toBeNull();
  });

  it('writes the product path of the name and the product number', () => {
    expect(productSeoPath('PE-HD sheet black', 'PE-HD-300')).toBe('PE-HD-sheet-black/PE-HD-300');
  });

  it('keeps every path unique (case-insensitively), appending the id to later duplicates', () => {
    const urls = uniquePaths([
      { seoPathInfo: 'A/', foreignKey: '1' },
      { seoPathInfo: 'a/', foreignKey: '2' },
      { seoPathInfo: 'x/N', foreignKey: '3' },
      { seoPathInfo: 'x/N', foreignKey: '4' },
    ]);
    expect(urls.map((u) => u.seoPathInfo)).toEqual(['A/', 'a/2/', 'x/N', 'x/N-4']);
  });
});
