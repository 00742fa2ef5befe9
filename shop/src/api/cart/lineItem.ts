/**
 * What a cart line shows, read from the Store API line item: the product's variant options and article
 * number come from the payload Shopware fills for product lines (`payload.options` as `{group, option}`,
 * `payload.productNumber`).
 */
import type { LineItem } from '../types';
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

/** Shopware line item types other than `product` that the shop names; any other type shows by label only. */
const LINE_KINDS = ['promotion', 'discount', 'credit', 'custom', 'container'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** A line that is not a product (a promotion, discount, credit, custom line or one of a type unknown here). */
export type ExtraLine = {
  id: string;
  /** The line's own label (e.g. the promotion's name); may be empty. */
  label: string;
  /** The kind the shop has a name for (i18n `lineKinds.<kind>` of the cart namespace); null for others. */
  kind: LineKind | null;
  /** The line's total (negative for promotions, discounts and credits). */
  amount: number;
};

/** The kind of a line type the shop names, else null (products and types unknown here). */
export function lineKind(type: string | null | undefined): LineKind | null {
  return (LINE_KINDS as readonly string[]).includes(type ?? '') ? (type as LineKind) : null;
}

export function extraLine(
  line: Partial<Pick<LineItem, 'id' | 'label' | 'type' | 'price'>>,
  index = 0,
): ExtraLine {
  const kind = lineKind(line.type);
  const total = line.price?.totalPrice;
  return {
    id: line.id || `line-${index}`,
    label: backendText(line.label),
    kind,
    amount: typeof total === 'number' && Number.isFinite(total) ? total : 0,
  };
}
