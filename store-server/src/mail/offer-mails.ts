import { escapeHtml } from '../domain/html.js';
import type { MailAttachment, MailMessage } from '../domain/mail-message.js';
import {
  formatDay,
  formatMoney,
  offerSummaryLines,
  optionsText,
  type OfferDocumentInput,
  type OfferLocale,
} from '../domain/offer/offer-document.js';

// The offer's mails, as plain text and HTML: the offer to the customer in the enquiry's language with its PDF
// attached; on acceptance the order confirmation (a binding order now) to the customer in that language and to
// the shop owner (SHOP_OWNER_EMAIL, in English); on a decline a note to the shop owner. A guest (an address
// nobody confirmed) is greeted without the name the enquiry typed, as the enquiry confirmation does.

const TEXTS = {
  'en-GB': {
    offerSubject: (n: string) => `Our offer for your enquiry ${n}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    offerIntro: (n: string) =>
      `thank you for your enquiry ${n}. Please find our offer below and attached as a PDF.`,
    offerHow:
      'You can accept or decline it in your enquiry history in the shop (guests: through the link of the enquiry confirmation). Only your acceptance makes a binding order.',
    acceptedSubject: (n: string) => `Order confirmation ${n}`,
    acceptedIntro: (n: string) =>
      `thank you for accepting our offer. Your enquiry ${n} is now a binding order at the prices below.`,
    customer: 'Customer',
    articleNumber: 'Art. no.',
    quantity: 'Qty',
    listPrice: 'list price',
    unitPrice: 'offer price',
    total: 'total',
    deliveryDate: 'Delivery date',
    validUntil: 'Valid until',
    message: 'Message',
    closing: 'If you have any questions, simply reply to this email.',
    signature: 'Your plastics shop team',
  },
  'de-DE': {
    offerSubject: (n: string) => `Unser Angebot zu Ihrer Anfrage ${n}`,
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    offerIntro: (n: string) =>
      `vielen Dank für Ihre Anfrage ${n}. Unser Angebot finden Sie unten und als PDF im Anhang.`,
    offerHow:
      'Sie können es in Ihrer Anfragenübersicht im Shop annehmen oder ablehnen (Gäste: über den Link der Anfragebestätigung). Erst Ihre Annahme macht daraus eine verbindliche Bestellung.',
    acceptedSubject: (n: string) => `Bestellbestätigung ${n}`,
    acceptedIntro: (n: string) =>
      `vielen Dank für die Annahme unseres Angebots. Ihre Anfrage ${n} ist nun eine verbindliche Bestellung zu den folgenden Preisen.`,
    customer: 'Kunde',
    articleNumber: 'Art.-Nr.',
    quantity: 'Menge',
    listPrice: 'Listenpreis',
    unitPrice: 'Angebotspreis',
    total: 'Summe',
    deliveryDate: 'Liefertermin',
    validUntil: 'Gültig bis',
    message: 'Nachricht',
    closing: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
    signature: 'Ihr Team vom Kunststoff-Shop',
  },
} as const;

/** The shop owner's notes, in English like the enquiry notification. */
const OWNER = {
  acceptedSubject: (n: string, name: string) => `Offer accepted: order ${n} from ${name}`,
  acceptedIntro: (n: string) =>
    `The customer accepted the offer for enquiry ${n}: it is a binding order now.`,
  declinedSubject: (n: string, name: string) => `Offer declined: enquiry ${n} from ${name}`,
  declinedIntro: (n: string) => `The customer declined the offer for enquiry ${n}.`,
};

export interface OfferMailInput extends OfferDocumentInput {
  guest: boolean;
}

function offerLines(input: OfferDocumentInput, locale: OfferLocale): string[] {
  const t = TEXTS[locale];
  const money = (value: number) => formatMoney(value, locale, input.currency);
  const localized = { ...input, locale };
  return [
    ...input.lines.flatMap((line) => [
      `- ${line.label}${line.options.length > 0 ? ` (${optionsText(line.options)})` : ''}`,
      `  ${line.productNumber ? `${t.articleNumber} ${line.productNumber} · ` : ''}${t.quantity} ${line.quantity} · ${t.listPrice} ${money(line.listUnitPrice)} · ${t.unitPrice} ${money(line.unitPrice)} · ${t.total} ${money(line.totalPrice)}`,
    ]),
    '',
    ...offerSummaryLines(localized),
    '',
    `${t.deliveryDate}: ${formatDay(input.deliveryDate, locale)}`,
    ...(input.message ? ['', `${t.message}:`, input.message] : []),
  ];
}

function html(locale: OfferLocale, title: string, lines: string[]): string {
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif"><h1 style="font-size:1.2em">${escapeHtml(title)}</h1><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre></body></html>
`;
}

function mail(
  to: string,
  locale: OfferLocale,
  subject: string,
  lines: string[],
  attachments?: MailAttachment[],
) {
  const message: MailMessage = { to, subject, text: lines.join('\n'), html: html(locale, subject, lines) };
  return attachments ? { ...message, attachments } : message;
}

/** The offer to the customer, in the enquiry's language, with its PDF. */
export function offerMail(input: OfferMailInput, pdf: MailAttachment): MailMessage {
  const locale = input.locale;
  const t = TEXTS[locale];
  const lines = [
    t.greeting(input.guest ? '' : input.customer.name),
    '',
    t.offerIntro(input.orderNumber),
    '',
    ...offerLines(input, locale),
    '',
    `${t.validUntil}: ${formatDay(input.validUntil, locale)}`,
    t.offerHow,
    '',
    t.closing,
    '',
    t.signature,
    '',
  ];
  return mail(input.customer.email, locale, t.offerSubject(input.orderNumber), lines, [pdf]);
}

/** Accepted: the order confirmation to the customer (their language) and the shop owner (English). */
export function offerAcceptedMails(input: OfferMailInput, ownerEmail: string): MailMessage[] {
  const t = TEXTS[input.locale];
  const owner = TEXTS['en-GB'];
  const customerLines = [
    t.greeting(input.guest ? '' : input.customer.name),
    '',
    t.acceptedIntro(input.orderNumber),
    '',
    ...offerLines(input, input.locale),
    '',
    t.closing,
    '',
    t.signature,
    '',
  ];
  const ownerLines = [
    OWNER.acceptedIntro(input.orderNumber),
    '',
    `${owner.customer}: ${input.customer.name} <${input.customer.email}>${input.customer.company ? `, ${input.customer.company}` : ''}`,
    '',
    ...offerLines(input, 'en-GB'),
    '',
  ];
  return [
    mail(input.customer.email, input.locale, t.acceptedSubject(input.orderNumber), customerLines),
    mail(ownerEmail, 'en-GB', OWNER.acceptedSubject(input.orderNumber, input.customer.name), ownerLines),
  ];
}

/** Declined: the shop owner is told. */
export function offerDeclinedMail(input: OfferMailInput, ownerEmail: string): MailMessage {
  const owner = TEXTS['en-GB'];
  return mail(ownerEmail, 'en-GB', OWNER.declinedSubject(input.orderNumber, input.customer.name), [
    OWNER.declinedIntro(input.orderNumber),
    '',
    `${owner.customer}: ${input.customer.name} <${input.customer.email}>`,
    '',
    ...offerLines(input, 'en-GB'),
    '',
  ]);
}
