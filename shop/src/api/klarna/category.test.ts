import { describe, expect, it } from 'vitest';
import { isKlarnaMethod, methodKlarnaCategory } from './category';

const payLater = {
  id: 'pm-pay-later',
  technicalName: 'payment_klarna_pay_later',
  customFields: { klarnaCategory: 'pay_later' },
};
const byName = { id: 'pm-card', technicalName: 'payment_klarna_card' };
const invoice = { id: 'pm-invoice', technicalName: 'payment_invoice', customFields: null };

describe('Klarna category mapping', () => {
  it('recognises Klarna methods by custom field or technical name', () => {
    expect(isKlarnaMethod(payLater)).toBe(true);
    expect(isKlarnaMethod(byName)).toBe(true);
    expect(isKlarnaMethod(invoice)).toBe(false);
    expect(isKlarnaMethod(null)).toBe(false);
    expect(methodKlarnaCategory({ id: 'x', customFields: { klarnaCategory: 'klarna' } })).toBe('klarna');
    expect(methodKlarnaCategory({ id: 'x', technicalName: 'payment_klarna_' })).toBe(null);
  });
});
