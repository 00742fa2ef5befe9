import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHostname, isLoopbackOrigin, loopbackAliasOrigins } from './loopback.js';

describe('loopback', () => {
  it('knows the loopback addresses of both families, mapped and bracketed', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      '128.0.0.1',
      '10.0.0.1',
      '203.0.113.7',
      '::ffff:203.0.113.7',
      'fe80::1',
      '::',
      '0.0.0.0',
      'localhost',
      'unknown',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('knows loopback host names and origins', () => {
    expect(isLoopbackHostname('localhost')).toBe(true);
    expect(isLoopbackHostname('shop.localhost')).toBe(true);
    expect(isLoopbackHostname('[::1]')).toBe(true);
    expect(isLoopbackHostname('localhost.example.com')).toBe(false);
    expect(isLoopbackOrigin('http://localhost:8080')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1:3000/shop')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:8080')).toBe(true);
    expect(isLoopbackOrigin('https://shop.example.com')).toBe(false);
    expect(isLoopbackOrigin('http://127.0.0.1.nip.io')).toBe(false);
    expect(isLoopbackOrigin('not a url')).toBe(false);
  });

  it('lists the loopback aliases of a loopback origin on the same scheme and port only', () => {
    expect(loopbackAliasOrigins('http://localhost:8080/')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(loopbackAliasOrigins('http://127.0.0.1')).toEqual([
      'http://127.0.0.1',
      'http://localhost',
      'http://[::1]',
    ]);
    expect(loopbackAliasOrigins('https://shop.example.com')).toEqual(['https://shop.example.com']);
  });
});
