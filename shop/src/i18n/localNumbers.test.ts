import { describe, expect, it } from 'vitest';
import { localCurrency, localDecimal, localKilograms } from './localNumbers';

// The shop formats its own locales without Intl (see localNumbers.ts); every output must equal Intl's.

/** Deterministic sample: edge cases, then pseudo-random amounts across magnitudes and cents. */
function sampleValues(): number[] {
  const edges = [
    0, -0, 0.5, 0.005, 0.015, 1.005, 2.675, 999.995, 999.9995, 1000, 1234.5, 12, 0.0004, -0.0004,
  ];
  const more = [-1.25, -0.001, 99999.999, 1e6, 123456789.125, 999999999999.99, 0.1 + 0.2, 1 / 3, 2 / 3];
  let seed = 20261123;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const random = Array.from({ length: 3000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 13);
    const value = Math.round(next() * magnitude * 100_000) / 100_000;
    return i % 7 === 0 ? -value : value;
  });
  return [...edges, ...more, ...random];
}

const locales = ['en-GB', 'de-DE'];

describe('localCurrency', () => {
  for (const locale of locales) {
    it(`formats EUR in ${locale} exactly as Intl does`, () => {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
      for (const value of sampleValues())
        expect([value, localCurrency(value, locale, 'EUR')]).toEqual([value, intl.format(value)]);
    });
  }

  it('formats GBP in en-GB as Intl does', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const value of sampleValues()) expect(localCurrency(value, 'en-GB', 'GBP')).toBe(intl.format(value));
  });

  it('leaves other locales, currencies and values out of range to Intl', () => {
    expect(localCurrency(1, 'fr-FR', 'EUR')).toBeNull();
    expect(localCurrency(1, 'de-DE', 'USD')).toBeNull();
    expect(localCurrency(Number.NaN, 'en-GB', 'EUR')).toBeNull();
    expect(localCurrency(Infinity, 'en-GB', 'EUR')).toBeNull();
    expect(localCurrency(1e15, 'en-GB', 'EUR')).toBeNull();
  });
});

describe('localDecimal', () => {
  for (const locale of locales) {
    it(`formats plain numbers (up to 3 decimals) in ${locale} exactly as Intl does`, () => {
      const intl = new Intl.NumberFormat(locale);
      for (const value of sampleValues())
        expect([value, localDecimal(value, locale, 0, 3)]).toEqual([value, intl.format(value)]);
    });
  }

  it('leaves other locales and non-finite values to Intl', () => {
    expect(localDecimal(1, 'en-US', 0, 3)).toBeNull();
    expect(localDecimal(Number.NaN, 'de-DE', 0, 3)).toBeNull();
  });
});

describe('localKilograms', () => {
  for (const locale of locales) {
    it(`formats weights in ${locale} exactly as Intl's kilogram unit does`, () => {
      const intl = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilogram',
        maximumFractionDigits: 3,
      });
      for (const value of sampleValues())
        expect([value, localKilograms(value, locale)]).toEqual([value, intl.format(value)]);
    });
  }
});
