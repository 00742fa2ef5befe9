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

/** Klarna's authorisation as name–value pairs (plain fields; an amount object by its total price). */
export function klarnaFacts(klarna: Record<string, unknown> | null): Array<[string, string | boolean]> {
  if (!klarna) return [];
  return Object.entries(klarna).flatMap(([name, value]): Array<[string, string | boolean]> => {
    if (typeof value === 'boolean') return [[name, value]];
    const amount = (value as { totalPrice?: unknown } | null)?.totalPrice;
    const shown = text(value) ?? text(amount);
    return shown === null ? [] : [[name, shown]];
  });
}

export type ConfirmedLine = { label: string; documents: Array<{ type: string; url: string | null }> };

/**
 * What the shopper confirmed, per line: `{ label, documents: [{ type, url }] }` as the server sends it; any
 * other entry as one line without documents.
 */
export function confirmedLines(entries: unknown[]): ConfirmedLine[] {
  return entries.map((entry) => {
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : null;
    const documents = Array.isArray(record?.documents)
      ? record.documents.flatMap((document) => {
          const item = document as { type?: unknown; url?: unknown } | null;
          const type = text(item?.type);
          const url = text(item?.url);
          return type ? [{ type, url: url && /^(https?:\/\/|\/)/.test(url) ? url : null }] : [];
        })
      : [];
    return { label: documentLabel(entry), documents };
  });
}
