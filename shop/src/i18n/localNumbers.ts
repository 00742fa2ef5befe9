// Number formatting for the shop's own locales without Intl.NumberFormat. The first Intl.NumberFormat a page
// creates loads ICU's number data: about 20 ms of main thread on a desktop and four times that on a phone, on
// every page load, in the middle of the first page's render. The conventions below are what Intl (CLDR)
// produces for these locales; the unit tests compare every output with Intl's. Anything else (another
// locale, another currency, numbers too large for exact fixed-point digits) returns null, and the caller
// uses Intl.

type Conventions = {
  group: string;
  decimal: string;
  /** Currency code → the formatted amount (digits already localised) with its symbol. */
  currencies: Readonly<Record<string, (digits: string) => string>>;
  /** A weight in kilograms with its unit. */
  kilograms: (digits: string) => string;
};

const NBSP = '\u00a0';

const CONVENTIONS: Readonly<Record<string, Conventions>> = {
  'en-GB': {
    group: ',',
    decimal: '.',
    currencies: { EUR: (digits) => `€${digits}`, GBP: (digits) => `£${digits}` },
    kilograms: (digits) => `${digits} kg`,
  },
  'de-DE': {
    group: '.',
    decimal: ',',
    currencies: { EUR: (digits) => `${digits}${NBSP}€` },
    kilograms: (digits) => `${digits} kg`,
  },
};

/** Beyond this, doubles have no exact cents and the shortest decimal may be in exponent notation. */
const MAX_EXACT = 1e15;

/**
 * `value` with at least `minFraction` and at most `maxFraction` decimals, grouped by thousands, rounded half
 * away from zero as Intl does; null when the locale is not ours or the value is not a finite number in range.
 */
export function localDecimal(
  value: number,
  locale: string,
  minFraction: number,
  maxFraction: number,
): string | null {
  const conventions = CONVENTIONS[locale];
  return conventions ? signed(value, conventions, minFraction, maxFraction, (digits) => digits) : null;
}

/** A price with its currency symbol ("€1,234.50", "1.234,50 €"), or null (see localDecimal). */
export function localCurrency(amount: number, locale: string, currency: string): string | null {
  const conventions = CONVENTIONS[locale];
  const withSymbol = conventions?.currencies[currency];
  return conventions && withSymbol ? signed(amount, conventions, 2, 2, withSymbol) : null;
}

/** A weight in kilograms with up to 3 decimals ("1.25 kg", "1,25 kg"), or null (see localDecimal). */
export function localKilograms(kilograms: number, locale: string): string | null {
  const conventions = CONVENTIONS[locale];
  return conventions ? signed(kilograms, conventions, 0, 3, conventions.kilograms) : null;
}

/** The sign (Intl shows it for negative zero too) before the pattern around the digits; null out of range. */
function signed(
  value: number,
  conventions: Conventions,
  minFraction: number,
  maxFraction: number,
  pattern: (digits: string) => string,
): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_EXACT) return null;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + pattern(digitsOf(Math.abs(value), conventions, minFraction, maxFraction));
}

function digitsOf(abs: number, conventions: Conventions, minFraction: number, maxFraction: number): string {
  const { integer, fraction } = roundHalfExpand(abs, maxFraction);
  let kept = fraction;
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, conventions.group);
  return kept ? `${grouped}${conventions.decimal}${kept}` : grouped;
}

/**
 * `abs` (>= 0, < MAX_EXACT) rounded to `digits` decimals, half away from zero, as Intl rounds: on the
 * shortest decimal that reads back as the same double (0.015 is 0.02, although its binary value lies below
 * 0.015 and toFixed gives 0.01).
 */
function roundHalfExpand(abs: number, digits: number): { integer: string; fraction: string } {
  const text = String(abs);
  // Exponent notation below 1e-6 only (abs < MAX_EXACT): that rounds to zero at the few decimals used here.
  if (text.includes('e')) return { integer: '0', fraction: '0'.repeat(digits) };
  const [integer = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { integer, fraction: fraction.padEnd(digits, '0') };
  const kept = `${integer}${fraction.slice(0, digits)}`;
  const roundsUp = (fraction[digits] ?? '0') >= '5';
  const scaled = (roundsUp ? BigInt(kept) + 1n : BigInt(kept)).toString().padStart(digits + 1, '0');
  return { integer: scaled.slice(0, scaled.length - digits), fraction: scaled.slice(scaled.length - digits) };
}
