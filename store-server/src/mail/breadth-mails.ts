import { withoutForbiddenCharacters } from '../domain/control-characters.js';
import { escapeHtml } from '../domain/html.js';
import type { MailLocale } from './account-mails.js';
import type { MailMessage } from '../domain/mail-message.js';

// The mails of issue 18's routes in en-GB and de-DE, plain text and simple HTML: the newsletter's double
// opt-in link (greeting without a name: anyone can subscribe a stranger's address), the contact form and a
// withdrawn enquiry for the shop owner (the owner's language is the shop's default, English, with the German
// text beside it for the owner of a German shop: both languages in one mail), the email change notice.

const SIGNATURE = { 'en-GB': 'Your plastics shop team', 'de-DE': 'Ihr Team vom Kunststoff-Shop' } as const;

interface Rendered {
  subject: string;
  lines: string[];
  link?: { label: string; url: string };
}

function render(to: string, locale: MailLocale, mail: Rendered, signed = true): MailMessage {
  const text = [
    ...mail.lines,
    ...(mail.link ? ['', mail.link.url] : []),
    ...(signed ? ['', SIGNATURE[locale]] : []),
    '',
  ].join('\n');
  const paragraphs = mail.lines
    .join('\n')
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family:sans-serif">
${paragraphs}
${mail.link ? `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>\n<p>${escapeHtml(mail.link.url)}</p>` : ''}
${signed ? `<p>${escapeHtml(SIGNATURE[locale])}</p>` : ''}
</body></html>
`;
  return { to, subject: mail.subject, text, html };
}

/** Shopware's subscribeUrl: `<storefrontUrl>/newsletter-subscribe?em=<sha1(email)>&hash=<hash>`. */
export function newsletterConfirmLink(storefrontUrl: string, emailDigest: string, hash: string): string {
  return `${storefrontUrl}/newsletter-subscribe?em=${encodeURIComponent(emailDigest)}&hash=${encodeURIComponent(hash)}`;
}

export function newsletterConfirmationMail(to: string, locale: MailLocale, link: string): MailMessage {
  const texts = {
    'en-GB': {
      subject: 'Please confirm your newsletter subscription',
      lines: [
        'Hello,',
        '',
        'someone asked to receive our newsletter at this email address.',
        'Please confirm the subscription with the link below. If it was not you, ignore this email: nothing is sent to you without the confirmation.',
      ],
      label: 'Confirm subscription',
    },
    'de-DE': {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      lines: [
        'Guten Tag,',
        '',
        'jemand hat unseren Newsletter für diese E-Mail-Adresse angefordert.',
        'Bitte bestätigen Sie die Anmeldung über den folgenden Link. Falls Sie das nicht waren, ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts.',
      ],
      label: 'Anmeldung bestätigen',
    },
  }[locale];
  return render(to, locale, {
    subject: texts.subject,
    lines: texts.lines,
    link: { label: texts.label, url: link },
  });
}

/** One line of what a visitor typed: control and bidirectional formatting characters become spaces. */
const line = (value: string | null | undefined): string =>
  withoutForbiddenCharacters(value ?? '').trim() || '-';

export interface ContactMessage {
  salutation: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  subject: string;
  comment: string;
  /** The page the form was sent from (navigationId), if any. */
  page: string | null;
  /** The language the visitor used. */
  locale: MailLocale;
}

/** The contact form's message to the shop owner (Shopware's contact_form mail): everything the visitor typed. */
export function contactFormMail(to: string, message: ContactMessage): MailMessage {
  const name = `${line(message.firstName)} ${line(message.lastName)}`.replace(/^- | -$/g, '').trim();
  return render(
    to,
    'en-GB',
    {
      subject: `Contact form: ${line(message.subject)}`,
      lines: [
        'A visitor of the shop sent the contact form (Kontaktformular):',
        '',
        `Name: ${line(message.salutation)} ${name}`.trim(),
        `Email (reply to): ${line(message.email)}`,
        `Phone: ${line(message.phone)}`,
        `Language: ${message.locale}`,
        ...(message.page ? [`Page: ${line(message.page)}`] : []),
        `Subject: ${line(message.subject)}`,
        '',
        'Message:',
        withoutForbiddenCharacters(message.comment, 'multi-line'),
      ],
    },
    false,
  );
}

/** The shop owner is told when a buyer withdraws an enquiry (POST /order/state/cancel). */
export function enquiryWithdrawnMail(
  to: string,
  enquiry: { orderNumber: string; email: string; name: string; total: string },
): MailMessage {
  return render(
    to,
    'en-GB',
    {
      subject: `Enquiry ${enquiry.orderNumber} withdrawn by the buyer`,
      lines: [
        `The buyer withdrew the non-binding enquiry ${enquiry.orderNumber} (Anfrage zurückgezogen).`,
        '',
        `Buyer: ${line(enquiry.name)} <${line(enquiry.email)}>`,
        `Total: ${enquiry.total}`,
        '',
        'No offer needs to be sent for it any more.',
      ],
    },
    false,
  );
}

/** Told to the previous address when an account's email changes (so a hijacked session is noticed). */
export function emailChangedMail(to: string, locale: MailLocale, newEmail: string): MailMessage {
  const texts = {
    'en-GB': {
      subject: 'The email address of your account was changed',
      lines: [
        'Hello,',
        '',
        `the email address of your account in our shop was changed to ${line(newEmail)}.`,
        'If you did not do this, please contact us at once.',
      ],
    },
    'de-DE': {
      subject: 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
      lines: [
        'Guten Tag,',
        '',
        `die E-Mail-Adresse Ihres Kontos in unserem Shop wurde in ${line(newEmail)} geändert.`,
        'Falls Sie das nicht waren, wenden Sie sich bitte umgehend an uns.',
      ],
    },
  }[locale];
  return render(to, locale, texts);
}
