import { describe, expect, it } from 'vitest';
import { KLARNA_CDN_SDK_URL, klarnaConfig } from './config.js';

describe('klarnaConfig', () => {
  it('uses Klarna with credentials, wherever the shop is', () => {
    const config = klarnaConfig({ username: 'm', password: 'p' }, 'https://shop.example.com');
    expect(config).toMatchObject({ available: true, sandbox: false, sdkUrl: KLARNA_CDN_SDK_URL });
    expect(config.apiUrl).toBe('https://api.playground.klarna.com');
  });

  it('runs the sandbox without credentials on a loopback PUBLIC_URL, unless KLARNA_SANDBOX=0', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:3000', 'http://[::1]:8080'])
      expect(klarnaConfig({}, url)).toMatchObject({ available: true, sandbox: true, apiUrl: null });
    expect(klarnaConfig({ sandbox: false }, 'http://localhost:8080')).toMatchObject({
      available: false,
      sandbox: false,
    });
  });

  it('offers no Klarna without credentials on a public PUBLIC_URL, unless KLARNA_SANDBOX=1', () => {
    const off = klarnaConfig(undefined, 'https://shop.example.com');
    expect(off).toEqual({
      available: false,
      sandbox: false,
      username: '',
      password: '',
      apiUrl: null,
      sdkUrl: null,
    });
    expect(klarnaConfig({ sandbox: true }, 'https://shop.example.com')).toMatchObject({
      available: true,
      sandbox: true,
    });
  });
});
