import { DeskApiError } from '../../api/errors';
import type { ImportResult, Price, Product, ProductPatch } from '../../api/types';

const round = (value: number) => Math.round(value * 100) / 100;

/** The default currency's gross price of a variant (the first price), null without one. */
export function grossOf(product: Product): number | null {
  return product.price?.[0]?.gross ?? null;
}

/**
 * The price list with a new gross price in the first (default) currency: the net follows at the old
 * price's tax ratio (a linked price), so the tax rate stays as it was.
 */
export function withGross(prices: Price[], gross: number): Price[] {
  return prices.map((price, index) => {
    if (index !== 0) return price;
    const ratio = price.gross > 0 ? price.net / price.gross : 1;
    return { ...price, gross: round(gross), net: round(gross * ratio) };
  });
}

export type RowEdit = { gross: number | null; stock: number | null };

/** What a row's save changes: only the fields that differ from the variant as loaded. */
export function productPatch(product: Product, edit: RowEdit): ProductPatch {
  const patch: ProductPatch = {};
  const gross = grossOf(product);
  if (edit.gross !== null && product.price && gross !== round(edit.gross))
    patch.price = withGross(product.price, edit.gross);
  if (edit.stock !== null && edit.stock !== product.stock) patch.stock = edit.stock;
  return patch;
}

/** A whole number ≥ 0 from a text field; null otherwise. */
export function parseCount(text: string): number | null {
  const value = text.trim();
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Restocking adds to the stock as loaded (PATCH stock = current + n). */
export function restockPatch(product: Product, count: number): ProductPatch {
  return { stock: product.stock + count };
}

const isImportResult = (value: unknown): value is ImportResult =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ImportResult).changes) &&
  Array.isArray((value as ImportResult).errors);

/**
 * The import's answer, also when the server refused it for row errors (400): the same body, or the body in
 * the first error's `meta`. null when the failure is something else.
 */
export function importResultOf(answer: unknown): ImportResult | null {
  if (isImportResult(answer)) return answer;
  if (!(answer instanceof DeskApiError)) return null;
  if (isImportResult(answer.body)) return answer.body;
  const meta = answer.errors[0]?.meta;
  return isImportResult(meta) ? meta : null;
}
