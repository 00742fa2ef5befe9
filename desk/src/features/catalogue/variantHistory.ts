import type { HistoryEntry } from '../../api/types';

/** One changed field of a variant, as the server recorded it (`product.update` and `product.import`). */
export type FieldChange = { field: string; from: unknown; to: unknown };

/** A value of a change in words: a message key (yes/no/none) or the value itself, to be formatted. */
export type ChangeValue =
  | { kind: 'key'; key: string }
  | { kind: 'number'; value: number; digits: number }
  | { kind: 'text'; value: string };

const valueOf = (field: string, value: unknown): ChangeValue => {
  if (value === null || value === undefined || value === '')
    return { kind: 'key', key: 'variantHistory.none' };
  if (typeof value === 'boolean')
    return { kind: 'key', key: value ? 'variantHistory.yes' : 'variantHistory.no' };
  if (typeof value === 'number') return { kind: 'number', value, digits: field === 'price' ? 2 : 0 };
  return { kind: 'text', value: String(value) };
};

/**
 * A variant's history entry in parts: whether it came from a CSV import, and each changed field with its
 * message key (`variantHistory.fields.stock`, unknown fields by their technical name) and values.
 */
export function variantChanges(entry: HistoryEntry): {
  csvImport: boolean;
  changes: { field: string; fieldKey: string; from: ChangeValue; to: ChangeValue }[];
} {
  const raw = entry.details?.changes;
  const changes = (Array.isArray(raw) ? raw : []).filter(
    (change): change is FieldChange =>
      typeof change === 'object' && change !== null && typeof (change as FieldChange).field === 'string',
  );
  return {
    csvImport: entry.action === 'product.import',
    changes: changes.map((change) => ({
      field: change.field,
      fieldKey: `variantHistory.fields.${change.field.replace(/[^a-z0-9]+/gi, '_')}`,
      from: valueOf(change.field, change.from),
      to: valueOf(change.field, change.to),
    })),
  };
}
