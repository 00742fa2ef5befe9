import type { OrderLineItem } from '../../api/types';
import { parseAmount } from '../../ui/amount';
import { initialOfferForm, offerDraftFrom, offerTotals } from './offerDraft';

const line = (id: string, unitPrice: number, quantity: number): OrderLineItem => ({
  id,
  label: `Sheet ${id}`,
  quantity,
  unitPrice,
  totalPrice: unitPrice * quantity,
  type: 'product',
});
const LINES = [line('a', 12.5, 4), line('b', 99.99, 1)];
const TODAY = new Date('2026-11-26T10:00:00Z');

describe('the offer form', () => {
  it('starts at the list prices, without discount, delivery in 14 and validity for 30 days', () => {
    expect(initialOfferForm(LINES, TODAY)).toEqual({
      unitPrices: { a: '12.50', b: '99.99' },
      discountType: '',
      discountValue: '',
      deliveryDate: '2026-12-10',
      validUntil: '2026-12-26',
      message: '',
    });
  });

  it('reads amounts in English and German notation', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('computes subtotal, discount (capped at the subtotal) and total', () => {
    const lines = [
      { quantity: 4, unitPrice: 12.5 },
      { quantity: 1, unitPrice: 99.99 },
    ];
    expect(offerTotals(lines, null)).toEqual({ subtotal: 149.99, discount: 0, total: 149.99 });
    expect(offerTotals(lines, { type: 'percentage', value: 10 })).toEqual({
      subtotal: 149.99,
      discount: 15,
      total: 134.99,
    });
    expect(offerTotals(lines, { type: 'absolute', value: 500 })).toEqual({
      subtotal: 149.99,
      discount: 149.99,
      total: 0,
    });
  });

  it('makes the request body of a filled form', () => {
    const form = {
      ...initialOfferForm(LINES, TODAY),
      unitPrices: { a: '11,00', b: '95' },
      discountType: 'percentage' as const,
      discountValue: '5',
      message: '  Thank you!  ',
    };
    expect(offerDraftFrom(form, LINES, TODAY)).toEqual({
      draft: {
        lines: [
          { lineItemId: 'a', unitPrice: 11 },
          { lineItemId: 'b', unitPrice: 95 },
        ],
        discount: { type: 'percentage', value: 5 },
        deliveryDate: '2026-12-10',
        validUntil: '2026-12-26',
        message: 'Thank you!',
      },
      errors: [],
    });
  });

  it('names every field in error', () => {
    const form = {
      ...initialOfferForm(LINES, TODAY),
      unitPrices: { a: 'x', b: '1' },
      discountType: 'percentage' as const,
      discountValue: '120',
      validUntil: '2026-11-25',
      deliveryDate: '',
      message: 'm'.repeat(2001),
    };
    expect(offerDraftFrom(form, LINES, TODAY).errors).toEqual([
      { field: 'unitPrice', lineItemId: 'a' },
      { field: 'discountValue' },
      { field: 'validUntil' },
      { field: 'deliveryDate' },
      { field: 'message' },
    ]);
  });
});
