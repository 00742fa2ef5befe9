const round = (value: number) => Math.round(value * 100) / 100;

/** A typed amount: `12.5`, `12,50`, `1.234,50` and `1,234.50` alike; null when it is no amount ≥ 0. */
export function parseAmount(text: string): number | null {
  let value = text.trim().replace(/\s|'/g, '');
  if (!/^\d[\d.,]*$/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  const decimal = lastComma > lastDot ? ',' : '.';
  const thousands = decimal === ',' ? '.' : ',';
  value = value.split(thousands).join('');
  if (decimal === ',') value = value.replace(',', '.');
  if ((value.match(/\./g) ?? []).length > 1) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? round(amount) : null;
}
