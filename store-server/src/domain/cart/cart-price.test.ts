import { describe, expect, it } from 'vitest';
import { calculateCartPrice, calculateGrossPrice, proportionalTaxRules, sumTaxes } from './cart-price.js';

const vat19 = [{ taxRate: 19, percentage: 100 }];

describe('calculateGrossPrice', () => {
  it('multiplies the unit price and extracts 19% VAT from the total', () => {
    const price = calculateGrossPrice(119, 2, vat19);
    expect(price).toMatchObject({ unitPrice: 119, quantity: 2, totalPrice: 238 });
    expect(price.calculatedTaxes).toEqual([
      { tax: 38, taxRate: 19, price: 238, apiAlias: 'cart_tax_calculated' },
    ]);
    expect(price.taxRules).toEqual([{ taxRate: 19, percentage: 100, apiAlias: 'cart_tax_rule' }]);
    expect(price).toMatchObject({ referencePrice: null, listPrice: null, apiAlias: 'calculated_price' });
  });

  it('rounds the tax of unit tax × quantity once (not the unit tax first)', () => {
    // 10.00 gross: unit tax 1.596638…; ×3 = 4.7899… → 4.79 (rounding the unit tax first would give 4.80).
    const price = calculateGrossPrice(10, 3, vat19);
    expect(price.totalPrice).toBe(30);
    expect(price.calculatedTaxes[0]?.tax).toBe(4.79);
  });

  it('rounds half away from zero without binary noise', () => {
    // 12.34 × 3 = 37.02 (not 37.019999…); tax 37.02 / 1.19 × 0.19 = 5.9107… → 5.91.
    const price = calculateGrossPrice(12.34, 3, vat19);
    expect(price.totalPrice).toBe(37.02);
    expect(price.calculatedTaxes[0]).toMatchObject({ tax: 5.91, price: 37.02 });
    // 0.595 gross: tax 0.095 exactly → 0.10 after PHP rounding.
    expect(calculateGrossPrice(0.595, 1, vat19).calculatedTaxes[0]?.tax).toBe(0.1);
  });

  it('rounds the unit price to the currency first', () => {
    expect(calculateGrossPrice(9.999, 2, vat19)).toMatchObject({ unitPrice: 10, totalPrice: 20 });
  });

  it('splits the tax over several rules by their percentage', () => {
    const price = calculateGrossPrice(100, 1, [
      { taxRate: 19, percentage: 50 },
      { taxRate: 7, percentage: 50 },
    ]);
    expect(price.calculatedTaxes.map((t) => [t.taxRate, t.tax, t.price])).toEqual([
      [19, 7.98, 50],
      [7, 3.27, 50],
    ]);
  });
});

describe('sumTaxes and the cart price', () => {
  it('sums taxes per rate over lines and shipping', () => {
    const lines = [calculateGrossPrice(10, 3, vat19), calculateGrossPrice(12.34, 3, vat19)];
    expect(sumTaxes(lines)).toEqual([
      { tax: 10.7, taxRate: 19, price: 67.02, apiAlias: 'cart_tax_calculated' },
    ]);
  });

  it('adds shipping costs to the total but not to the position price', () => {
    const lines = [calculateGrossPrice(10, 3, vat19), calculateGrossPrice(12.34, 3, vat19)];
    const shipping = [calculateGrossPrice(6.9, 1, proportionalTaxRules(lines, 19))];
    const price = calculateCartPrice(lines, shipping);
    expect(price).toMatchObject({
      positionPrice: 67.02,
      rawTotal: 73.92,
      totalPrice: 73.92,
      taxStatus: 'gross',
      apiAlias: 'cart_price',
    });
    // Taxes: 4.79 + 5.91 (lines) + 1.10 (6.90 shipping) = 11.80; net = total − taxes.
    expect(price.calculatedTaxes).toEqual([
      { tax: 11.8, taxRate: 19, price: 73.92, apiAlias: 'cart_tax_calculated' },
    ]);
    expect(price.netPrice).toBe(62.12);
    expect(price.taxRules).toEqual([{ taxRate: 19, percentage: 100, apiAlias: 'cart_tax_rule' }]);
  });

  it('is all zeros for an empty cart', () => {
    expect(calculateCartPrice([], [])).toEqual({
      netPrice: 0,
      totalPrice: 0,
      positionPrice: 0,
      rawTotal: 0,
      taxStatus: 'gross',
      calculatedTaxes: [],
      taxRules: [],
      apiAlias: 'cart_price',
    });
  });

  it('weights auto-taxed costs by the lines’ rates', () => {
    const lines = [
      calculateGrossPrice(75, 1, vat19),
      calculateGrossPrice(25, 1, [{ taxRate: 7, percentage: 100 }]),
    ];
    expect(proportionalTaxRules(lines, 19)).toEqual([
      { taxRate: 19, percentage: 75 },
      { taxRate: 7, percentage: 25 },
    ]);
    expect(proportionalTaxRules([], 19)).toEqual([{ taxRate: 19, percentage: 100 }]);
  });
});
