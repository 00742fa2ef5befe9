import type { PdfSpec } from '../documents/pdf.js';
import type { OfferTax } from './offer-totals.js';

// The offer as a PDF document (domain/documents/pdf.ts), in the enquiry's language: the shop's name, the offer
// for enquiry number N, the date, customer and company, billing and delivery address, the lines with their
// options (list and offered unit price, total), subtotal, discount, shipping, total and the VAT included per
// rate as the order shows it, delivery date, validity and the owner's message. Dated by its creation, so the
// same offer always renders the same bytes.

export type OfferLocale = 'en-GB' | 'de-DE';

export interface OfferDocumentInput {
  locale: OfferLocale;
  shopName: string;
  orderNumber: string;
  createdAt: string;
  customer: { name: string; company: string | null; email: string; customerNumber: string | null };
  billingAddress: string[];
  deliveryAddress: string[];
  currency: string;
  lines: {
    label: string;
    productNumber: string | null;
    options: { group: string; option: string }[];
    quantity: number;
    listUnitPrice: number;
    unitPrice: number;
    totalPrice: number;
  }[];
  subtotal: number;
  discount: { type: 'percentage' | 'absolute'; value: number; amount: number } | null;
  shippingTotal: number;
  total: number;
  taxes: OfferTax[];
  deliveryDate: string;
  validUntil: string;
  message: string;
}

export const OFFER_TEXTS = {
  'en-GB': {
    title: (n: string) => `Offer for your enquiry ${n}`,
    date: 'Date',
    customer: 'Customer',
    customerNumber: 'Customer no.',
    billing: 'Billing address',
    delivery: 'Delivery address',
    article: 'Article',
    articleNumber: 'Art. no.',
    quantity: 'Qty',
    listPrice: 'List price',
    unitPrice: 'Offer price',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: (percent: string | null) => (percent ? `Discount (${percent} %)` : 'Discount'),
    shipping: 'Shipping costs',
    grand: 'Total (gross)',
    tax: (rate: number) => `incl. ${rate} % VAT`,
    deliveryDate: 'Delivery date',
    validUntil: 'This offer is valid until',
    message: 'Message',
    footer:
      'Accept or decline this offer in your enquiry history in the shop. Only your acceptance makes a binding order.',
  },
  'de-DE': {
    title: (n: string) => `Angebot zu Ihrer Anfrage ${n}`,
    date: 'Datum',
    customer: 'Kunde',
    customerNumber: 'Kundennr.',
    billing: 'Rechnungsadresse',
    delivery: 'Lieferadresse',
    article: 'Artikel',
    articleNumber: 'Art.-Nr.',
    quantity: 'Menge',
    listPrice: 'Listenpreis',
    unitPrice: 'Angebotspreis',
    total: 'Summe',
    subtotal: 'Zwischensumme',
    discount: (percent: string | null) => (percent ? `Rabatt (${percent} %)` : 'Rabatt'),
    shipping: 'Versandkosten',
    grand: 'Gesamtsumme (brutto)',
    tax: (rate: number) => `inkl. ${rate} % MwSt.`,
    deliveryDate: 'Liefertermin',
    validUntil: 'Dieses Angebot gilt bis',
    message: 'Nachricht',
    footer:
      'Nehmen Sie das Angebot in Ihrer Anfragenübersicht im Shop an oder lehnen Sie es ab. Erst Ihre Annahme macht daraus eine verbindliche Bestellung.',
  },
} as const;

export function formatMoney(value: number, locale: OfferLocale, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

/** A calendar day ('YYYY-MM-DD' or an ISO time) as the locale writes a long date. */
export function formatDay(day: string, locale: OfferLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(day.length === 10 ? `${day}T00:00:00Z` : day),
  );
}

/** The money lines below the table (subtotal … taxes), shared by the PDF and the mail. */
export function offerSummaryLines(input: OfferDocumentInput): string[] {
  const t = OFFER_TEXTS[input.locale];
  const money = (value: number) => formatMoney(value, input.locale, input.currency);
  const percent =
    input.discount?.type === 'percentage'
      ? new Intl.NumberFormat(input.locale, { maximumFractionDigits: 2 }).format(input.discount.value)
      : null;
  return [
    `${t.subtotal}: ${money(input.subtotal)}`,
    ...(input.discount ? [`${t.discount(percent)}: -${money(input.discount.amount)}`] : []),
    `${t.shipping}: ${money(input.shippingTotal)}`,
    `${t.grand}: ${money(input.total)}`,
    ...input.taxes.map((tax) => `${t.tax(tax.taxRate)}: ${money(tax.tax)}`),
  ];
}

export const optionsText = (options: { group: string; option: string }[]) =>
  options.map((o) => `${o.group}: ${o.option}`).join(', ');

export function offerDocument(input: OfferDocumentInput): PdfSpec {
  const t = OFFER_TEXTS[input.locale];
  const money = (value: number) => formatMoney(value, input.locale, input.currency);
  const customer = [
    `${t.customer}: ${input.customer.name}${input.customer.company ? `, ${input.customer.company}` : ''}`,
    input.customer.email,
    ...(input.customer.customerNumber ? [`${t.customerNumber} ${input.customer.customerNumber}`] : []),
  ];
  const summary = offerSummaryLines(input);
  return {
    title: `${input.shopName} – ${t.title(input.orderNumber)}`,
    lang: input.locale,
    createdAt: new Date(input.createdAt),
    blocks: [
      { text: input.shopName, size: 10 },
      { text: t.title(input.orderNumber), size: 18, bold: true },
      { text: `${t.date}: ${formatDay(input.createdAt, input.locale)}` },
      { text: '' },
      ...customer.map((text) => ({ text })),
      { text: '' },
      {
        columns: [
          { header: t.billing, width: 1 },
          { header: t.delivery, width: 1 },
        ],
        rows: [[input.billingAddress.join('\n'), input.deliveryAddress.join('\n')]],
        size: 10,
      },
      {
        columns: [
          { header: t.article, width: 5 },
          { header: t.quantity, width: 1, align: 'right' },
          { header: t.listPrice, width: 2, align: 'right' },
          { header: t.unitPrice, width: 2, align: 'right' },
          { header: t.total, width: 2, align: 'right' },
        ],
        rows: input.lines.map((line) => [
          [
            line.label,
            line.options.length > 0 ? optionsText(line.options) : '',
            line.productNumber ? `${t.articleNumber} ${line.productNumber}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
          String(line.quantity),
          money(line.listUnitPrice),
          money(line.unitPrice),
          money(line.totalPrice),
        ]),
      },
      ...summary.map((text, index) => ({ text, bold: index === summary.length - 1 - input.taxes.length })),
      { text: '' },
      { text: `${t.deliveryDate}: ${formatDay(input.deliveryDate, input.locale)}`, bold: true },
      { text: `${t.validUntil} ${formatDay(input.validUntil, input.locale)}.`, bold: true },
      ...(input.message
        ? [{ text: '' }, { text: `${t.message}:`, bold: true }, { text: input.message }]
        : []),
      { text: '' },
      { text: t.footer, size: 9 },
    ],
  };
}
