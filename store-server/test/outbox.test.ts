import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING, lastMailTo, registration } from './support/account.js';
import { createTestServer, type TestServer } from './support/test-server.js';

describe('outbox page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer('sqlite', { passwordHashing: FAST_HASHING });
  });
  afterAll(async () => server?.close());

  it('lists the mails newest first and shows a mail with its links, escaped, with the security headers', async () => {
    await server.api.post('/account/register', registration('outbox@example.com'));
    // Delivered in the background after the registration's commit: written before the next mail.
    await server.app.mailDelivery.settled();
    await server.app.mailer.send({
      to: 'x@example.com',
      subject: '<script>alert("s")</script>',
      text: 'Hi <img src=x onerror=alert(1)>\nhttps://shop.example/a?x=1&y="2"\njavascript:alert(1)\n',
      html: '<p>ignored</p>',
    });
    const list = await server.app.inject({ method: 'GET', url: '/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['content-security-policy']).toContain("script-src 'self'");
    expect(list.headers['x-content-type-options']).toBe('nosniff');
    expect(list.body).not.toContain('<script>alert');
    expect(list.body).toContain('&lt;script&gt;alert(&quot;s&quot;)&lt;/script&gt;');
    expect(list.body.indexOf('&lt;script&gt;')).toBeLessThan(
      list.body.indexOf('Please confirm your registration'),
    );
    expect(list.body).toContain('outbox@example.com');

    const file = /href="\/outbox\/([^"]+\.eml)"/.exec(list.body)?.[1];
    const mail = await server.app.inject({ method: 'GET', url: `/outbox/${file}` });
    expect(mail.statusCode).toBe(200);
    expect(mail.body).not.toContain('<img');
    expect(mail.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // A link ends at a quote or bracket, so no markup can be smuggled into the href.
    expect(mail.body).toContain('<a href="https://shop.example/a?x=1&amp;y=">');
    expect(mail.body).not.toContain('href="javascript:');

    const confirmation = await lastMailTo(server, 'outbox@example.com');
    const page = await server.app.inject({ method: 'GET', url: `/outbox/${confirmation.file}` });
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:8080\/shop\/registration\/confirm\?em=[0-9a-f]{40}&amp;hash=[0-9a-f]{32}">/,
    );
  });

  it('answers 404 for unknown or malformed mail names', async () => {
    for (const name of ['nothing.eml', '..%2F..%2Fshop.sqlite', 'a.json']) {
      const response = await server.app.inject({ method: 'GET', url: `/outbox/${name}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('is linked from the demo host page', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/shop' });
    expect(page.body).toContain('href="/outbox"');
  });
});
