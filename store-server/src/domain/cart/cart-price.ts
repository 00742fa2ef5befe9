import type { CalculatedPrice, CalculatedTax } from '../pricing/price.js';
import { cashRound, EURO_ROUNDING, mathRound, type CashRoundingConfig } from './rounding.js';

// Shopware's gross price arithmetic (GrossPriceCalculator, TaxCalculator, AmountCalculator with horizontal tax
// calculation): prices include tax; the tax of a line is extracted from its unit price and multiplied by the
// quantity before rounding; the cart's taxes are the lines' (and shipping's) taxes summed per rate.

export interface TaxRule {
  taxRate: number;
  /** The share of the price this rate applies to (100 for a product with one tax). */
  percentage: number;
}

export interface CartPrice {
  netPrice: number;
  totalPrice: number;
  positionPrice: number;
  rawTotal: number;
  taxStatus: 'gross';
  calculatedTaxes: CalculatedTax[];
  taxRules: { taxRate: number; percentage: number; apiAlias: 'cart_tax_rule' }[];
  apiAlias: 'cart_price';
}

const taxRuleJson = (rule: TaxRule) => ({ ...rule, apiAlias: 'cart_tax_rule' as const });
const calculatedTax = (tax: number, taxRate: number, price: number): CalculatedTax => ({
  tax,
  taxRate,
  price,
  apiAlias: 'cart_tax_calculated',
});

/** A line (or shipping costs) in gross prices: unit price × quantity, tax extracted per rule. */
export function calculateGrossPrice(
  unitGross: number,
  quantity: number,
  rules: readonly TaxRule[],
  rounding: CashRoundingConfig = EURO_ROUNDING,
): CalculatedPrice {
  const unitPrice = cashRound(unitGross, rounding);
  const totalPrice = cashRound(unitPrice * quantity, rounding);
  const calculatedTaxes = rules.map((rule) => {
    const share = (unitPrice * rule.percentage) / 100;
    const unitTax = (share / (100 + rule.taxRate)) * rule.taxRate;
    return calculatedTax(
      mathRound(unitTax * quantity, rounding.decimals),
      rule.taxRate,
      mathRound(share * quantity, rounding.decimals),
    );
  });
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes,
    taxRules: rules.map(taxRuleJson),
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** Taxes of several prices merged per rate (CalculatedTaxCollection::merge), then rounded. */
export function sumTaxes(
  prices: readonly CalculatedPrice[],
  rounding: CashRoundingConfig = EURO_ROUNDING,
): CalculatedTax[] {
  const byRate = new Map<number, { tax: number; price: number }>();
  for (const tax of prices.flatMap((price) => price.calculatedTaxes)) {
    const sum = byRate.get(tax.taxRate) ?? { tax: 0, price: 0 };
    byRate.set(tax.taxRate, { tax: sum.tax + tax.tax, price: sum.price + tax.price });
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, sum]) =>
      calculatedTax(mathRound(sum.tax, rounding.decimals), rate, mathRound(sum.price, rounding.decimals)),
    );
}

/**
 * Shopware's PercentageTaxRuleBuilder for costs taxed "auto" (shipping): each rate of the lines, weighted by
 * the share of the lines' total it applies to. Without lines: the given fallback rate.
 */
export function proportionalTaxRules(lines: readonly CalculatedPrice[], fallbackRate: number): TaxRule[] {
  const taxes = sumTaxes(lines);
  const total = taxes.reduce((sum, tax) => sum + tax.price, 0);
  if (total <= 0) return [{ taxRate: fallbackRate, percentage: 100 }];
  return taxes.map((tax) => ({ taxRate: tax.taxRate, percentage: (tax.price / total) * 100 }));
}

/** The cart's amount (AmountCalculator::calculateGrossAmount, horizontal). */
export function calculateCartPrice(
  lines: readonly CalculatedPrice[],
  shippingCosts: readonly CalculatedPrice[],
  itemRounding: CashRoundingConfig = EURO_ROUNDING,
  totalRounding: CashRoundingConfig = EURO_ROUNDING,
): CartPrice {
  const all = [...lines, ...shippingCosts];
  const sum = (prices: readonly CalculatedPrice[]) =>
    mathRound(
      prices.reduce((total, price) => total + price.totalPrice, 0),
      itemRounding.decimals,
    );
  const rawTotal = sum(all);
  const calculatedTaxes = sumTaxes(all, itemRounding);
  const totalPrice = cashRound(rawTotal, totalRounding);
  const taxAmount = calculatedTaxes.reduce((total, tax) => total + tax.tax, 0);
  const rates = [...new Set(all.flatMap((price) => price.taxRules.map((rule) => rule.taxRate)))];
  return {
    netPrice: mathRound(totalPrice - taxAmount, itemRounding.decimals),
    totalPrice,
    positionPrice: sum(lines),
    rawTotal,
    taxStatus: 'gross',
    calculatedTaxes,
    taxRules: rates.sort((a, b) => b - a).map((taxRate) => taxRuleJson({ taxRate, percentage: 100 })),
    apiAlias: 'cart_price',
  };
}
