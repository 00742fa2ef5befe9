import { withoutForbiddenCharacters } from '../domain/control-characters.js';
import { escapeHtml } from '../domain/html.js';
import type { OrderJson } from '../serializers/order.js';
import { mailLocale, type MailLocale } from './account-mails.js';
import type { MailMessage } from '../domain/mail-message.js';

// The enquiry mails: a confirmation to the buyer in the enquiry's language, saying plainly that it is a
// non-binding enquiry and not an order, and a notification with the full enquiry to the shop owner
// (SHOP_OWNER_EMAIL). Both list the lines with quantities, article numbers, options and prices, the totals,
// shipping and payment method, the addresses and the buyer's comment.
// What customers typed is shown as it is, but for control and bidirectional formatting characters (the Store API
// refuses them; rows written before that rule may hold them): each run becomes a space, so no name can break a
// line of the text, fake one, or reorder it; only the comment keeps its line breaks. The HTML part is escaped.
//
// A guest's address was never confirmed: anyone can send an enquiry naming a stranger's address. So a guest's
// confirmation carries nothing the guest typed (no name in the greeting, no addresses, no comment, where a link
// or a message could be planted), only the shop's own text, the number, the lines from the catalogue and the
// totals; the shop owner's notification still has everything.

const TEXTS = {
  'en-GB': {
    buyerSubject: (n: string) => `Your non-binding enquiry ${n}`,
    ownerSubject: (n: string, name: string) => `New enquiry ${n} from ${name}`,
    greeting: (name: string) => `Hello ${name},`,
    anonymousGreeting: 'Hello,',
    intro: [
      'thank you for your enquiry. This is a non-binding enquiry, not an order: nothing has been bought yet.',
      'We will check availability and send you an offer; only your acceptance of the offer makes a contract.',
    ],
    ownerIntro: 'A buyer has sent the following non-binding enquiry:',
    number: 'Enquiry number',
    date: 'Date',
    lines: 'Articles',
    articleNumber: 'Article no.',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    positions: 'Subtotal',
    shipping: 'Shipping costs',
    net: 'Total (net)',
    tax: (rate: number) => `plus ${rate} % VAT`,
    grand: 'Total (gross)',
    shippingMethod: 'Shipping method',
    paymentMethod: 'Payment method',
    billing: 'Billing address',
    delivery: 'Delivery address',
    comment: 'Comment',
    customer: 'Customer',
    sandboxPayment:
      'Klarna sandbox: this payment was only simulated for testing. No real payment exists and no money was moved.',
    sandboxSubject: '[Klarna sandbox: no real payment] ',
    closing: 'If you have any questions, simply reply to this email.',
    signature: 'Your plastics shop team',
  },
  'de-DE': {
    buyerSubject: (n: string) => `Ihre unverbindliche Anfrage ${n}`,
    ownerSubject: (n: string, name: string) => `Neue Anfrage ${n} von ${name}`,
    greeting: (name: string) => `Hallo ${name},`,
    anonymousGreeting: 'Guten Tag,',
    intro: [
      'vielen Dank für Ihre Anfrage. Dies ist eine unverbindliche Anfrage, keine Bestellung: Es wurde noch nichts gekauft.',
      'Wir prüfen die Verfügbarkeit und senden Ihnen ein Angebot; erst Ihre Annahme des Angebots begründet einen Vertrag.',
    ],
    ownerIntro: 'Ein Kunde hat folgende unverbindliche Anfrage gesendet:',
    number: 'Anfragenummer',
    date: 'Datum',
    lines: 'Artikel',
    articleNumber: 'Art.-Nr.',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    total: 'Summe',
    positions: 'Zwischensumme',
    shipping: 'Versandkosten',
    net: 'Gesamtsumme (netto)',
    tax: (rate: number) => `zzgl. ${rate} % MwSt.`,
    grand: 'Gesamtsumme (brutto)',
    shippingMethod: 'Versandart',
    paymentMethod: 'Zahlungsart',
    billing: 'Rechnungsadresse',
    delivery: 'Lieferadresse',
    comment: 'Kommentar',
    customer: 'Kunde',
    sandboxPayment:
      'Klarna-Sandbox: Diese Zahlung wurde nur zum Testen simuliert. Es gibt keine echte Zahlung, es wurde kein Geld bewegt.',
    sandboxSubject: '[Klarna-Sandbox: keine echte Zahlung] ',
    closing: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
    signature: 'Ihr Team vom Kunststoff-Shop',
  },
} as const;

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
/** A single-line text of the order (names, address fields, options), safe to show on one line. */
const str = (value: unknown): string => (typeof value === 'string' ? withoutForbiddenCharacters(value) : '');

// Intl formatters are costly to build (a CPU profile of the enquiry flow had money() among its top items when
// it built one per amount) and immutable: one per locale and currency, kept.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function money(value: number, locale: MailLocale, currency: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

function longDate(value: string, locale: MailLocale): string {
  let format = dateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(value));
}

function addressLines(address: unknown): string[] {
  const a = record(address);
  const name = [str(a.firstName), str(a.lastName)].filter(Boolean).join(' ');
  return [
    str(a.company),
    name,
    str(a.street),
    [str(a.zipcode), str(a.city)].filter(Boolean).join(' '),
    str(record(a.country).name),
  ].filter((line) => line !== '');
}

