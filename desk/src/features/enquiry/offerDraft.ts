import type { Discount, OfferDraft, OrderLineItem } from '../../api/types';
import { parseAmount } from '../../ui/amount';

/** The offer form's fields as typed (prices as the owner wrote them, in the interface's notation). */
export type OfferForm = {
  unitPrices: Record<string, string>;
  discountType: '' | Discount['type'];
  discountValue: string;
  deliveryDate: string;
  validUntil: string;
  message: string;
};

export type OfferFormError =
  | { field: 'unitPrice'; lineItemId: string }
  | { field: 'discountValue' | 'deliveryDate' | 'validUntil' | 'message' };

const round = (value: number) => Math.round(value * 100) / 100;

/** ISO date `days` after `today` (YYYY-MM-DD, UTC). */
export function isoDateAfter(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** The form's start: every line at its list price, no discount, delivery in 14 days, valid for 30. */
export function initialOfferForm(lines: OrderLineItem[], today: Date): OfferForm {
  return {
    unitPrices: Object.fromEntries(lines.map((line) => [line.id, line.unitPrice.toFixed(2)])),
    discountType: '',
    discountValue: '',
    deliveryDate: isoDateAfter(today, 14),
    validUntil: isoDateAfter(today, 30),
    message: '',
  };
}

export type OfferTotals = { subtotal: number; discount: number; total: number };

/** Subtotal of the lines, the discount's amount (never more than the subtotal) and the total. */
export function offerTotals(
  lines: Array<{ quantity: number; unitPrice: number }>,
  discount: Discount | null,
): OfferTotals {
  const subtotal = round(lines.reduce((sum, line) => sum + round(line.unitPrice * line.quantity), 0));
  const raw =
    discount === null
      ? 0
      : discount.type === 'percentage'
        ? (subtotal * discount.value) / 100
        : discount.value;
  const amount = round(Math.min(subtotal, Math.max(0, raw)));
  return { subtotal, discount: amount, total: round(subtotal - amount) };
}

/**
 * The request body of a filled form, or the fields in error: prices ≥ 0, a discount's value (a percentage
 * up to 100), dates in order (validity from today, delivery not before it), a message of at most 2,000
 * characters.
 */
export function offerDraftFrom(
  form: OfferForm,
  lines: OrderLineItem[],
  today: Date,
): { draft: OfferDraft; errors: [] } | { draft: null; errors: OfferFormError[] } {
  const errors: OfferFormError[] = [];
  const priced = lines.map((line) => {
    const unitPrice = parseAmount(form.unitPrices[line.id] ?? '');
    if (unitPrice === null) errors.push({ field: 'unitPrice', lineItemId: line.id });
    return { lineItemId: line.id, unitPrice: unitPrice ?? 0 };
  });
  let discount: Discount | null = null;
  if (form.discountType !== '') {
    const value = parseAmount(form.discountValue);
    if (value === null || value <= 0 || (form.discountType === 'percentage' && value > 100))
      errors.push({ field: 'discountValue' });
    else discount = { type: form.discountType, value };
  }
  const todayIso = isoDateAfter(today, 0);
  const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!isDate(form.validUntil) || form.validUntil < todayIso) errors.push({ field: 'validUntil' });
  if (!isDate(form.deliveryDate) || form.deliveryDate < todayIso) errors.push({ field: 'deliveryDate' });
  if (form.message.length > 2000) errors.push({ field: 'message' });
  if (errors.length > 0) return { draft: null, errors };
  return {
    draft: {
      lines: priced,
      discount,
      deliveryDate: form.deliveryDate,
      validUntil: form.validUntil,
      message: form.message.trim(),
    },
    errors: [],
  };
}
