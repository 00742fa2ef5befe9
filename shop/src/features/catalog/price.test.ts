import { describe, expect, it } from 'vitest';
import { formatPrice, formatWeight, numberFormat } from '../../i18n/format';
import { listingPrice, unitPrice } from './price';

const price = (unit: number, tax: number, taxRate = 19) => ({
  unitPrice: unit,
  totalPrice: unit,
  calculatedTaxes: [{ tax, taxRate, price: unit }],
  taxRules: [{ taxRate }],
});

describe('unitPrice', () => {
  it('gives gross, net and the VAT rate', () => {
    expect(unitPrice({ calculatedPrice: price(119, 19) })).toEqual({ gross: 119, net: 100, taxRate: 19 });
  });

  it('uses the first tier price and per-unit taxes of a larger quantity', () => {
    const tier = { unitPrice: 11.9, totalPrice: 23.8, calculatedTaxes: [{ tax: 3.8, taxRate: 19 }] };
    expect(unitPrice({ calculatedPrices: [tier], calculatedPrice: price(50, 5) })).toEqual({
      gross: 11.9,
      net: 10,
      taxRate: 19,
    });
  });

  it('falls back to 19% and the gross price without tax details', () => {
    expect(unitPrice({ calculatedPrice: { unitPrice: 10 } })).toEqual({ gross: 10, net: 10, taxRate: 19 });
    expect(unitPrice({})).toBeNull();
  });
});

describe('listingPrice', () => {
  it('shows a from-price when the variants have a price range', () => {
    expect(
      listingPrice({
        calculatedPrice: price(50, 8),
        calculatedCheapestPrice: { unitPrice: 12.5, hasRange: true },
      }),
    ).toEqual({ amount: 12.5, from: true });
  });

  it('shows a from-price for tier prices', () => {
    expect(listingPrice({ calculatedPrices: [{ unitPrice: 10 }, { unitPrice: 8 }] })).toEqual({
      amount: 8,
      from: true,
    });
  });

  it('shows the plain price otherwise', () => {
    expect(
      listingPrice({
        calculatedPrice: price(20, 3.19),
        calculatedCheapestPrice: { unitPrice: 20, hasRange: false },
      }),
    ).toEqual({ amount: 20, from: false });
    expect(listingPrice({})).toBeNull();
  });
});

describe('formatting', () => {
  it('formats prices per locale', () => {
    expect(formatPrice(1234.56, 'de-DE', 'EUR').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatPrice(1234.56, 'en-GB', 'EUR')).toBe('€1,234.56');
  });

  it('formats weights in kilograms', () => {
    expect(formatWeight(1.25, 'en-GB')).toBe('1.25 kg');
    expect(formatWeight(1.25, 'de-DE').replace(/\s/g, ' ')).toBe('1,25 kg');
    expect(formatWeight(0.1234, 'en-GB')).toBe('0.123 kg');
  });

  it('keeps one formatter per locale and options, and formats with the right one after a switch', () => {
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).toBe(
      numberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
    );
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(
      numberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
    );
    expect(formatPrice(2, 'en-GB', 'GBP')).toBe('£2.00');
    expect(formatPrice(2, 'en-GB', 'EUR')).toBe('€2.00');
    expect(formatPrice(2, 'de-DE', 'EUR').replace(/\s/g, ' ')).toBe('2,00 €');
  });
});
