import { GERMAN_LANGUAGE_ID } from '../constants.js';
import { emailDigest } from '../domain/account/text.js';
import { withoutForbiddenCharacters } from '../domain/control-characters.js';
import { escapeHtml } from '../domain/html.js';
import type { MailMessage } from '../domain/mail-message.js';

// The account mails in the customer's language (en-GB, de-DE), as plain text and simple HTML.

export type MailLocale = 'en-GB' | 'de-DE';

export function mailLocale(languageId: string): MailLocale {
  return languageId === GERMAN_LANGUAGE_ID ? 'de-DE' : 'en-GB';
}

interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
}

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
  linkLabel: string;
  closing: string;
}

/** The greeting of a mail to an address nobody has confirmed yet: no name the registration typed. */
const ANONYMOUS_GREETING = { 'en-GB': 'Hello,', 'de-DE': 'Guten Tag,' } as const;

const SIGNATURE = { 'en-GB': 'Your plastics shop team', 'de-DE': 'Ihr Team vom Kunststoff-Shop' } as const;

const TEXTS = {
  registrationConfirmation: {
    'en-GB': {
      subject: 'Please confirm your registration',
      greeting: (name: string) => `Hello ${name},`,
      paragraphs: [
        'thank you for registering with our shop.',
        'Please confirm your email address with the link below to activate your account:',
      ],
      linkLabel: 'Confirm registration',
      closing: 'If you did not register, you can ignore this email.',
    },
    'de-DE': {
      subject: 'Bitte bestätigen Sie Ihre Registrierung',
      greeting: (name: string) => `Hallo ${name},`,
      paragraphs: [
        'vielen Dank für Ihre Registrierung in unserem Shop.',
        'Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link, um Ihr Konto zu aktivieren:',
      ],
      linkLabel: 'Registrierung bestätigen',
      closing: 'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    },
  },
  passwordRecovery: {
    'en-GB': {
      subject: 'Reset your password',
      greeting: (name: string) => `Hello ${name},`,
      paragraphs: [
        'we received a request to reset the password of your account.',
        'You can choose a new password with the link below. The link is valid for 2 hours and can be used once:',
      ],
      linkLabel: 'Choose a new password',
      closing: 'If you did not ask for this, you can ignore this email; your password stays unchanged.',
    },
    'de-DE': {
      subject: 'Passwort zurücksetzen',
      greeting: (name: string) => `Hallo ${name},`,
      paragraphs: [
        'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
        'Über den folgenden Link können Sie ein neues Passwort wählen. Der Link ist 2 Stunden gültig und nur einmal verwendbar:',
      ],
      linkLabel: 'Neues Passwort wählen',
      closing:
        'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    },
  },
  alreadyRegistered: {
    'en-GB': {
      subject: 'Registration with your email address',
      greeting: (name: string) => `Hello ${name},`,
      paragraphs: [
        'someone tried to register a new account in our shop with your email address.',
        'You already have an account. If you forgot your password, you can reset it here:',
      ],
      linkLabel: 'Reset password',
      closing: 'If this was not you, you can ignore this email.',
    },
    'de-DE': {
      subject: 'Registrierung mit Ihrer E-Mail-Adresse',
      greeting: (name: string) => `Hallo ${name},`,
      paragraphs: [
        'jemand hat versucht, in unserem Shop ein neues Konto mit Ihrer E-Mail-Adresse zu registrieren.',
        'Sie haben bereits ein Konto. Falls Sie Ihr Passwort vergessen haben, können Sie es hier zurücksetzen:',
      ],
      linkLabel: 'Passwort zurücksetzen',
      closing: 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.',
    },
  },
} satisfies Record<string, Record<MailLocale, MailText>>;

export type AccountMailKind = keyof typeof TEXTS;

export function accountMail(
  kind: AccountMailKind,
  locale: MailLocale,
  recipient: Recipient,
  link: string,
): MailMessage {
  const texts: MailText = TEXTS[kind][locale];
  // The names as typed, but for control and bidirectional formatting characters (refused by the Store API; rows
  // written before that rule may hold them): no name breaks the greeting's line or reorders it.
  const name = withoutForbiddenCharacters(`${recipient.firstName} ${recipient.lastName}`).trim();
  const greeting = name === '' ? ANONYMOUS_GREETING[locale] : texts.greeting(name);
  const text = [
    greeting,
    '',
    ...texts.paragraphs,
    '',
    link,
    '',
    texts.closing,
    '',
    SIGNATURE[locale],
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>
<body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
${texts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(texts.linkLabel)}</a></p>
<p>${escapeHtml(link)}</p>
<p>${escapeHtml(texts.closing)}</p>
<p>${escapeHtml(SIGNATURE[locale])}</p>
</body></html>
`;
  return { to: recipient.email, subject: texts.subject, text, html };
}

/** Shopware's confirmation URL: `<storefrontUrl>/registration/confirm?em=<sha1(email)>&hash=<hash>`. */
export function confirmationLink(storefrontUrl: string, emailDigest: string, hash: string): string {
  return `${storefrontUrl}/registration/confirm?em=${encodeURIComponent(emailDigest)}&hash=${encodeURIComponent(hash)}`;
}

/** Shopware's pwdRecoverUrl: `<storefrontUrl>/account/recover/password?hash=<hash>`. */
export function recoveryLink(storefrontUrl: string, hash: string): string {
  return `${storefrontUrl}/account/recover/password?hash=${encodeURIComponent(hash)}`;
}

/** The shop's "forgot password" page (route resetpassword). */
export function resetPasswordPageLink(storefrontUrl: string): string {
  return `${storefrontUrl}/resetpassword`;
}

/** The fields of a customer row a registration mail needs. */
export interface RegisteredCustomer {
  email: string;
  first_name: string;
  last_name: string;
  language_id: string;
  hash: string | null;
  confirmed_at: string | null;
}

/**
 * The mail of a registration (see account-routes.ts on enumeration): a new account's confirmation link; for an
 * email that already has an account, its owner gets the confirmation link again while it is unconfirmed, else a
 * note with the link to reset the password. Guests get none. The confirmation greets without a name.
 */
export function registrationMail(registration: {
  storefrontUrl: string;
  guest: boolean;
  created: RegisteredCustomer;
  existing: RegisteredCustomer | undefined;
}): MailMessage | null {
  const { storefrontUrl, guest, created, existing } = registration;
  if (!existing && guest) return null;
  const recipient = existing ?? created;
  const locale = mailLocale(recipient.language_id);
  const names = { email: recipient.email, firstName: recipient.first_name, lastName: recipient.last_name };
  if (recipient.confirmed_at === null && recipient.hash) {
    const link = confirmationLink(storefrontUrl, emailDigest(recipient.email), recipient.hash);
    // Anyone can register a stranger's address: the names they typed (a link, a message) are not the mail's.
    return accountMail('registrationConfirmation', locale, { ...names, firstName: '', lastName: '' }, link);
  }
  if (!existing) return null;
  return accountMail('alreadyRegistered', locale, names, resetPasswordPageLink(storefrontUrl));
}
