import { createHash, randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { randomAlphanumeric } from '../context-token.js';

// Text hygiene and the secrets of account flows.

/**
 * PHP's strip_tags as Shopware applies it to every non-HTML string field: tags, comments and an unclosed
 * trailing tag are removed, the text between tags stays; a `<` not starting a tag (`5 < 6`) stays. The result
 * is trimmed.
 */
export function stripTags(value: string): string {
  let text = value.replace(/<!--[\s\S]*?(-->|$)/g, '');
  let previous: string;
  do {
    previous = text;
    text = text.replace(/<[a-zA-Z/!?][^<>]*>/g, '');
  } while (text !== previous);
  text = text.replace(/<[a-zA-Z/!?][^>]*$/, '');
  return text.trim();
}

/** Symfony's Email constraint in html5 mode (the pattern browsers use for type=email). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/**
 * An email with an internationalised domain (IDN) in its ASCII form, as Shopware's EmailIdnConverter does before
 * validating and looking up: `info@bücher.de` is `info@xn--bcher-kva.de`, so both spellings are one account and
 * mail goes to a domain every mail server resolves. The local part stays as typed; an ASCII domain is unchanged;
 * a domain that has no ASCII form is left as it is (and fails validation).
 */
export function emailWithAsciiDomain(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const domain = value.slice(at + 1);
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(domain)) return value;
  const ascii = domainToASCII(domain);
  return ascii ? `${value.slice(0, at)}@${ascii}` : value;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The `em` parameter of the double opt-in link: sha1 of the email as stored (Shopware: hash('sha1', email)). */
export function emailDigest(email: string): string {
  return createHash('sha1').update(email).digest('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The double opt-in hash (Shopware: Uuid::randomHex, 122 random bits); here 32 hex = 128 bits from the CSPRNG. */
export function newOptInHash(): string {
  return randomBytes(16).toString('hex');
}

/** The password-recovery hash: 32 alphanumeric characters (Random::getAlphanumericString(32)). */
export function newRecoveryHash(): string {
  return randomAlphanumeric(32);
}
