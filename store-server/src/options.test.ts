import { describe, expect, it } from 'vitest';
import { optionsFromEnv, trustProxyFromEnv } from './options.js';

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
