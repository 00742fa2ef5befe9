/**
 * Numbers, prices and weights per locale (1.234,56 € in German, €1,234.56 in English): the shop's own locales
 * without Intl (localNumbers.ts), any other with Intl.
 */
import { localCurrency, localDecimal, localKilograms } from './localNumbers';

/** Currency when the context names none. */
export const DEFAULT_CURRENCY = 'EUR';

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
