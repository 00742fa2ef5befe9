import type { HistoryEntry } from '../../api/types';

const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * An audit entry in words: its action as a message key (`history.actions.order_state_process`; unknown
 * actions fall back to the technical name), the values it names, and a note's text apart.
 */
export function historyText(entry: HistoryEntry): {
  key: string;
  values: Record<string, string>;
  note: string | null;
} {
  const details = entry.details ?? {};
  const key = `history.actions.${entry.action.replace(/[^a-z0-9]+/gi, '_')}`;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(details)) {
    const shown = str(value);
    if (shown) values[name] = shown;
  }
  return { key, values, note: entry.action === 'order.note' ? str(details.text) || null : null };
}
