import { describe, expect, it } from 'vitest';
import { klarnaDescription, startWarnings } from './start-warnings.js';

describe('start warnings', () => {
  const publicShop = { publicUrl: 'https://shop.example.com', dataDir: '/srv/shop/data' };

  it('warn on a public PUBLIC_URL without SMTP_URL that mails reach no one', () => {
    const [warning, ...rest] = startWarnings(publicShop, { sandbox: false });
    expect(warning).toMatch(/^No SMTP_URL: mails .* reach no one\. .*\/srv\/shop\/data\/outbox/);
    expect(rest).toEqual([]);
  });

  it('warn of the Klarna sandbox on a public PUBLIC_URL', () => {
    const warnings = startWarnings({ ...publicShop, smtpUrl: 'smtp://mail' }, { sandbox: true });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/without any money moving/);
  });

  it('stay silent on a laptop and with SMTP', () => {
    expect(startWarnings({ publicUrl: 'http://localhost:8080', dataDir: 'd' }, { sandbox: true })).toEqual(
      [],
    );
    expect(startWarnings({ ...publicShop, smtpUrl: 'smtp://mail' }, { sandbox: false })).toEqual([]);
  });

  it('warn of the bench empty route wherever it is on', () => {
    const warnings = startWarnings(
      { publicUrl: 'http://localhost:8080', dataDir: 'd', benchEmptyRoute: true },
      { sandbox: false },
    );
    expect(warnings).toEqual([expect.stringMatching(/^BENCH_EMPTY_ROUTE=1: GET \/__bench\/empty answers/)]);
  });

  it('describe Klarna as sandbox, not offered or the API', () => {
    expect(
      klarnaDescription({ available: true, sandbox: true, apiUrl: null }, 'http://localhost:8080'),
    ).toMatch(/^built-in sandbox http:\/\/localhost:8080\/klarna-sandbox/);
    expect(klarnaDescription({ available: false, sandbox: false, apiUrl: null }, 'x')).toMatch(
      /^not offered/,
    );
    expect(
      klarnaDescription({ available: true, sandbox: false, apiUrl: 'https://api.klarna.com' }, 'x'),
    ).toBe('https://api.klarna.com (KLARNA_API_URL)');
  });
});
