import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from './locales';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function values(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(values);
}

/** American spellings en-GB writes otherwise (authorized → authorised, canceled → cancelled, color → colour …). */
const AMERICAN_SPELLING =
  /\b(?!(?:size|sizes|sized|prize|seize)\b)(\w+iz(?:e|es|ed|ing|ation|ations)|\w+yz(?:e|es|ed|ing)|cancel(?:ed|ing)|colors?|behaviors?|favor\w*|centers?|gray|fulfill|labeled|modeled|meters?|liters?|catalogs?|aluminum)\b/i;

describe('message files', () => {
  it.each(NAMESPACES)('%s exists in every locale with the same keys', (namespace) => {
    const [first, ...others] = LOCALES.map((locale) => files[`./${locale.code}/${namespace}.json`]);
    expect(first).toBeDefined();
    for (const other of others) {
      expect(other).toBeDefined();
      expect(keys(other).sort()).toEqual(keys(first).sort());
    }
  });

  it('spells English messages the British way', () => {
    const texts = NAMESPACES.flatMap((namespace) => values(files[`./en-GB/${namespace}.json`]));
    expect(texts.filter((text) => AMERICAN_SPELLING.test(text))).toEqual([]);
  });

  it('keeps the spec texts verbatim in English', () => {
    const common = files['./en-GB/common.json'] as { notAvailable: { heading: string } };
    expect(common.notAvailable.heading).toBe('This page is not available');
  });
});
