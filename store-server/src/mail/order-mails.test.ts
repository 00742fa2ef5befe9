import { describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, SYSTEM_LANGUAGE_ID } from '../constants.js';
import type { OrderJson } from '../serializers/order.js';
import { enquiryMails } from './order-mails.js';

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  company: 'Muster GmbH',
  street: 'Hauptstraße 5',
  zipcode: '80331',
  city: 'München',
  country: { name: 'Germany' },
};
const order = {
  orderNumber: '10042',
  orderDateTime: '2026-11-20T10:00:00.000Z',
  positionPrice: 23.8,
  shippingTotal: 6.9,
  amountNet: 25.8,
  amountTotal: 30.7,
  price: { calculatedTaxes: [{ tax: 4.9, taxRate: 19, price: 30.7 }] },
  customerComment: 'Cut to 500 mm',
  orderCustomer: {
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika@example.com',
    company: 'Muster GmbH',
    customerNumber: '10001',
  },
  billingAddress: address,
  lineItems: [
    {
      label: 'PE sheet',
      quantity: 2,
      unitPrice: 11.9,
      totalPrice: 23.8,
      payload: { productNumber: 'PE-1000-5', options: [{ group: 'Thickness', option: '5 mm' }] },
    },
  ],
  deliveries: [
    { shippingMethod: { name: 'Parcel' }, shippingOrderAddress: { ...address, street: 'Lagerweg 9' } },
  ],
  transactions: [{ paymentMethod: { name: 'Invoice after the offer' } }],
} as unknown as OrderJson;

describe('enquiry mails', () => {
  it('tells the buyer in German that the enquiry is non-binding, with lines, totals, methods and addresses', () => {
    const [buyer, owner] = enquiryMails(order, {
      languageId: GERMAN_LANGUAGE_ID,
      ownerEmail: 'owner@example.com',
      currencyIso: 'EUR',
    });
    expect(buyer?.to).toBe('erika@example.com');
    expect(buyer?.subject).toBe('Ihre unverbindliche Anfrage 10042');
    for (const part of [
      'unverbindliche Anfrage, keine Bestellung',
      'PE sheet (Thickness: 5 mm)',
      'Art.-Nr. PE-1000-5',
      'Menge 2',
      'Versandart: Parcel',
      'Zahlungsart: Invoice after the offer',
      'Lagerweg 9',
      'Hauptstraße 5',
      'Cut to 500 mm',
    ]) {
      expect(buyer?.text).toContain(part);
    }
    expect(buyer?.text).toMatch(/Gesamtsumme \(brutto\): 30,70\s€/);
    expect(buyer?.html).toContain('unverbindliche Anfrage');
    expect(owner?.to).toBe('owner@example.com');
    expect(owner?.subject).toBe('New enquiry 10042 from Erika Muster');
    expect(owner?.text).toContain('erika@example.com');
    expect(owner?.text).toContain('€30.70');
  });

  it('writes English for English buyers and reads the owner address from the options or environment', () => {
    const [buyer] = enquiryMails(order, {
      languageId: SYSTEM_LANGUAGE_ID,
      ownerEmail: 'o@x',
      currencyIso: 'EUR',
    });
    expect(buyer?.subject).toBe('Your non-binding enquiry 10042');
    expect(buyer?.text).toContain('not an order');
  });

  it('keeps names, addresses and the company on their lines and the subject on one line, whatever they hold', () => {
    const dirty = {
      ...address,
      firstName: 'Erika\r\nBcc: evil@example.com',
      street: 'Weg 1\n\nPlease pay to IBAN XX00',
      city: 'Berlin\u2028\u202Egnissalg',
    };
    const [buyer, owner] = enquiryMails(
      {
        ...order,
        customerComment: 'Line one\r\nLine two\u001b[2J\u0085',
        orderCustomer: { ...order.orderCustomer, firstName: dirty.firstName, company: 'ACME\tLtd\u0007' },
        billingAddress: dirty,
      } as unknown as OrderJson,
      { languageId: SYSTEM_LANGUAGE_ID, ownerEmail: 'owner@example.com', currencyIso: 'EUR' },
    );
    expect(owner?.subject).toBe('New enquiry 10042 from Erika Bcc: evil@example.com Muster');
    for (const mail of [buyer, owner]) {
      expect(mail?.subject).not.toMatch(/[\r\n]/);
      const lines = mail!.text.split('\n');
      expect(lines).toContain('  Weg 1 Please pay to IBAN XX00');
      expect(lines).toContain('  80331 Berlin gnissalg');
      expect(lines).not.toContain('Bcc: evil@example.com');
      expect(lines).toEqual(expect.arrayContaining(['Line one\r', 'Line two [2J ']));
      for (const character of ['\u0007', '\u001b', '\u0085', '\u2028', '\u202E'])
        expect(mail!.text).not.toContain(character);
    }
    expect(owner?.text).toContain(
      'Customer: Erika Bcc: evil@example.com Muster <erika@example.com>, ACME Ltd ',
    );
  });

  it("says in the buyer's (German) and the owner's mail, subject and text, that a sandbox payment is no real payment", () => {
    const [buyer, owner] = enquiryMails(order, {
      languageId: GERMAN_LANGUAGE_ID,
      ownerEmail: 'owner@example.com',
      currencyIso: 'EUR',
      sandboxPayment: true,
    });
    expect(buyer?.subject).toBe('[Klarna-Sandbox: keine echte Zahlung] Ihre unverbindliche Anfrage 10042');
    expect(buyer?.text).toContain('Es gibt keine echte Zahlung, es wurde kein Geld bewegt.');
    expect(buyer?.html).toContain('Es gibt keine echte Zahlung');
    expect(owner?.subject).toBe('[Klarna sandbox: no real payment] New enquiry 10042 from Erika Muster');
    expect(owner?.text).toContain('No real payment exists and no money was moved.');
  });

  it("shows a guest (address never confirmed) nothing the guest typed; the owner's mail keeps all", () => {
    const planted = {
      ...order,
      customerComment: 'Claim your prize at https://evil.example/claim',
      orderCustomer: { ...order.orderCustomer, firstName: 'Visit', lastName: 'https://evil.example/win' },
    } as OrderJson;
    for (const [languageId, greeting] of [
      [SYSTEM_LANGUAGE_ID, 'Hello,'],
      [GERMAN_LANGUAGE_ID, 'Guten Tag,'],
    ] as const) {
      const [buyer, owner] = enquiryMails(planted, {
        languageId,
        ownerEmail: 'owner@example.com',
        currencyIso: 'EUR',
        guest: true,
      });
      expect(buyer?.text.startsWith(`${greeting}\n`)).toBe(true);
      for (const part of ['10042', 'PE sheet (Thickness: 5 mm)', 'PE-1000-5', 'Parcel']) {
        expect(buyer?.text).toContain(part);
      }
      for (const body of [buyer?.text, buyer?.html]) {
        for (const typed of ['evil.example', 'Visit', 'Hauptstraße', 'Lagerweg', 'Muster GmbH']) {
          expect(body).not.toContain(typed);
        }
      }
      expect(owner?.text).toContain('Claim your prize at https://evil.example/claim');
      expect(owner?.text).toContain('Lagerweg 9');
    }
  });
});
