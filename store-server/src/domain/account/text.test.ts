import { describe, expect, it } from 'vitest';
import {
  emailDigest,
  emailWithAsciiDomain,
  isValidEmail,
  newOptInHash,
  newRecoveryHash,
  stripTags,
} from './text.js';

describe('account text helpers', () => {
  it('strips tags like PHP strip_tags', () => {
    expect(stripTags('<b>Bob</b><script>alert(1)</script>')).toBe('Bobalert(1)');
    expect(stripTags(' Müller <!-- c --> GmbH ')).toBe('Müller  GmbH');
    expect(stripTags('a <b><i>x</i></b>b')).toBe('a xb');
    expect(stripTags('ok <img src=x onerror=alert(1)')).toBe('ok');
    expect(stripTags('5 < 6 and 7 > 3')).toBe('5 < 6 and 7 > 3');
  });

  it('validates emails', () => {
    expect(isValidEmail('a.b+c@example.co.uk')).toBe(true);
    for (const bad of ['a@b', 'a b@example.com', '@example.com', 'a@example.com\n', "' OR 1=1--"]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('makes the link secrets', () => {
    expect(emailDigest('demo@example.com')).toMatch(/^[0-9a-f]{40}$/);
    expect(newOptInHash()).toMatch(/^[0-9a-f]{32}$/);
    expect(newRecoveryHash()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(newRecoveryHash()).not.toBe(newRecoveryHash());
  });
});

describe('emailWithAsciiDomain (IDN emails, as Shopware converts them before validation and lookup)', () => {
  it('writes an internationalised domain in its ASCII (punycode) form and keeps the local part', () => {
    expect(emailWithAsciiDomain('info@bücher.de')).toBe('info@xn--bcher-kva.de');
    expect(emailWithAsciiDomain('Jörg@Müller.example')).toBe('Jörg@xn--mller-kva.example');
    expect(isValidEmail(emailWithAsciiDomain('info@bücher.de'))).toBe(true);
  });

  it('leaves ASCII domains, strings without @ and domains without an ASCII form alone', () => {
    expect(emailWithAsciiDomain('a.b+c@Example.co.uk')).toBe('a.b+c@Example.co.uk');
    expect(emailWithAsciiDomain('no-at-sign')).toBe('no-at-sign');
    expect(emailWithAsciiDomain('a@b\u0000ü.de')).toBe('a@b\u0000ü.de');
    expect(isValidEmail(emailWithAsciiDomain('a@exa mple.de'))).toBe(false);
  });
});
