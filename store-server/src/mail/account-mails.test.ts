import { describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, SYSTEM_LANGUAGE_ID } from '../constants.js';
import {
  accountMail,
  confirmationLink,
  mailLocale,
  recoveryLink,
  registrationMail,
} from './account-mails.js';

describe('account mails', () => {
  it('builds Shopware-compatible links', () => {
    expect(confirmationLink('http://x/de/shop', 'ab', 'cd')).toBe(
      'http://x/de/shop/registration/confirm?em=ab&hash=cd',
    );
    expect(recoveryLink('http://x/shop', 'H')).toBe('http://x/shop/account/recover/password?hash=H');
  });

  it('writes in the customer language and escapes the HTML part', () => {
    expect(mailLocale(GERMAN_LANGUAGE_ID)).toBe('de-DE');
    expect(mailLocale(SYSTEM_LANGUAGE_ID)).toBe('en-GB');
    const mail = accountMail(
      'passwordRecovery',
      'de-DE',
      { email: 'a@b.de', firstName: 'A&B', lastName: '<x>' },
      'http://x/shop/account/recover/password?hash=1&y=2',
    );
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo A&B <x>,');
    expect(mail.text).toContain('http://x/shop/account/recover/password?hash=1&y=2');
    expect(mail.html).toContain('Hallo A&amp;B &lt;x&gt;,');
    expect(mail.html).toContain('href="http://x/shop/account/recover/password?hash=1&amp;y=2"');
  });

  it('shows a name stored with control characters (written before the rule) on one line, unreordered', () => {
    const mail = accountMail(
      'passwordRecovery',
      'en-GB',
      { email: 'a@b.de', firstName: 'Bob\r\n\r\nClick http://evil.example', lastName: '\u202Eesrever\u0085' },
      'http://x/shop/account/recover/password?hash=1',
    );
    const greeting = mail.text.split('\n')[0];
    expect(greeting).toBe('Hello Bob Click http://evil.example  esrever,');
    expect(mail.text).not.toMatch(/[\r\u0085\u202E]/);
    expect(mail.html).toContain('<p>Hello Bob Click http://evil.example  esrever,</p>');
  });
});

describe('registration mail', () => {
  const storefrontUrl = 'http://x/shop';
  const customer = {
    email: 'new@example.com',
    first_name: 'Erika',
    last_name: 'Muster',
    language_id: SYSTEM_LANGUAGE_ID,
    hash: 'opt-in-hash',
    confirmed_at: null,
  };

  it('sends a new account its confirmation link, and a guest nothing', () => {
    const mail = registrationMail({ storefrontUrl, guest: false, created: customer, existing: undefined });
    expect(mail?.to).toBe('new@example.com');
    expect(mail?.subject).toBe('Please confirm your registration');
    expect(mail?.text).toContain('http://x/shop/registration/confirm?em=');
    // Anyone can register a stranger's address: the confirmation does not carry the names typed with it.
    expect(mail?.text.startsWith('Hello,\n')).toBe(true);
    expect(`${mail?.text} ${mail?.html}`).not.toMatch(/Erika|Muster/);
    expect(
      registrationMail({ storefrontUrl, guest: true, created: customer, existing: undefined }),
    ).toBeNull();
  });

  it('mails the owner of a known email, in their language: the link again while unconfirmed, else a note', () => {
    const existing = {
      ...customer,
      email: 'known@example.com',
      hash: 'old-hash',
      language_id: GERMAN_LANGUAGE_ID,
    };
    const unconfirmed = registrationMail({ storefrontUrl, guest: false, created: customer, existing });
    expect(unconfirmed?.to).toBe('known@example.com');
    expect(unconfirmed?.subject).toBe('Bitte bestätigen Sie Ihre Registrierung');
    expect(unconfirmed?.text).toContain('hash=old-hash');
    const confirmed = registrationMail({
      storefrontUrl,
      guest: false,
      created: customer,
      existing: { ...existing, confirmed_at: '2026-01-01T00:00:00.000Z' },
    });
    expect(confirmed?.subject).toBe('Registrierung mit Ihrer E-Mail-Adresse');
    expect(confirmed?.text).toContain('http://x/shop/resetpassword');
    // A confirmed owner is greeted by the name of their own account.
    expect(confirmed?.text.startsWith('Hallo Erika Muster,\n')).toBe(true);
    expect(unconfirmed?.text.startsWith('Guten Tag,\n')).toBe(true);
  });
});
