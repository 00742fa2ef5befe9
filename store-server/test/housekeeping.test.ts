import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_CHANNEL_ID } from '../src/constants.js';
import { deleteStaleContexts } from '../src/db/repositories/housekeeping-repository.js';
import { runHousekeeping } from '../src/housekeeping/run-housekeeping.js';
import { FAST_HASHING, registration } from './support/account.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// The housekeeping on a real database: which sessions, carts, Klarna sessions, rate-limit rows and recovery
// hashes go (older than the retention, finished, their session gone) and which stay, that customers, guests, addresses and orders are never touched, that batches delete
// everything over several rounds, and that a listening server runs it at start and stops it on close. Time is
// the server's injected clock. The session and login behaviour around it: housekeeping-sessions.test.ts.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const RETENTION = { sessionRetentionDays: 120 };

describe.each(databaseKinds)('housekeeping (%s)', (kind) => {
  let server: TestServer;
  const now = new Date('2026-11-24T06:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING, now: () => now });
  });
  afterAll(async () => server?.close());

  const db = () => server.app.db;
  const context = (token: string, updatedAt: string) => ({
    token,
    sales_channel_id: SALES_CHANNEL_ID,
    customer_id: null,
    payload: '{}',
    updated_at: updatedAt,
  });
  const cart = (token: string, updatedAt: string, customerId: string | null = null) => ({
    token,
    sales_channel_id: SALES_CHANNEL_ID,
    customer_id: customerId,
    line_items: '[]',
    version: 1,
    created_at: updatedAt,
    updated_at: updatedAt,
  });
  const rateLimit = (key: string, lastAttemptAt: string, attempts = 12) => ({
    key,
    attempts,
    last_attempt_at: lastAttemptAt,
  });
  const klarnaSession = (token: string, updatedAt: string) => ({
    context_token: token,
    session_id: `klarna-${token}`,
    updated_at: updatedAt,
  });
  const recovery = (hash: string, customerId: string, createdAt: string, usedAt: string | null = null) => ({
    hash,
    customer_id: customerId,
    created_at: createdAt,
    used_at: usedAt,
  });
  const klarnaTokens = async (prefix: string) =>
    (
      await db()
        .selectFrom('klarna_context_session')
        .select('context_token')
        .where('context_token', 'like', `${prefix}%`)
        .execute()
    )
      .map((row) => row.context_token)
      .sort();
  const recoveryHashes = async (prefix: string) =>
    (await db().selectFrom('customer_recovery').select('hash').where('hash', 'like', `${prefix}%`).execute())
      .map((row) => row.hash)
      .sort();
  const anyCustomerId = async () =>
    (await db().selectFrom('customer').select('id').limit(1).executeTakeFirstOrThrow()).id;
  const tokens = async (table: 'sales_channel_context' | 'cart', prefix: string) =>
    (await db().selectFrom(table).select('token').where('token', 'like', `${prefix}%`).execute())
      .map((row) => row.token)
      .sort();
  const counts = async () => ({
    customers: (await db().selectFrom('customer').select('id').execute()).length,
    guests: (await db().selectFrom('customer').select('id').where('guest', '=', 1).execute()).length,
    addresses: (await db().selectFrom('customer_address').select('id').execute()).length,
    orders: (await db().selectFrom('shop_order').select('id').execute()).length,
  });

  it('deletes what is older than the retention or finished, and keeps the rest', async () => {
    await db()
      .insertInto('sales_channel_context')
      .values([
        context('a-ctx-old', ago(121 * DAY_MS)),
        context('a-ctx-young', ago(119 * DAY_MS)),
        context('a-ctx-in-use', ago(HOUR_MS)),
      ])
      .execute();
    await db()
      .insertInto('cart')
      .values([
        cart('a-ctx-old', ago(121 * DAY_MS)),
        // A cart without a session is normal: kept while young, whatever its age says about a session.
        cart('a-no-ctx-old', ago(121 * DAY_MS)),
        cart('a-no-ctx-young', ago(119 * DAY_MS)),
        // Its session is in use: the cart may be read every day without being changed.
        cart('a-ctx-in-use', ago(121 * DAY_MS)),
        // Parked at logout under a token no client holds: kept for the retention since their last update.
        cart('a-parked-old', ago(121 * DAY_MS), 'customer-parked-old'),
        cart('a-parked-young', ago(119 * DAY_MS), 'customer-parked-young'),
      ])
      .execute();
    await db()
      .insertInto('rate_limit')
      .values([
        rateLimit('a-reset-passed', ago(DAY_MS)),
        rateLimit('a-placeholder', new Date(0).toISOString(), 0),
        // A login back-off counts its attempts for 24 hours; an add-to-cart window for its minute.
        rateLimit('a-back-off-counting', ago(DAY_MS - 1000)),
        rateLimit('a-window-running', ago(30_000)),
      ])
      .execute();

    await db()
      .insertInto('klarna_context_session')
      .values([
        // The checkout of a session in use: its Klarna session is updated on the next start.
        klarnaSession('a-ctx-in-use', ago(HOUR_MS)),
        // Its session is deleted in this round.
        klarnaSession('a-ctx-old', ago(121 * DAY_MS)),
        // No session (logged in or out under a new token since): nobody places an order with this token.
        klarnaSession('a-no-ctx-young', ago(HOUR_MS)),
        // Its session is still young, but Klarna forgot this session long ago.
        klarnaSession('a-ctx-young', ago(121 * DAY_MS)),
      ])
      .execute();
    const customerId = await anyCustomerId();
    await db()
      .insertInto('customer_recovery')
      .values([
        recovery('a-rec-old', customerId, ago(7 * DAY_MS + 1000)),
        recovery('a-rec-old-used', customerId, ago(8 * DAY_MS), ago(8 * DAY_MS - HOUR_MS)),
        // Expired, but still answers "expired" rather than "unknown" for the rest of the week.
        recovery('a-rec-expired', customerId, ago(7 * DAY_MS - 1000)),
        recovery('a-rec-used', customerId, ago(HOUR_MS), ago(HOUR_MS / 2)),
        recovery('a-rec-valid', customerId, ago(HOUR_MS)),
      ])
      .execute();

    const mail = (id: string, sentAt: string | null, gaveUpAt: string | null = null) => ({
      id,
      recipient: 'someone@example.com',
      subject: id,
      text_body: id,
      html_body: id,
      created_at: ago(30 * DAY_MS),
      attempts: 1,
      next_attempt_at: ago(30 * DAY_MS),
      claimed_until: null,
      last_error: gaveUpAt ? 'refused' : null,
      sent_at: sentAt,
      gave_up_at: gaveUpAt,
    });
    await db()
      .insertInto('mail_queue')
      .values([
        mail('a-mail-sent-old', ago(7 * DAY_MS + 1000)),
        mail('a-mail-sent-young', ago(7 * DAY_MS - 1000)),
        // Never sent: still due (an SMTP outage of a month), or given up and kept for inspection.
        mail('a-mail-due', null),
        mail('a-mail-given-up', null, ago(29 * DAY_MS)),
      ])
      .execute();

    const deleted = await runHousekeeping(db(), now, RETENTION);

    expect(deleted).toEqual({
      contexts: 1,
      carts: 3,
      klarnaSessions: 3,
      rateLimits: 2,
      recoveries: 2,
      sentMails: 1,
      deskTokens: 0,
    });
    const mails = await db().selectFrom('mail_queue').select('id').where('id', 'like', 'a-mail-%').execute();
    expect(mails.map((row) => row.id).sort()).toEqual(['a-mail-due', 'a-mail-given-up', 'a-mail-sent-young']);
    expect(await tokens('sales_channel_context', 'a-')).toEqual(['a-ctx-in-use', 'a-ctx-young']);
    expect(await tokens('cart', 'a-')).toEqual(['a-ctx-in-use', 'a-no-ctx-young', 'a-parked-young']);
    const limits = await db().selectFrom('rate_limit').select('key').where('key', 'like', 'a-%').execute();
    expect(limits.map((row) => row.key).sort()).toEqual(['a-back-off-counting', 'a-window-running']);
    expect(await klarnaTokens('a-')).toEqual(['a-ctx-in-use']);
    expect(await recoveryHashes('a-')).toEqual(['a-rec-expired', 'a-rec-used', 'a-rec-valid']);
    // Idempotent: a second round (or another instance at the same time) finds nothing more.
    expect(await runHousekeeping(db(), now, RETENTION)).toEqual({
      contexts: 0,
      carts: 0,
      klarnaSessions: 0,
      rateLimits: 0,
      recoveries: 0,
      sentMails: 0,
      deskTokens: 0,
    });
  });

  it('follows the configured retention', async () => {
    await db()
      .insertInto('sales_channel_context')
      .values([context('b-ctx-31', ago(31 * DAY_MS)), context('b-ctx-29', ago(29 * DAY_MS))])
      .execute();
    await db()
      .insertInto('klarna_context_session')
      .values([klarnaSession('b-ctx-31', ago(HOUR_MS)), klarnaSession('b-ctx-29', ago(HOUR_MS))])
      .execute();
    await runHousekeeping(db(), now, { sessionRetentionDays: 30 });
    expect(await tokens('sales_channel_context', 'b-')).toEqual(['b-ctx-29']);
    expect(await klarnaTokens('b-')).toEqual(['b-ctx-29']);
  });

  it('never touches customers, guests, addresses or orders', async () => {
    const guest = await server.api.post(
      '/account/register',
      registration('housekeeping-guest@example.com', { guest: true, password: undefined }),
    );
    expect(guest.status).toBe(200);
    const before = await counts();
    expect(before.guests).toBeGreaterThan(0);
    expect(before.orders).toBeGreaterThan(0);

    // Years later every session and cart is abandoned; the accounts and their orders are not.
    await runHousekeeping(db(), new Date(now.getTime() + 3650 * DAY_MS), RETENTION);

    expect(await counts()).toEqual(before);
    expect(await tokens('sales_channel_context', '')).toEqual([]);
    expect(await tokens('cart', '')).toEqual([]);
  });

  it('deletes in bounded batches, over as many rounds as it takes', async () => {
    const stale = ago(200 * DAY_MS);
    const many = Array.from({ length: 250 }, (_, index) => `c-${String(index).padStart(3, '0')}`);
    await db()
      .insertInto('sales_channel_context')
      .values(many.map((token) => context(token, stale)))
      .execute();
    await db()
      .insertInto('cart')
      .values(many.map((token) => cart(token, stale)))
      .execute();
    await db()
      .insertInto('rate_limit')
      .values(many.map((key) => rateLimit(key, stale)))
      .execute();
    await db()
      .insertInto('klarna_context_session')
      .values(many.map((token) => klarnaSession(token, stale)))
      .execute();
    const customerId = await anyCustomerId();
    await db()
      .insertInto('customer_recovery')
      .values(many.map((hash) => recovery(hash, customerId, stale)))
      .execute();

    // One batch deletes at most its size.
    expect(await deleteStaleContexts(db(), ago(120 * DAY_MS), 100)).toBe(100);
    expect(await runHousekeeping(db(), now, { ...RETENTION, batchSize: 100 })).toEqual({
      contexts: 150,
      carts: 250,
      klarnaSessions: 250,
      rateLimits: 250,
      recoveries: 250,
      sentMails: 0,
      deskTokens: 0,
    });
    expect(await tokens('sales_channel_context', 'c-')).toEqual([]);
    expect(await tokens('cart', 'c-')).toEqual([]);
    expect(await klarnaTokens('c-')).toEqual([]);
    expect(await recoveryHashes('c-')).toEqual([]);
  });

  it('a round asked to stop ends after the batch in hand', async () => {
    const stale = ago(200 * DAY_MS);
    const few = Array.from({ length: 30 }, (_, index) => `d-${String(index).padStart(2, '0')}`);
    await db()
      .insertInto('sales_channel_context')
      .values(few.map((token) => context(token, stale)))
      .execute();
    let batches = 0;
    const deleted = await runHousekeeping(db(), now, {
      ...RETENTION,
      batchSize: 10,
      shouldStop: () => batches++ >= 1,
    });
    expect(deleted).toEqual({
      contexts: 10,
      carts: 0,
      klarnaSessions: 0,
      rateLimits: 0,
      recoveries: 0,
      sentMails: 0,
      deskTokens: 0,
    });
    expect(await tokens('sales_channel_context', 'd-')).toHaveLength(20);
  });

  it('runs when the server starts listening, and stops with it', async () => {
    await db()
      .insertInto('sales_channel_context')
      .values(context('e-ctx-old', ago(121 * DAY_MS)))
      .execute();
    expect(server.app.housekeeping).toBe(null);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const schedule = server.app.housekeeping;
    expect(schedule).not.toBe(null);
    await schedule?.idle();
    expect(await tokens('sales_channel_context', 'e-')).toEqual([]);
    // The other rows of earlier tests went with it; closing the server (afterAll) stops the schedule.
  });
});

describe('housekeeping switched off', () => {
  it('HOUSEKEEPING_INTERVAL_MINUTES=0: a listening server runs none', async () => {
    const server = await createTestServer('sqlite', { housekeepingIntervalMinutes: 0 });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      expect(server.app.housekeeping).toBe(null);
    } finally {
      await server.close();
    }
  });
});
