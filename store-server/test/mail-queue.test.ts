import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimDueMails, enqueueMails } from '../src/db/repositories/mail-queue-repository.js';
import { isDue } from '../src/mail/delivery-schedule.js';
import { createMailDeliveryWorker } from '../src/mail/mail-delivery-worker.js';
import { runMailCommand } from '../src/mail/mail-commands.js';
import { createMailer } from '../src/mail/mailer.js';
import type { ServerOptions } from '../src/options.js';
import { FAST_HASHING, registration } from './support/account.js';
import { regular } from './support/cart.js';
import { newGuestBuyer } from './support/order.js';
import { REFUSAL, startSmtpDouble, type SmtpDouble } from './support/smtp-double.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database.js';
import { createTestServerOn, type TestServer } from './support/test-server.js';

// The mail outbox against a real SMTP server (smtp-server on a loopback port, spoken to by the server's own
// nodemailer SMTP client): mails survive a refusing SMTP server, a restart and a second instance, and each is
// delivered once. Time is the servers' injected clock, moved on by hand past the backoff; the poller is slowed
// down to never fire in a test, so deliveries happen only on the kick after a commit and on the tests' kicks.

const SECOND = 1000;
const OWNER = 'enquiries@example.com';

describe.each(databaseKinds)('mail outbox (%s)', (kind) => {
  let smtp: SmtpDouble;
  let database: TestDatabase;
  let clock: number;
  const servers: TestServer[] = [];

  const start = async (settings: ServerOptions['mailDelivery'] = {}) => {
    const server = await createTestServerOn(database, {
      passwordHashing: FAST_HASHING,
      smtpUrl: smtp.url,
      now: () => new Date(clock),
      mailDelivery: { pollIntervalMs: 3_600_000, maxAttempts: 3, ...settings },
    });
    servers.push(server);
    return server;
  };
  /** Moves the clock on, kicks every open server and waits until none has a due mail left. */
  const later = async (ms: number, ...open: TestServer[]) => {
    clock += ms;
    for (const server of open) server.app.mailDelivery.kick();
    await Promise.all(open.map((server) => server.app.mailDelivery.settled()));
  };
  const rows = (server: TestServer) =>
    server.app.db.selectFrom('mail_queue').selectAll().orderBy('created_at').orderBy('subject').execute();

  beforeAll(async () => {
    smtp = await startSmtpDouble();
  });
  afterAll(async () => smtp?.close());
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    clock = Date.parse('2026-12-01T10:00:00.000Z');
    smtp.accept();
    smtp.received.length = 0;
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await database.cleanup();
  });

  it('acknowledges an enquiry while the SMTP server refuses, keeps its mails queued and delivers them once it accepts, once', async () => {
    const server = await start();
    const buyer = await newGuestBuyer(server);
    await server.app.mailDelivery.settled();
    smtp.received.length = 0;
    smtp.refuse();

    await buyer.cart.addProduct(regular.id, 1);
    const order = await buyer.order();
    expect(order.status).toBe(200);
    const number = order.json.orderNumber;
    await server.app.mailDelivery.settled();
    const queued = (await rows(server)).filter((row) => row.subject.includes(number));
    expect(queued.map((row) => row.recipient).sort()).toEqual([buyer.email, OWNER].sort());
    for (const row of queued) {
      expect(row).toMatchObject({ attempts: 1, sent_at: null, gave_up_at: null, claimed_until: null });
      expect(row.last_error).toContain(REFUSAL);
      // The first retry waits 30 s.
      expect(row.next_attempt_at).toBe(new Date(clock + 30 * SECOND).toISOString());
    }
    expect(smtp.received).toEqual([]);

    // The SMTP server is back, but the retry is not due yet.
    smtp.accept();
    await later(29 * SECOND, server);
    expect(smtp.received).toEqual([]);
    await later(1 * SECOND, server);
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([[buyer.email], [OWNER]].sort());
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      `New enquiry ${number} from Erika Muster`,
      `Your non-binding enquiry ${number}`,
    ]);
    for (const row of (await rows(server)).filter((r) => r.subject.includes(number))) {
      expect(row.sent_at).toBe(new Date(clock).toISOString());
      expect(row.attempts).toBe(2);
    }

    // Delivered once: neither a later poll nor a restart sends them again.
    await later(3_600 * SECOND, server);
    await server.close();
    servers.length = 0;
    await later(3_600 * SECOND, await start());
    expect(smtp.received).toHaveLength(2);
  });

  it('a mail that cannot be queued fails its business transaction: 500 in the envelope, nothing written', async () => {
    const server = await start();
    const buyer = await newGuestBuyer(server);
    await buyer.cart.addProduct(regular.id, 1);
    await sql`alter table mail_queue rename to mail_queue_gone`.execute(server.app.db);

    const order = await buyer.order();
    expect(order.status).toBe(500);
    expect(order.json).toMatchObject({ errors: [{ status: '500', code: '0' }] });
    const orders = await server.app.db
      .selectFrom('shop_order')
      .select('id')
      .where('customer_email', '=', buyer.email)
      .execute();
    expect(orders).toEqual([]);
    expect((await buyer.cart.get()).json.lineItems).toHaveLength(1);

    const registered = await server.api.post('/account/register', registration('unqueued@example.com'));
    expect(registered.status).toBe(500);
    const customer = await server.app.db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', 'unqueued@example.com')
      .executeTakeFirst();
    expect(customer).toBeUndefined();
    await sql`alter table mail_queue_gone rename to mail_queue`.execute(server.app.db);
  });

  it('a queued mail survives a restart: the next server on the database delivers it', async () => {
    const first = await start();
    smtp.refuse();
    expect((await first.api.post('/account/register', registration('restart@example.com'))).status).toBe(200);
    await first.app.mailDelivery.settled();
    await first.close();
    servers.length = 0;
    expect(smtp.received).toEqual([]);

    smtp.accept();
    clock += 30 * SECOND;
    // Its start delivers what is due, without a kick.
    const second = await start();
    await second.app.mailDelivery.settled();
    expect(smtp.received).toEqual([
      { to: ['restart@example.com'], subject: 'Please confirm your registration' },
    ]);
  });

  it('gives a mail up after the last allowed attempt: the row stays, an error names it, it is not sent again until the owner retries it', async () => {
    const server = await start({ pollIntervalMs: 3_600_000 });
    smtp.refuse();
    await enqueueMails(
      server.app.db,
      [{ to: 'lost@example.com', subject: 'Given up', text: 'text', html: '<p>html</p>' }],
      new Date(clock),
    );
    const errors: Array<{ details: object; message: string }> = [];
    const worker = createMailDeliveryWorker({
      db: server.app.db,
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'shop@localhost' }),
      now: () => new Date(clock),
      log: { error: (details, message) => errors.push({ details, message }), warn: () => undefined },
      settings: { maxAttempts: 2, firstRetryDelayMs: 10 * SECOND },
    });
    worker.kick();
    await worker.settled();
    clock += 10 * SECOND;
    worker.kick();
    await worker.settled();
    const [row] = await rows(server);
    expect(row).toMatchObject({ attempts: 2, sent_at: null, gave_up_at: new Date(clock).toISOString() });
    expect(row?.last_error).toContain(REFUSAL);
    expect(errors.map((error) => error.message)).toEqual([`mail ${row?.id} given up`]);

    smtp.accept();
    clock += 3_600 * SECOND;
    worker.kick();
    await worker.settled();
    expect(smtp.received).toEqual([]);

    // The shop owner sees it (`npm run mail -- status`) and, the SMTP server fixed, queues it again (`retry`).
    const status = await runMailCommand(server.app.db, ['status'], new Date(clock));
    expect(status.lines[0]).toBe('Mail outbox: 0 waiting, 1 given up, 0 sent in the last 7 days.');
    expect(status.lines[1]).toContain(`${row?.id}  lost@example.com  "Given up"  2 attempts, given up`);
    expect(status.lines[1]).toContain(REFUSAL);
    expect(await runMailCommand(server.app.db, ['retry', 'x'.repeat(32)], new Date(clock))).toEqual({
      lines: [`No given-up mail has the id ${'x'.repeat(32)}.`],
      exitCode: 1,
    });
    expect((await runMailCommand(server.app.db, ['retry'], new Date(clock))).lines[0]).toBe(
      '1 given-up mail queued again.',
    );
    worker.kick();
    await worker.settled();
    await worker.stop();
    expect(smtp.received).toEqual([{ to: ['lost@example.com'], subject: 'Given up' }]);
    expect((await runMailCommand(server.app.db, ['status'], new Date(clock))).lines).toEqual([
      'Mail outbox: 0 waiting, 0 given up, 1 sent in the last 7 days.',
    ]);
    expect((await runMailCommand(server.app.db, ['resend'], new Date(clock))).exitCode).toBe(2);
  });

  it('the SQL of "due" is isDue: only open rows whose attempt has come and whose claim ran out', async () => {
    const server = await start();
    const now = new Date(clock);
    const at = (seconds: number) => new Date(clock + seconds * SECOND).toISOString();
    const states = [
      { next_attempt_at: at(-5), claimed_until: null, sent_at: null, gave_up_at: null },
      { next_attempt_at: at(0), claimed_until: at(0), sent_at: null, gave_up_at: null },
      { next_attempt_at: at(5), claimed_until: null, sent_at: null, gave_up_at: null },
      { next_attempt_at: at(-5), claimed_until: at(5), sent_at: null, gave_up_at: null },
      { next_attempt_at: at(-5), claimed_until: at(-1), sent_at: null, gave_up_at: null },
      { next_attempt_at: at(-5), claimed_until: null, sent_at: at(-1), gave_up_at: null },
      { next_attempt_at: at(-5), claimed_until: null, sent_at: null, gave_up_at: at(-1) },
    ];
    await server.app.db
      .insertInto('mail_queue')
      .values(
        states.map((state, index) => ({
          id: `state${index}`.padEnd(32, '0'),
          recipient: 'x@example.com',
          subject: `state ${index}`,
          text_body: '',
          html_body: '',
          created_at: at(-60),
          attempts: 0,
          ...state,
        })),
      )
      .execute();
    const claimed = await claimDueMails(server.app.db, { now, leaseUntil: at(300), limit: 100 });
    const expected = states.flatMap((state, index) => (isDue(state, now) ? [`state ${index}`] : []));
    expect(claimed.map((row) => row.subject).sort()).toEqual(expected);
    expect(expected).toEqual(['state 0', 'state 1', 'state 4']);
    // Claimed rows carry the lease and count the attempt; claimed again at once, none is due.
    expect(claimed.every((row) => row.claimed_until === at(300) && row.attempts === 1)).toBe(true);
    expect(await claimDueMails(server.app.db, { now, leaseUntil: at(300), limit: 100 })).toEqual([]);
  });

  // Several instances share a PostgreSQL database (on SQLite, two servers in one test process would wait for each
  // other's writer; the restart test above covers that database).
  if (kind === 'postgres')
    it('two instances on one database deliver each queued mail once', async () => {
      const settings = { batchSize: 2 };
      const [a, b] = [await start(settings), await start(settings)];
      smtp.received.length = 0;
      const subjects = Array.from({ length: 24 }, (_, index) => `Mail ${String(index).padStart(2, '0')}`);
      await enqueueMails(
        a.app.db,
        subjects.map((subject) => ({ to: 'both@example.com', subject, text: subject, html: subject })),
        new Date(clock),
      );
      await later(0, a, b);
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(subjects);
      expect((await rows(a)).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
      // Two servers and 24 SMTP sessions: on a loaded machine this took over the default 20 s once.
    }, 60_000);
});
