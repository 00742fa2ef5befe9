import { describe, expect, it } from 'vitest';
import { emailDigest, isValidEmail, newOptInHash, newRecoveryHash, stripTags } from './text.js';

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
