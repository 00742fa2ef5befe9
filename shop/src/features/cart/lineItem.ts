/**
 * What a cart line shows, read from the Store API line item: the product's variant options and article
 * number come from the payload Shopware fills for product lines (`payload.options` as `{group, option}`,
 * `payload.productNumber`).
 */
import type { LineItem } from '../../api/types';
import { backendText, translatedText } from '../../ui/text/backendText';

export type LineOption = { group: string; option: string };

type RawOption = {
  group?: unknown;
  option?: unknown;
  translated?: { group?: unknown; option?: unknown } | null;
};

const text = backendText;

function payloadOf(line: Pick<LineItem, 'payload'>): Record<string, unknown> {
  const payload: unknown = line.payload;
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
}

/** The variant options of a line ("Thickness: 5 mm"), in the server's order. */
export function lineOptions(line: Pick<LineItem, 'payload'>): LineOption[] {
  const options = payloadOf(line).options;
  if (!Array.isArray(options)) return [];
  return options
    .map((raw: RawOption) => ({
      group: translatedText(raw, 'group'),
      option: translatedText(raw, 'option'),
    }))
    .filter((option) => option.group !== '' && option.option !== '');
}

/** The line's label (the product's name) as shown, through the text filter. */
export function lineLabel(line: Pick<LineItem, 'label'>): string {
  return backendText(line.label);
}

export function lineProductNumber(line: Pick<LineItem, 'payload'>): string {
  return text(payloadOf(line).productNumber);
}

/** The product a line refers to (for the link to its page). */
export function lineProductId(line: Partial<Pick<LineItem, 'referencedId' | 'id'>>): string {
  return line.referencedId || line.id || '';
}

export type LineCover = { url: string; alt: string };

/** The line's cover image; its alternative text falls back to the line's label. */
export function lineCover(line: Pick<LineItem, 'cover' | 'label'>): LineCover | null {
  const cover = line.cover;
  if (!cover?.url) return null;
  return { url: cover.url, alt: translatedText(cover, 'alt') || lineLabel(line) };
}
