import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  discountAmount,
  enquiryStatus,
  localDay,
  offerErrorKey,
  offerOf,
  offerState,
  parseOffer,
  withOfferAnswer,
} from './offer';
import { formatDay } from '../../ui/order/EnquiryDetails';

const OFFER = {
  id: 'of1',
  orderId: 'o1',
  state: 'pending',
  lines: [
    {
      lineItemId: 'l1',
      label: '<b>PVC</b> sheet',
      productNumber: 'PVC-5',
      options: [{ group: 'Thickness', option: '5 mm' }, { group: 'x' }],
      quantity: 2,
      listUnitPrice: 10,
      unitPrice: 8,
      totalPrice: 16,
    },
  ],
  subtotal: 16,
  discount: { type: 'percentage', value: 10 },
  total: 14.4,
  currencyIsoCode: 'EUR',
  deliveryDate: '2026-05-04',
  validUntil: '2026-04-30',
  message: '<p>Dear customer,</p>',
  createdAt: '2026-04-01T10:00:00.000Z',
  documentId: 'doc1',
  deepLinkCode: 'deep-1',
};

describe('offerOf', () => {
  it('is null without extensions.offer (a real Shopware) or with something that is no offer', () => {
    expect(offerOf({})).toBeNull();
    expect(offerOf({ extensions: {} })).toBeNull();
    expect(offerOf({ extensions: { offer: null } } as never)).toBeNull();
    expect(offerOf({ extensions: { offer: { id: 'x', state: 'sold' } } } as never)).toBeNull();
    expect(parseOffer('offer')).toBeNull();
  });

  it('reads the offer, labels and message through the text filter', () => {
    const offer = offerOf({ extensions: { offer: OFFER } } as never);
    expect(offer).toMatchObject({
      id: 'of1',
      state: 'pending',
      total: 14.4,
      discount: { type: 'percentage', value: 10, amount: null },
      deliveryDate: '2026-05-04',
      validUntil: '2026-04-30',
      message: 'Dear customer,',
      documentId: 'doc1',
    });
    expect(offer?.lines[0]).toEqual({
      lineItemId: 'l1',
      name: 'PVC sheet',
      productNumber: 'PVC-5',
      options: ['Thickness: 5 mm'],
      quantity: 2,
      listUnitPrice: 10,
      unitPrice: 8,
      totalPrice: 16,
    });
  });

  it("reads this server's extras: shipping, the discount's amount, VAT per rate", () => {
    const offer = parseOffer({
      ...OFFER,
      discount: { type: 'absolute', value: 2, amount: 2 },
      shippingTotal: 5.9,
      taxes: [
        { taxRate: 19, tax: 3.12, price: 19.9 },
        { taxRate: 7, tax: 0, price: 0 },
      ],
    });
    expect(offer).toMatchObject({
      discount: { type: 'absolute', value: 2, amount: 2 },
      shippingTotal: 5.9,
      taxes: [{ taxRate: 19, tax: 3.12 }],
    });
    expect(parseOffer(OFFER)).toMatchObject({ shippingTotal: null, taxes: [] });
  });

  it('drops a discount of nothing and dates that are no calendar days', () => {
    const offer = parseOffer({ ...OFFER, discount: { type: 'absolute', value: 0 }, validUntil: 'soon' });
    expect(offer?.discount).toBeNull();
    expect(offer?.validUntil).toBe('');
  });
});

