import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { emailDigest } from '../src/domain/account/text.js';
import { salutations } from '../src/seed/reference-data.js';
import {
  FAST_HASHING,
  lastMailTo,
  linkIn,
  outbox,
  registeredCustomer,
  STOREFRONT_URL,
  withToken,
} from './support/account.js';
import { assertConformant } from './support/conformance.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Issue 18: the newsletter's double opt-in (services/newsletter.ts) and the contact form (services/contact.ts).

type Errors = { errors: Array<{ code: string; source?: { pointer: string } }> };
const codes = (json: unknown) => (json as Errors).errors.map((e) => e.code);
const pointers = (json: unknown) => (json as Errors).errors.map((e) => e.source?.pointer);
const OWNER = 'owner-contact@example.com';
const mr = salutations.find((s) => s.key === 'mr')!;

describe.each(databaseKinds)('newsletter (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, {
      passwordHashing: FAST_HASHING,
      floodLimits: { 'newsletter-address': { limit: 1000, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => server?.close());

  const subscribe = (email: string, extra: Record<string, unknown> = {}, token?: string) =>
    server.api.post<{ success: boolean; status: string }>(
      '/newsletter/subscribe',
      { email, option: 'subscribe', storefrontUrl: STOREFRONT_URL, ...extra },
      token ? withToken(token) : {},
    );
  const statusOf = async (email: string) =>
    (
      await server.app.db
        .selectFrom('newsletter_recipient')
        .select('status')
        .where('email_lower', '=', email)
        .executeTakeFirst()
    )?.status;

  it('subscribes with double opt-in: notSet, a mail with the link, optIn only through the link', async () => {
    const email = 'reader@example.com';
    const subscribed = await subscribe(email, { firstName: 'Rita' });
    expect(subscribed.status).toBe(200);
    expect(subscribed.json).toMatchObject({ success: true, status: 'notSet' });
    expect(await statusOf(email)).toBe('notSet');
    const link = linkIn((await lastMailTo(server, email)).text, '/newsletter-subscribe');
    expect(link.origin + link.pathname).toBe(`${STOREFRONT_URL}/newsletter-subscribe`);
    expect(link.searchParams.get('em')).toBe(emailDigest(email));

    const wrongEm = await server.api.post('/newsletter/confirm', {
      hash: link.searchParams.get('hash'),
      em: 'x',
    });
    expect(wrongEm.status).toBe(400);
    expect(codes(wrongEm.json)).toEqual(['VIOLATION::NOT_EQUAL_ERROR']);
    const unknown = await server.api.post('/newsletter/confirm', { hash: 'f'.repeat(32), em: 'x' });
    expect(unknown.status).toBe(404);
    expect(codes(unknown.json)).toEqual(['CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND']);
    expect(await statusOf(email)).toBe('notSet');
    const confirm = { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') };
    // Shopware 6.7.9+ answers confirm and unsubscribe with a SuccessResponse (before: 204).
    const confirmed = await server.api.post('/newsletter/confirm', confirm);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ success: true, apiAlias: 'array_struct' });
    assertConformant('POST', '/newsletter/confirm', 200, confirmed.json);
    expect(await statusOf(email)).toBe('optIn');

    // Subscribed already: the same answer as anyone's, and no second mail.
    const mails = (await outbox(server)).filter((entry) => entry.to === email).length;
    expect((await subscribe(email)).json.status).toBe('notSet');
    expect((await outbox(server)).filter((entry) => entry.to === email).length).toBe(mails);
    // confirmSubscribe does not skip the link.
    expect((await subscribe('skip@example.com', { option: 'confirmSubscribe' })).json.status).toBe('notSet');
    expect(await statusOf('skip@example.com')).toBe('notSet');
  });

  it('unsubscribes any address alike, and with option unsubscribe', async () => {
    await subscribe('leaver@example.com');
    const left = await server.api.post('/newsletter/unsubscribe', { email: 'leaver@example.com' });
    expect(left.status).toBe(200);
    expect(left.json).toEqual({ success: true, apiAlias: 'array_struct' });
    assertConformant('POST', '/newsletter/unsubscribe', 200, left.json);
    expect(await statusOf('leaver@example.com')).toBe('optOut');
    const never = await server.api.post('/newsletter/unsubscribe', { email: 'never@example.com' });
    expect(never.status).toBe(200);
    expect(never.json).toEqual(left.json);
    expect(await statusOf('never@example.com')).toBeUndefined();
    const missing = await server.api.post('/newsletter/unsubscribe', {});
    expect(missing.status).toBe(400);
    expect(codes(missing.json)).toEqual(['CONTENT__MISSING_EMAIL_PARAMETER']);
    await subscribe('option@example.com');
    expect((await subscribe('option@example.com', { option: 'unsubscribe' })).json.status).toBe('optOut');
    expect(await statusOf('option@example.com')).toBe('optOut');
  });

  it('validates like Shopware: option, storefrontUrl of the sales channel, no links or control characters in names', async () => {
    const bad = await server.api.post('/newsletter/subscribe', {
      email: 'bad@example.com',
      option: 'everything',
      storefrontUrl: 'https://evil.example/shop',
      firstName: 'see https://evil.example',
      lastName: 'Line\nbreak',
    });
    expect(bad.status).toBe(400);
    expect(pointers(bad.json).sort()).toEqual(['/firstName', '/lastName', '/option', '/storefrontUrl']);
    expect(await statusOf('bad@example.com')).toBeUndefined();
  });

  it('lets a customer subscribe their own email directly and read the status', async () => {
    const email = 'member@example.com';
    const { token } = await registeredCustomer(server, email);
    const before = await server.api.post('/account/newsletter-recipient', {}, withToken(token));
    expect(before.json).toEqual({ status: 'undefined', apiAlias: 'account_newsletter_recipient' });
    expect((await subscribe(email, {}, token)).json.status).toBe('direct');
    const after = await server.api.post('/account/newsletter-recipient', {}, withToken(token));
    expect(after.json).toMatchObject({ status: 'direct' });
    // Another address from the same session still needs the link.
    expect((await subscribe('someone-else@example.com', {}, token)).json.status).toBe('notSet');
    expect((await server.api.post('/account/newsletter-recipient', {})).status).toBe(403);
  });

  it('writes the German mail for a German session', async () => {
    await subscribe('leser@example.com', { storefrontUrl: 'http://localhost:8080/de/shop' }, undefined);
    const session = await server.api.patch('/context', { languageId: GERMAN_LANGUAGE_ID });
    await subscribe('leserin@example.com', {}, session.token);
    expect((await lastMailTo(server, 'leserin@example.com')).subject).toBe(
      'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    );
  });

  it('is flood-limited per email', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 7; attempt += 1) last = (await subscribe('flood@example.com')).status;
    expect(last).toBe(429);
  });
});

