import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLOOD_LIMITS,
  FLOOD_LIMIT_NAMES,
  MAX_WINDOW_SECONDS,
  floodChecks,
  floodLimitsWith,
  parseFloodLimits,
} from './flood-limits.js';

describe('flood limits', () => {
  it('has a positive default with a window of at most a day for every name', () => {
    for (const name of FLOOD_LIMIT_NAMES) {
      expect(DEFAULT_FLOOD_LIMITS[name].limit).toBeGreaterThan(0);
      expect(DEFAULT_FLOOD_LIMITS[name].windowSeconds).toBeLessThanOrEqual(MAX_WINDOW_SECONDS);
    }
  });

  it('parses RATE_LIMITS rows and replaces only those', () => {
    const overrides = parseFloodLimits(' login-address = 100/60 ,cart-address=0/3600,');
    expect(overrides).toEqual({
      'login-address': { limit: 100, windowSeconds: 60 },
      'cart-address': { limit: 0, windowSeconds: 3600 },
    });
    const limits = floodLimitsWith(overrides);
    expect(limits['login-address']).toEqual({ limit: 100, windowSeconds: 60 });
    expect(limits['register-email']).toEqual(DEFAULT_FLOOD_LIMITS['register-email']);
    expect(parseFloodLimits(undefined)).toEqual({});
    expect(parseFloodLimits('')).toEqual({});
  });

  it('refuses unknown names, bad syntax and windows beyond a day', () => {
    expect(() => parseFloodLimits('login=10/60')).toThrow(/unknown limit "login"/);
    expect(() => parseFloodLimits('login-address=ten/60')).toThrow(/not name=count\/seconds/);
    expect(() => parseFloodLimits('login-address=10')).toThrow(/not name=count\/seconds/);
    expect(() => parseFloodLimits('login-address=10/0')).toThrow(/1 to 86400 seconds/);
    expect(() => parseFloodLimits('login-address=10/86401')).toThrow(/1 to 86400 seconds/);
  });

  it('counts the address, and the email lower-cased when there is one', () => {
    expect(floodChecks('login', '203.0.113.7', ' Victim@Example.COM ')).toEqual([
      { name: 'login-address', key: '203.0.113.7' },
      { name: 'login-email', key: 'victim@example.com' },
    ]);
    expect(floodChecks('recovery', '203.0.113.7', '')).toEqual([
      { name: 'recovery-address', key: '203.0.113.7' },
    ]);
  });
});