interface EnquiryMailOptions {
  languageId: string;
  /** The buyer is a guest (email never confirmed): their confirmation shows nothing they typed. */
  guest?: boolean;
  ownerEmail: string;
  currencyIso: string;
  /** Paid through the built-in Klarna sandbox: every mail says that no real payment exists. */
  sandboxPayment?: boolean;
}

/** The lines of the enquiry summary, in one language (shared by the buyer's and the owner's mail). */
export function enquirySummary(
  order: OrderJson,
  locale: MailLocale,
  currency: string,
  options: { withBuyerText?: boolean; sandboxPayment?: boolean } = {},
): string[] {
  const withBuyerText = options.withBuyerText ?? true;
  const sandboxPayment = options.sandboxPayment ?? false;
  const t = TEXTS[locale];
  const format = (value: number) => money(value, locale, currency);
  const lines: string[] = [
    `${t.number}: ${order.orderNumber}`,
    `${t.date}: ${longDate(order.orderDateTime, locale)}`,
    '',
    `${t.lines}:`,
  ];
  for (const item of order.lineItems ?? []) {
    const payload = record(item.payload);
    const options = Array.isArray(payload.options)
      ? payload.options.map((o) => `${str(record(o).group)}: ${str(record(o).option)}`).join(', ')
      : '';
    lines.push(
      `- ${str(item.label)}${options ? ` (${options})` : ''}`,
      `  ${t.articleNumber} ${str(payload.productNumber)} · ${t.quantity} ${item.quantity} · ${t.unitPrice} ${format(item.unitPrice)} · ${t.total} ${format(item.totalPrice)}`,
    );
  }
  const price = record(order.price);
  const taxes = Array.isArray(price.calculatedTaxes) ? price.calculatedTaxes.map(record) : [];
  lines.push(
    '',
    `${t.positions}: ${format(order.positionPrice)}`,
    `${t.shipping}: ${format(order.shippingTotal)}`,
    `${t.net}: ${format(order.amountNet)}`,
    ...taxes.map((tax) => `${t.tax(Number(tax.taxRate))}: ${format(Number(tax.tax))}`),
    `${t.grand}: ${format(order.amountTotal)}`,
    '',
  );
  const delivery = order.deliveries?.[0];
  const transaction = order.transactions?.[0];
  lines.push(
    `${t.shippingMethod}: ${str(record(delivery?.shippingMethod).name)}`,
    `${t.paymentMethod}: ${str(record(transaction?.paymentMethod).name)}`,
    ...(sandboxPayment ? [t.sandboxPayment] : []),
  );
  if (!withBuyerText) return lines;
  lines.push(
    '',
    `${t.billing}:`,
    ...addressLines(order.billingAddress).map((line) => `  ${line}`),
    '',
    `${t.delivery}:`,
    ...addressLines(delivery?.shippingOrderAddress ?? order.billingAddress).map((line) => `  ${line}`),
  );
  if (order.customerComment) {
    lines.push('', `${t.comment}:`, withoutForbiddenCharacters(order.customerComment, 'multi-line'));
  }
  return lines;
}

function html(locale: MailLocale, title: string, lines: string[]): string {
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif"><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre></body></html>
`;
}

/** The buyer's confirmation (in the enquiry's language) and the shop owner's notification (in English). */
export function enquiryMails(order: OrderJson, options: EnquiryMailOptions): MailMessage[] {
  const locale = mailLocale(options.languageId);
  const t = TEXTS[locale];
  const customer = order.orderCustomer;
  const name = `${str(customer.firstName)} ${str(customer.lastName)}`.trim();
  const guest = options.guest === true;
  const buyerLines = [
    guest ? t.anonymousGreeting : t.greeting(name),
    '',
    ...t.intro,
    '',
    ...enquirySummary(order, locale, options.currencyIso, {
      withBuyerText: !guest,
      sandboxPayment: options.sandboxPayment ?? false,
    }),
    '',
    t.closing,
    '',
    t.signature,
    '',
  ];
  const buyerSubject = `${options.sandboxPayment ? t.sandboxSubject : ''}${t.buyerSubject(order.orderNumber)}`;
  const owner = TEXTS['en-GB'];
  const ownerLines = [
    owner.ownerIntro,
    '',
    `${owner.customer}: ${name} <${str(customer.email)}>${customer.company ? `, ${str(customer.company)}` : ''}${customer.customerNumber ? ` (${str(customer.customerNumber)})` : ''}`,
    `Language: ${locale}`,
    '',
    ...enquirySummary(order, 'en-GB', options.currencyIso, {
      sandboxPayment: options.sandboxPayment ?? false,
    }),
    '',
  ];
  const ownerSubject = `${options.sandboxPayment ? owner.sandboxSubject : ''}${owner.ownerSubject(order.orderNumber, name)}`;
  return [
    {
      to: customer.email,
      subject: buyerSubject,
      text: buyerLines.join('\n'),
      html: html(locale, buyerSubject, buyerLines),
    },
    {
      to: options.ownerEmail,
      subject: ownerSubject,
      text: ownerLines.join('\n'),
      html: html('en-GB', ownerSubject, ownerLines),
    },
  ];
}
