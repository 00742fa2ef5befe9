import type { OrderLineItem } from '../../api/types';

type Named = { name?: string; translated?: { name?: string } } | null | undefined;

/** A shipping or payment method's name (translated first). */
export function methodName(method: Named): string | null {
  return method?.translated?.name ?? method?.name ?? null;
}

/** The weight of a line: each piece and all pieces in kg, when the server records it. */
export function lineWeight(item: OrderLineItem): { each: number; total: number } | null {
  const each = item.payload?.weight;
  if (typeof each !== 'number' || !Number.isFinite(each) || each <= 0) return null;
  return { each, total: Math.round(each * item.quantity * 1000) / 1000 };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

/** A confirmed document in words: a string as it is, else its title/name/label and version or date. */
export function documentLabel(document: unknown): string {
  if (typeof document !== 'object' || document === null) return text(document) ?? '–';
  const record = document as Record<string, unknown>;
  const name =
    text(record.title) ??
    text(record.name) ??
    text(record.label) ??
    text(record.key) ??
    text(record.id) ??
    '–';
  const version = text(record.version) ?? text(record.confirmedAt) ?? text(record.date);
  return version ? `${name} (${version})` : name;
}

/** Klarna's authorisation as name–value pairs (its plain fields; nested data left out). */
export function klarnaFacts(klarna: Record<string, unknown> | null): Array<[string, string]> {
  if (!klarna) return [];
  return Object.entries(klarna).flatMap(([name, value]): Array<[string, string]> => {
    if (typeof value === 'boolean') return [[name, value ? '✓' : '–']];
    const shown = text(value);
    return shown === null ? [] : [[name, shown]];
  });
}