describe('offer state', () => {
  it('a pending offer is answerable up to and including its last valid day', () => {
    expect(offerState(OFFER as never, '2026-04-30')).toBe('pending');
    expect(canAnswer(OFFER as never, '2026-04-30')).toBe(true);
    expect(offerState(OFFER as never, '2026-05-01')).toBe('expired');
    expect(canAnswer(OFFER as never, '2026-05-01')).toBe(false);
  });

  it('offers no answer on a withdrawn or closed enquiry, even while its offer reads pending', () => {
    expect(canAnswer(OFFER as never, '2026-04-30', 'open')).toBe(true);
    expect(canAnswer(OFFER as never, '2026-04-30', 'in_progress')).toBe(true);
    expect(canAnswer(OFFER as never, '2026-04-30', 'cancelled')).toBe(false);
    expect(canAnswer(OFFER as never, '2026-04-30', 'completed')).toBe(false);
  });

  it('keeps the server state of an answered offer', () => {
    for (const state of ['accepted', 'declined', 'expired', 'superseded'] as const) {
      expect(offerState({ state, validUntil: '2026-04-30' }, '2026-04-01')).toBe(state);
      expect(canAnswer({ state, validUntil: '2026-04-30' }, '2026-04-01')).toBe(false);
    }
  });

  it('today is the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('discountAmount', () => {
  it('is the server amount, else what the subtotal loses (shipping aside), none without a discount', () => {
    const percentage = { type: 'percentage', value: 10, amount: null } as const;
    expect(discountAmount({ subtotal: 16, total: 14.4, discount: percentage, shippingTotal: null })).toBe(
      1.6,
    );
    expect(discountAmount({ subtotal: 16, total: 20.3, discount: percentage, shippingTotal: 5.9 })).toBe(1.6);
    const withAmount = { ...percentage, amount: 1.6 };
    expect(discountAmount({ subtotal: 16, total: 0, discount: withAmount, shippingTotal: 5.9 })).toBe(1.6);
    expect(discountAmount({ subtotal: 16, total: 16, discount: null, shippingTotal: null })).toBe(0);
  });
});

describe('offerErrorKey', () => {
  const failure = (status: number | undefined, code?: string) => ({
    status,
    details: { errors: code ? [{ code }] : [] },
  });
  it('names the server refusals, a missing login, a missing order and a network failure', () => {
    expect(offerErrorKey(failure(400, 'PLASTICS__OFFER_EXPIRED'))).toBe('offer.errors.expired');
    expect(offerErrorKey(failure(400, 'PLASTICS__OFFER_NOT_PENDING'))).toBe('offer.errors.notPending');
    expect(offerErrorKey(failure(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'))).toBe('offer.errors.notAllowed');
    expect(offerErrorKey(failure(404))).toBe('offer.errors.notFound');
    expect(offerErrorKey(new TypeError('Failed to fetch'))).toBe('offer.errors.network');
    expect(offerErrorKey(failure(500))).toBe('offer.errors.generic');
  });
});

describe('enquiryStatus and withOfferAnswer', () => {
  const order = {
    id: 'o1',
    stateMachineState: { technicalName: 'open', name: 'Offen' },
    extensions: { offer: OFFER, other: 1 },
  };

  it('reads the technical name, and an accepted offer as an order', () => {
    expect(enquiryStatus(order as never)).toEqual({ kind: 'enquiry', state: 'open' });
    expect(enquiryStatus({ stateMachineState: { technicalName: 'weird' } } as never)).toEqual({
      kind: 'enquiry',
      state: 'unknown',
    });
    const accepted = withOfferAnswer(order as never, {
      orderId: 'o1',
      offer: { ...OFFER, state: 'accepted' },
      stateMachineState: { technicalName: 'in_progress' },
    });
    expect(enquiryStatus(accepted)).toEqual({ kind: 'order', state: 'in_progress' });
    expect((accepted as typeof order).extensions.other).toBe(1);
  });

  it('leaves other orders as they are', () => {
    const answer = { orderId: 'o2', offer: null, stateMachineState: { technicalName: 'in_progress' } };
    expect(withOfferAnswer(order as never, answer)).toBe(order);
  });
});

describe('formatDay', () => {
  it('formats a calendar day in the interface language, the same day everywhere', () => {
    expect(formatDay('2026-04-30', 'en-GB')).toBe('30 April 2026');
    expect(formatDay('2026-04-30', 'de-DE')).toBe('30. April 2026');
    expect(formatDay('', 'en-GB')).toBe('');
  });
});
