import { hasForbiddenCharacter } from '../control-characters.js';
import { StoreApiError, violation, type ErrorDescription } from '../errors.js';
import { asInput, violations } from '../account/validation.js';
import { isHexId } from '../ids.js';
import { roundPrice } from '../pricing/price.js';
import type { OfferDiscount } from './offer-totals.js';
import { utcDay } from './offer-state.js';

// The body of POST /api/_action/order/{id}/offer, checked against the order it answers: one entry per line of
// the order (each line exactly once: an offer prices the whole enquiry), unit prices ≥ 0 with at most cent
// precision and below a sane ceiling, an optional discount (a percentage in (0, 100], or an absolute amount
// above 0 and at most the subtotal, checked by the service once the subtotal is known), a delivery date and a
// validity date as calendar days from today on (validity at most a year ahead, delivery at most two), and a
// message of at most 2,000 characters without control characters. Every problem is a Shopware constraint
// violation with the pointer of its field, all reported together in one 400.

export const OFFER_MESSAGE_MAX_LENGTH = 2000;
export const OFFER_MAX_UNIT_PRICE = 10_000_000;
const MAX_VALID_DAYS = 366;
const MAX_DELIVERY_DAYS = 731;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface OfferInput {
  lines: { lineItemId: string; unitPrice: number }[];
  discount: OfferDiscount | null;
  deliveryDate: string;
  validUntil: string;
  message: string;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(roundPrice(value) - value) < 1e-9;

const range = (pointer: string, min: number, max: number) =>
  violation('NOT_IN_RANGE_ERROR', pointer, `This value should be between ${min} and ${max}.`, {
    '{{ min }}': min,
    '{{ max }}': max,
  });

function day(
  input: Record<string, unknown>,
  key: 'deliveryDate' | 'validUntil',
  today: string,
  maxDays: number,
  errors: ErrorDescription[],
): string {
  const value = input[key];
  if (value === undefined || value === null || value === '') {
    errors.push(violations.blank(`/${key}`, value));
    return '';
  }
  if (!isCalendarDay(value)) {
    errors.push(
      violation('INVALID_DATE_ERROR', `/${key}`, 'This value is not a valid date.', {
        '{{ value }}': JSON.stringify(value),
      }),
    );
    return '';
  }
  const last = addDays(today, maxDays);
  if (value < today || value > last) {
    errors.push(range(`/${key}`, 0, maxDays));
    return '';
  }
  return value;
}

function discountOf(value: unknown, errors: ErrorDescription[]): OfferDiscount | null {
  if (value === undefined || value === null) return null;
  const discount = asInput(value);
  const type = discount.type;
  if (type !== 'percentage' && type !== 'absolute') {
    errors.push(violations.noSuchChoice('/discount/type', type));
    return null;
  }
  if (!isMoney(discount.value)) {
    errors.push(violations.invalidType('/discount/value', 'number'));
    return null;
  }
  const max = type === 'percentage' ? 100 : OFFER_MAX_UNIT_PRICE;
  if (discount.value <= 0 || discount.value > max) {
    errors.push(range('/discount/value', 0, max));
    return null;
  }
  return { type, value: discount.value };
}

/** The checked offer input for an order with these line ids, or a 400 with every violation. */
export function parseOfferInput(body: unknown, orderLineIds: readonly string[], now: Date): OfferInput {
  const input = asInput(body);
  const errors: ErrorDescription[] = [];
  const today = utcDay(now);
  const lines: OfferInput['lines'] = [];
  if (!Array.isArray(input.lines)) {
    errors.push(violations.invalidType('/lines', 'array'));
  } else {
    const seen = new Set<string>();
    input.lines.slice(0, orderLineIds.length + 1).forEach((raw, index) => {
      const line = asInput(raw);
      const lineItemId = line.lineItemId;
      if (!isHexId(lineItemId) || !orderLineIds.includes(lineItemId) || seen.has(lineItemId)) {
        errors.push(
          violations.entityDoesNotExist(`/lines/${index}/lineItemId`, 'order_line_item', lineItemId),
        );
        return;
      }
      seen.add(lineItemId);
      if (!isMoney(line.unitPrice)) {
        errors.push(violations.invalidType(`/lines/${index}/unitPrice`, 'number'));
        return;
      }
      if (line.unitPrice < 0 || line.unitPrice > OFFER_MAX_UNIT_PRICE) {
        errors.push(range(`/lines/${index}/unitPrice`, 0, OFFER_MAX_UNIT_PRICE));
        return;
      }
      lines.push({ lineItemId, unitPrice: line.unitPrice });
    });
    if (input.lines.length !== orderLineIds.length)
      errors.push(
        violation(
          'COUNT_ERROR',
          '/lines',
          `This collection should contain exactly ${orderLineIds.length} elements.`,
          {
            '{{ limit }}': orderLineIds.length,
          },
        ),
      );
  }
  const discount = discountOf(input.discount, errors);
  const deliveryDate = day(input, 'deliveryDate', today, MAX_DELIVERY_DAYS, errors);
  const validUntil = day(input, 'validUntil', today, MAX_VALID_DAYS, errors);
  const message = input.message ?? '';
  if (typeof message !== 'string') errors.push(violations.invalidType('/message', 'string'));
  else if (message.length > OFFER_MESSAGE_MAX_LENGTH)
    errors.push(violations.tooLong('/message', OFFER_MESSAGE_MAX_LENGTH));
  else if (hasForbiddenCharacter(message, 'multi-line'))
    errors.push(violations.forbiddenCharacter('/message', message, 'multi-line'));
  const [first, ...more] = errors;
  if (first) throw new StoreApiError(first, ...more);
  const order = new Map(orderLineIds.map((id, index) => [id, index]));
  lines.sort((a, b) => order.get(a.lineItemId)! - order.get(b.lineItemId)!);
  return { lines, discount, deliveryDate, validUntil, message: (message as string).trim() };
}

/** An absolute discount above the subtotal is refused (a percentage cannot exceed it). */
export function checkDiscountWithin(discount: OfferDiscount | null, subtotal: number): void {
  if (discount?.type === 'absolute' && discount.value > subtotal)
    throw new StoreApiError(range('/discount/value', 0, subtotal));
}
