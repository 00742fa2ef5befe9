import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyDirectives, securityHeaders } from './headers.js';

const KLARNA = ['https://*.klarna.com', 'https://*.klarnacdn.net', 'https://*.klarnaservices.com'];

describe('security headers', () => {
  it('allows scripts only from this server with the built-in Klarna sandbox, and no Klarna origin at all', () => {
    const csp = contentSecurityPolicyDirectives({ publicUrl: 'http://localhost:8080', klarnaSdkUrl: null });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:8080']);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it("follows the configured Klarna SDK URL's origin in script-src and allows Klarna to connect and frame", () => {
    const csp = contentSecurityPolicyDirectives({
      publicUrl: 'https://shop.example.com/some/path',
      klarnaSdkUrl: 'https://sdk.example.net:8443/kp/lib/v1/api.js?x=1',
    });
    expect(csp['script-src']).toEqual(["'self'", 'https://sdk.example.net:8443']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://shop.example.com', ...KLARNA]);
    expect(csp['frame-src']).toEqual(["'self'", ...KLARNA]);
  });

  it('leaves out an SDK URL that has no origin instead of writing it into the policy', () => {
    const csp = contentSecurityPolicyDirectives({
      publicUrl: 'http://x',
      klarnaSdkUrl: 'not a url; script-src *',
    });
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it("sets Shopware's headers, HSTS only for an https public origin", () => {
    const plain = securityHeaders({ publicUrl: 'http://localhost:8080', klarnaSdkUrl: null });
    expect(plain).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(plain).not.toHaveProperty('Strict-Transport-Security');
    const secure = securityHeaders({ publicUrl: 'HTTPS://shop.example.com', klarnaSdkUrl: null });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});
