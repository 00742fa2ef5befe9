// Shopware's CashRounding: PHP's round() (half away from zero, without binary floating-point surprises such
// as 1.005 → 1.00) to the currency's decimals, and for intervals other than 0.01 (e.g. 0.05 in Switzerland)
// to the nearest multiple of the interval.

export interface CashRoundingConfig {
  decimals: number;
  interval: number;
}

export const EURO_ROUNDING: CashRoundingConfig = { decimals: 2, interval: 0.01 };

/** PHP's round($value, $decimals): half away from zero, decided on the decimal representation. */
export function mathRound(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  // Shifting via the exponent of the decimal string avoids the binary error of value * 10 ** decimals.
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  const rounded = Math.round(Number(shifted.toPrecision(15)));
  const result = sign * Number(`${rounded}e-${decimals}`);
  return Object.is(result, -0) ? 0 : result;
}

export function cashRound(value: number, config: CashRoundingConfig = EURO_ROUNDING): number {
  if (config.interval === 0.01 || config.interval <= 0) return mathRound(value, config.decimals);
  const multiplier = 100 / (config.interval * 100);
  return mathRound(Math.round(mathRound(value * multiplier, 6)) / multiplier, config.decimals);
}
