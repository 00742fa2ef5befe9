import { describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, SYSTEM_LANGUAGE_ID } from '../constants.js';
import { accountMail, confirmationLink, mailLocale, recoveryLink } from './account-mails.js';

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
});
