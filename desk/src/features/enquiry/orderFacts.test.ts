import type { OrderLineItem } from '../../api/types';
import { confirmedLines, documentLabel, klarnaFacts, lineWeight, methodName } from './orderFacts';
import { transitionsFrom } from './transitions';

const item = (weight: unknown, quantity = 3) =>
  ({
    id: 'l',
    label: 'Sheet',
    quantity,
    unitPrice: 1,
    totalPrice: 3,
    type: 'product',
    payload: { weight },
  }) as OrderLineItem;

describe('the facts of an enquiry', () => {
  it('weighs a line when the server records the weight', () => {
    expect(lineWeight(item(2.5))).toEqual({ each: 2.5, total: 7.5 });
    expect(lineWeight(item(null))).toBeNull();
    expect(lineWeight(item('2'))).toBeNull();
  });

  it('names methods, documents and Klarna fields', () => {
    expect(methodName({ name: 'Parcel', translated: { name: 'Paket' } })).toBe('Paket');
    expect(methodName(null)).toBeNull();
    expect(documentLabel('Terms')).toBe('Terms');
    expect(documentLabel({ title: 'Terms and conditions', version: '2026-01' })).toBe(
      'Terms and conditions (2026-01)',
    );
    expect(
      klarnaFacts({
        klarnaOrderId: 'k-1',
        amount: { totalPrice: 1200 },
        sandbox: false,
        lines: [1],
        fraudStatus: null,
      }),
    ).toEqual([
      ['klarnaOrderId', 'k-1'],
      ['amount', '1200'],
      ['sandbox', false],
    ]);
    expect(
      confirmedLines([
        {
          lineItemId: 'l',
          label: 'PA6 sheet',
          documents: [
            { type: 'datasheet', url: '/media/pa6.pdf' },
            { type: 'fda', url: 'javascript:x' },
          ],
        },
        'Terms',
      ]),
    ).toEqual([
      {
        label: 'PA6 sheet',
        documents: [
          { type: 'datasheet', url: '/media/pa6.pdf' },
          { type: 'fda', url: null },
        ],
      },
      { label: 'Terms', documents: [] },
    ]);
    expect(klarnaFacts(null)).toEqual([]);
  });

  it("offers Shopware's transitions out of each state", () => {
    expect(transitionsFrom('open')).toEqual(['process', 'cancel']);
    expect(transitionsFrom('in_progress')).toEqual(['complete', 'cancel']);
    expect(transitionsFrom('completed')).toEqual(['reopen']);
    expect(transitionsFrom('cancelled')).toEqual(['reopen']);
    expect(transitionsFrom('unknown')).toEqual([]);
  });
});
