import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { checkDiscountWithin, parseOfferInput } from './offer-input.js';
import { isExpired, offerState } from './offer-state.js';
import { discountAmount, offerTotals } from './offer-totals.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const now = new Date('2026-03-10T15:00:00Z');
const valid = {
  lines: [
    { lineItemId: B, unitPrice: 5 },
    { lineItemId: A, unitPrice: 10.5 },
  ],
  discount: { type: 'percentage', value: 10 },
  deliveryDate: '2026-04-01',
  validUntil: '2026-03-20',
  message: ' Thank you \n for your enquiry. ',
};

function violationsOf(body: unknown): { code: string; pointer?: string }[] {
  try {
    parseOfferInput(body, [A, B], now);
  } catch (error) {
    expect(error).toBeInstanceOf(StoreApiError);
    return (error as StoreApiError).errors.map((e) => ({ code: e.code, pointer: e.pointer }));
  }
  throw new Error('no error');
}

describe('offer totals', () => {
  it('takes a percentage or absolute discount off the lines, never more than the subtotal', () => {
    expect(discountAmount(200, { type: 'percentage', value: 12.5 })).toBe(25);
    expect(discountAmount(200, { type: 'absolute', value: 30 })).toBe(30);
    expect(discountAmount(20, { type: 'absolute', value: 30 })).toBe(20);
    expect(discountAmount(200, null)).toBe(0);
  });

  it('adds the shipping costs and shows the VAT included per rate, the discount spread over the rates', () => {
    const totals = offerTotals(
      [
        { quantity: 2, taxRate: 19, unitPrice: 59.5 },
        { quantity: 1, taxRate: 7, unitPrice: 107 },
      ],
      { type: 'absolute', value: 22.6 },
      { total: 11.9, taxes: [{ taxRate: 19, tax: 1.9, price: 11.9 }] },
    );
    expect(totals.lineTotals).toEqual([119, 107]);
    expect(totals.subtotal).toBe(226);
    expect(totals.discountAmount).toBe(22.6);
    expect(totals.total).toBe(215.3);
    // 19 %: 119 × 0.9 + 11.9 = 119 gross → 19 tax; 7 %: 107 × 0.9 = 96.3 → 6.3 tax.
    expect(totals.taxes).toEqual([
      { taxRate: 7, price: 96.3, tax: 6.3 },
      { taxRate: 19, price: 119, tax: 19 },
    ]);
  });
});

describe('offer state', () => {
  it('is expired after the whole validity day (UTC), only while pending', () => {
    expect(isExpired('2026-03-10', new Date('2026-03-10T23:59:59Z'))).toBe(false);
    expect(isExpired('2026-03-10', new Date('2026-03-11T00:00:00Z'))).toBe(true);
    expect(offerState('pending', '2026-03-09', now)).toBe('expired');
    expect(offerState('pending', '2026-03-10', now)).toBe('pending');
    expect(offerState('accepted', '2026-03-09', now)).toBe('accepted');
    expect(offerState('superseded', '2026-03-09', now)).toBe('superseded');
  });
});

describe('offer input', () => {
  it('accepts one price per order line, in the order of the order, and trims the message', () => {
    const input = parseOfferInput(valid, [A, B], now);
    expect(input.lines).toEqual([
      { lineItemId: A, unitPrice: 10.5 },
      { lineItemId: B, unitPrice: 5 },
    ]);
    expect(input.discount).toEqual({ type: 'percentage', value: 10 });
    expect(input.message).toBe('Thank you \n for your enquiry.');
    expect(parseOfferInput({ ...valid, discount: null, message: undefined }, [A, B], now)).toMatchObject({
      discount: null,
      message: '',
    });
  });

  it('reports every problem with its pointer', () => {
    expect(
      violationsOf({
        lines: [{ lineItemId: A, unitPrice: -1 }, { lineItemId: A, unitPrice: 1 }, { lineItemId: 'x' }],
        discount: { type: 'gift', value: 1 },
        deliveryDate: '2026-02-30',
        validUntil: '2026-03-09',
        message: 'x'.repeat(2001),
      }),
    ).toEqual([
      { code: 'VIOLATION::NOT_IN_RANGE_ERROR', pointer: '/lines/0/unitPrice' },
      { code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', pointer: '/lines/1/lineItemId' },
      { code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', pointer: '/lines/2/lineItemId' },
      { code: 'VIOLATION::COUNT_ERROR', pointer: '/lines' },
      { code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', pointer: '/discount/type' },
      { code: 'VIOLATION::INVALID_DATE_ERROR', pointer: '/deliveryDate' },
      { code: 'VIOLATION::NOT_IN_RANGE_ERROR', pointer: '/validUntil' },
      { code: 'VIOLATION::TOO_LONG_ERROR', pointer: '/message' },
    ]);
    expect(violationsOf({ ...valid, lines: [{ lineItemId: A, unitPrice: 1.005 }, valid.lines[0]] })).toEqual([
      { code: 'VIOLATION::INVALID_TYPE_ERROR', pointer: '/lines/0/unitPrice' },
    ]);
    expect(violationsOf({ ...valid, discount: { type: 'percentage', value: 101 } })).toEqual([
      { code: 'VIOLATION::NOT_IN_RANGE_ERROR', pointer: '/discount/value' },
    ]);
    expect(violationsOf({ ...valid, validUntil: '2027-06-01', message: 'a\u0000b' })).toEqual([
      { code: 'VIOLATION::NOT_IN_RANGE_ERROR', pointer: '/validUntil' },
      { code: 'VIOLATION::REGEX_FAILED_ERROR', pointer: '/message' },
    ]);
    expect(violationsOf(null).map((v) => v.pointer)).toEqual(['/lines', '/deliveryDate', '/validUntil']);
    expect(() => checkDiscountWithin({ type: 'absolute', value: 50 }, 40)).toThrow(StoreApiError);
  });
});
