/**
 * Prices and weights of products: what to show (gross, net, VAT rate, from-price) and how to format it per
 * locale (1.234,56 € in German, €1,234.56 in English): the shop's own locales without Intl (localNumbers.ts),
 * any other with Intl.
 */
import { DEFAULT_VAT_RATE } from './config';
import { localCurrency, localDecimal, localKilograms } from './localNumbers';

type Tax = { tax?: number | null; taxRate?: number | null };
type PriceLike = {
  unitPrice?: number | null;
  totalPrice?: number | null;
  calculatedTaxes?: readonly Tax[] | null;
  taxRules?: readonly { taxRate?: number | null }[] | null;
};

export type PricedProduct = {
  calculatedPrice?: PriceLike | null;
  calculatedPrices?: readonly PriceLike[] | null;
  calculatedCheapestPrice?: { unitPrice?: number | null; hasRange?: boolean | null } | null;
};

export type UnitPrice = { gross: number; net: number; taxRate: number };

/** The price of one unit: gross, net (gross minus the taxes) and the VAT rate. */
export function unitPrice(product: PricedProduct): UnitPrice | null {
  // With tier prices, the first tier is the price of a single unit.
  const price = product.calculatedPrices?.[0] ?? product.calculatedPrice;
  const gross = price?.unitPrice;
  if (typeof gross !== 'number') return null;
  const quantity = price?.totalPrice && price.totalPrice > 0 ? price.totalPrice / gross : 1;
  const taxes = price?.calculatedTaxes ?? [];
  const tax = taxes.reduce((sum, entry) => sum + (entry.tax ?? 0), 0) / (quantity || 1);
  const taxRate = taxes[0]?.taxRate ?? price?.taxRules?.[0]?.taxRate ?? DEFAULT_VAT_RATE;
  return { gross, net: roundCents(gross - tax), taxRate };
}

/**
 * The price a product card shows: "from" the cheapest price when the product's variants (or tier prices)
 * have different prices, else its unit price.
 */
export function listingPrice(product: PricedProduct): { amount: number; from: boolean } | null {
  const cheapest = product.calculatedCheapestPrice;
  const tiers = product.calculatedPrices ?? [];
  if (cheapest?.hasRange && typeof cheapest.unitPrice === 'number') {
    return { amount: cheapest.unitPrice, from: true };
  }
  if (tiers.length > 1) {
    const amounts = tiers.map((tier) => tier.unitPrice).filter((value) => typeof value === 'number');
    if (amounts.length) return { amount: Math.min(...amounts), from: true };
  }
  const single = unitPrice(product);
  return single ? { amount: single.gross, from: false } : null;
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

// Creating an Intl.NumberFormat costs far more than formatting with one (a product list formats dozens of
// prices): one formatter per locale and options, kept for the page's lifetime.
const formatters = new Map<string, Intl.NumberFormat>();

/** The shared Intl.NumberFormat of a locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

// The shop's own locales are formatted without Intl (localNumbers.ts: same output, no ICU start-up cost).
export function formatPrice(amount: number, locale: string, currency: string): string {
  return (
    localCurrency(amount, locale, currency) ??
    numberFormat(locale, { style: 'currency', currency }).format(amount)
  );
}

/** A weight in kilograms ("1.25 kg", "1,25 kg"). */
export function formatWeight(kilograms: number, locale: string): string {
  return (
    localKilograms(kilograms, locale) ??
    numberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 }).format(kilograms)
  );
}

export function formatNumber(value: number, locale: string): string {
  return localDecimal(value, locale, 0, 3) ?? numberFormat(locale).format(value);
}