describe.each(databaseKinds)('contact form (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING, shopOwnerEmail: OWNER });
  });
  afterAll(async () => server?.close());

  const message = (extra: Record<string, unknown> = {}) => ({
    salutationId: mr.id,
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max@example.com',
    phone: '+49 40 123',
    subject: 'Custom size',
    comment: 'Can you cut PMMA to 1234 x 567 mm?\nThanks.',
    ...extra,
  });

  it('mails the message to the shop owner and answers the success message', async () => {
    const sent = await server.api.post('/contact-form', message());
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
    const mail = await lastMailTo(server, OWNER);
    expect(mail.subject).toBe('Contact form: Custom size');
    expect(mail.text).toContain('Mr. Max Mustermann');
    expect(mail.text).toContain('max@example.com');
    expect(mail.text).toContain('Can you cut PMMA to 1234 x 567 mm?\nThanks.');
  });

  it('validates like Shopware and refuses control characters', async () => {
    const empty = await server.api.post('/contact-form', {});
    expect(empty.status).toBe(400);
    expect(pointers(empty.json).sort()).toEqual([
      '/comment',
      '/email',
      '/firstName',
      '/lastName',
      '/salutationId',
      '/subject',
    ]);
    const bad = await server.api.post(
      '/contact-form',
      message({
        email: 'no',
        firstName: 'http://spam.example',
        subject: 'Bcc:\r\nx',
        comment: 'a\u0007b',
        salutationId: 'a'.repeat(32),
      }),
    );
    expect(bad.status).toBe(400);
    expect(codes(bad.json).sort()).toEqual([
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      'VIOLATION::INVALID_FORMAT_ERROR',
      'VIOLATION::REGEX_FAILED_ERROR',
      'VIOLATION::REGEX_FAILED_ERROR',
      'VIOLATION::REGEX_FAILED_ERROR',
    ]);
    const long = await server.api.post('/contact-form', message({ comment: 'x'.repeat(5001) }));
    expect(codes(long.json)).toEqual(['VIOLATION::TOO_LONG_ERROR']);
    expect((await outbox(server)).filter((entry) => entry.to === OWNER)).toHaveLength(1);
  });

  it('is flood-limited per email', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push(
        (await server.api.post('/contact-form', message({ email: 'flood-contact@example.com' }))).status,
      );
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
