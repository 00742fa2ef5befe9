import { describe, expect, it } from 'vitest';
import {
  cartLineItemAddLimit,
  klarnaSandboxFromEnv,
  optionsFromEnv,
  shopOwnerEmail,
  trustProxyFromEnv,
} from './options.js';

describe('SHOP_OWNER_EMAIL', () => {
  it('is enquiries@example.com unless set; an option given in code wins', () => {
    expect(shopOwnerEmail(optionsFromEnv({}))).toBe('enquiries@example.com');
    expect(shopOwnerEmail(optionsFromEnv({ SHOP_OWNER_EMAIL: ' sales@example.com ' }))).toBe(
      'sales@example.com',
    );
    expect(
      shopOwnerEmail(
        optionsFromEnv({ SHOP_OWNER_EMAIL: 'b@example.com' }, { shopOwnerEmail: 'a@example.com' }),
      ),
    ).toBe('a@example.com');
  });
});

describe('CART_LINE_ITEM_ADD_LIMIT', () => {
  it('is 100 unless set to a number; 0 turns it off', () => {
    expect(cartLineItemAddLimit(optionsFromEnv({}))).toBe(100);
    expect(cartLineItemAddLimit(optionsFromEnv({ CART_LINE_ITEM_ADD_LIMIT: 'many' }))).toBe(100);
    expect(cartLineItemAddLimit(optionsFromEnv({ CART_LINE_ITEM_ADD_LIMIT: '0' }))).toBe(0);
    expect(cartLineItemAddLimit(optionsFromEnv({ CART_LINE_ITEM_ADD_LIMIT: '3' }, {}))).toBe(3);
    expect(
      cartLineItemAddLimit(optionsFromEnv({ CART_LINE_ITEM_ADD_LIMIT: '3' }, { cartLineItemAddLimit: 5 })),
    ).toBe(5);
  });
});

describe('BENCH_EMPTY_ROUTE', () => {
  it('is off unless set to 1 or true; anything else stops the start', () => {
    expect(optionsFromEnv({}).benchEmptyRoute).toBe(undefined);
    expect(optionsFromEnv({ BENCH_EMPTY_ROUTE: '0' }).benchEmptyRoute).toBe(false);
    expect(optionsFromEnv({ BENCH_EMPTY_ROUTE: '1' }).benchEmptyRoute).toBe(true);
    expect(optionsFromEnv({ BENCH_EMPTY_ROUTE: 'true' }, { benchEmptyRoute: false }).benchEmptyRoute).toBe(
      false,
    );
    expect(() => optionsFromEnv({ BENCH_EMPTY_ROUTE: 'yes' })).toThrow(
      'BENCH_EMPTY_ROUTE must be 1, true, 0 or false: yes',
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'FALSE'])
      expect(trustProxyFromEnv(value)).toBe(undefined);
  });

  it('trusts any proxy with 1 or true, else the listed addresses', () => {
    expect(trustProxyFromEnv('1')).toBe(true);
    expect(trustProxyFromEnv('True')).toBe(true);
    expect(trustProxyFromEnv(' 10.0.0.0/8,127.0.0.1 ')).toBe('10.0.0.0/8,127.0.0.1');
    expect(optionsFromEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(optionsFromEnv({}).trustProxy).toBe(undefined);
  });
});

describe('housekeeping settings', () => {
  it('are unset (the defaults apply) unless given', () => {
    const options = optionsFromEnv({});
    expect(options.sessionRetentionDays).toBe(undefined);
    expect(options.housekeepingIntervalMinutes).toBe(undefined);
  });

  it('read SESSION_RETENTION_DAYS (> 0) and HOUSEKEEPING_INTERVAL_MINUTES (0 turns it off)', () => {
    const options = optionsFromEnv({ SESSION_RETENTION_DAYS: '30', HOUSEKEEPING_INTERVAL_MINUTES: '0' });
    expect(options.sessionRetentionDays).toBe(30);
    expect(options.housekeepingIntervalMinutes).toBe(0);
    expect(optionsFromEnv({ HOUSEKEEPING_INTERVAL_MINUTES: '7.5' }).housekeepingIntervalMinutes).toBe(7.5);
  });

  it('refuse what would delete live sessions or is no number', () => {
    expect(() => optionsFromEnv({ SESSION_RETENTION_DAYS: '0' })).toThrow(
      'SESSION_RETENTION_DAYS must be a number of days > 0: 0',
    );
    expect(() => optionsFromEnv({ SESSION_RETENTION_DAYS: 'forever' })).toThrow('SESSION_RETENTION_DAYS');
    expect(() => optionsFromEnv({ HOUSEKEEPING_INTERVAL_MINUTES: '-5' })).toThrow(
      'HOUSEKEEPING_INTERVAL_MINUTES must be a number of minutes >= 0: -5',
    );
    expect(() => optionsFromEnv({ RESPONSE_CACHE_MB: '-1' })).toThrow(
      'RESPONSE_CACHE_MB must be a number of MB >= 0',
    );
  });
});

describe('MAIL_MAX_ATTEMPTS', () => {
  it('sets the attempts before a mail is given up; unset keeps the default', () => {
    expect(optionsFromEnv({ MAIL_MAX_ATTEMPTS: ' 12 ' }).mailDelivery).toEqual({ maxAttempts: 12 });
    expect(optionsFromEnv({}).mailDelivery).toBe(undefined);
  });

  it('refuses anything but a whole number of at least 1', () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => optionsFromEnv({ MAIL_MAX_ATTEMPTS: value })).toThrow(/MAIL_MAX_ATTEMPTS/);
    }
  });
});

describe('KLARNA_SANDBOX', () => {
  it('is on with 1 or true, off with 0 or false, by PUBLIC_URL when unset, and refuses anything else', () => {
    for (const value of ['1', 'true', ' TRUE ']) expect(klarnaSandboxFromEnv(value)).toBe(true);
    for (const value of ['0', 'false', 'False']) expect(klarnaSandboxFromEnv(value)).toBe(false);
    for (const value of [undefined, '', ' ']) expect(klarnaSandboxFromEnv(value)).toBe(undefined);
    expect(() => klarnaSandboxFromEnv('yes')).toThrow(/KLARNA_SANDBOX/);
    expect(optionsFromEnv({ KLARNA_SANDBOX: '1' }).klarna).toEqual({ sandbox: true });
    expect(optionsFromEnv({}).klarna).toEqual({});
  });
});

describe('flood settings', () => {
  it('read RATE_LIMITS rows and PASSWORD_HASHING_CONCURRENCY; unset keeps the defaults', () => {
    const options = optionsFromEnv({
      RATE_LIMITS: 'login-address=100/60, mail-recipient=3/3600',
      PASSWORD_HASHING_CONCURRENCY: '2',
    });
    expect(options.floodLimits).toEqual({
      'login-address': { limit: 100, windowSeconds: 60 },
      'mail-recipient': { limit: 3, windowSeconds: 3600 },
    });
    expect(options.passwordHashingConcurrency).toBe(2);
    expect(optionsFromEnv({}).floodLimits).toBe(undefined);
    expect(optionsFromEnv({}).passwordHashingConcurrency).toBe(undefined);
  });

  it('stop the start on a bad row or concurrency', () => {
    expect(() => optionsFromEnv({ RATE_LIMITS: 'logins=1/60' })).toThrow(/RATE_LIMITS/);
    for (const value of ['0', '1.5', 'all', '65']) {
      expect(() => optionsFromEnv({ PASSWORD_HASHING_CONCURRENCY: value })).toThrow(
        /PASSWORD_HASHING_CONCURRENCY/,
      );
    }
  });
});
