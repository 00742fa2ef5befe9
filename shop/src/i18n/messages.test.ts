import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from './locales';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('message files', () => {
  it.each(NAMESPACES)('%s exists in every locale with the same keys', (namespace) => {
    const [first, ...others] = LOCALES.map((locale) => files[`./${locale.code}/${namespace}.json`]);
    expect(first).toBeDefined();
    for (const other of others) {
      expect(other).toBeDefined();
      expect(keys(other).sort()).toEqual(keys(first).sort());
    }
  });

  it('keeps the spec texts verbatim in English', () => {
    const common = files['./en-GB/common.json'] as { notAvailable: { heading: string } };
    expect(common.notAvailable.heading).toBe('This page is not available');
  });
});
