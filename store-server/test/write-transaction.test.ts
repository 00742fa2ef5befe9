import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMails } from '../src/db/repositories/mail-queue-repository.js';
import { outbox, registration, withToken } from './support/account.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// The write transactions of the enquiry flow's calls (guest registration with its flood counters, context
// switch, cart change, order) run through db/write-transaction.ts: on SQLite the ones that queue up share one
// commit (each in a savepoint of its own), because every commit waits for the disk on the event loop's thread.

/**
 * Counts the commits SQLite runs in this process (better-sqlite3 runs every statement through its Statement): a
 * COMMIT, and a write outside any transaction (its own implicit commit).
 */
function countSqliteCommits(): { readonly count: number; reset(): void } {
  const probe = new BetterSqlite3(':memory:');
  type Statement = { source: string; database: { inTransaction: boolean } };
  type Run = (this: Statement, ...args: unknown[]) => unknown;
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'run' | 'all', Run>;
  probe.close();
  let count = 0;
  for (const method of ['run', 'all'] as const) {
    const original = statement[method];
    statement[method] = function (this: Statement, ...args: unknown[]) {
      const text = this.source.trim().toLowerCase();
      if (text === 'commit' || (!this.database.inTransaction && /^(insert|update|delete)\b/.test(text)))
        count += 1;
      return original.apply(this, args);
    };
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

const commits = countSqliteCommits();

describe.each(databaseKinds)('write transactions of the enquiry flow (%s)', (kind) => {
  let server: TestServer;
  let shippingMethodIds: string[];

  beforeAll(async () => {
    server = await createTestServer(kind);
    const methods = await server.api.post<{ elements: { id: string }[] }>('/shipping-method', { limit: 50 });
    shippingMethodIds = methods.json.elements.map((method) => method.id);
  });
  afterAll(async () => server?.close());

  const guestRegistration = (index: number) => {
    const body: Record<string, unknown> = registration(`write-tx-${kind}-${index}@example.com`, {
      guest: true,
    });
    delete body.password;
    return server.api.post<{ id: string }>('/account/register', body);
  };

  it('registers guests and switches contexts that arrive together, each with its own effects', async () => {
    const guests = await Promise.all([0, 1, 2, 3].map(guestRegistration));
    for (const guest of guests) {
      expect(guest.status).toBe(200);
      expect(guest.token).toBeTruthy();
    }
    commits.reset();
    const [registered, ...switched] = await Promise.all([
      Promise.all([4, 5, 6, 7].map(guestRegistration)),
      ...guests.map((guest, index) =>
        server.api.patch(
          '/context',
          { shippingMethodId: shippingMethodIds[index % shippingMethodIds.length] },
          withToken(guest.token!),
        ),
      ),
    ]);
    for (const response of [...registered, ...switched]) expect(response.status).toBe(200);
    // Eight write transactions (four registrations with their flood counters, four switches): on SQLite they
    // shared their commits; each had its own before (and a registration a second one for its counters).
    if (kind === 'sqlite') expect(commits.count).toBeLessThanOrEqual(2);
    for (const [index, guest] of guests.entries()) {
      const context = await server.api.get<{ shippingMethod: { id: string }; customer: { id: string } }>(
        '/context',
        withToken(guest.token!),
      );
      expect(context.json.shippingMethod.id).toBe(shippingMethodIds[index % shippingMethodIds.length]);
      expect(context.json.customer.id).toBe(guest.json.id);
    }
    const customers = await server.app.db
      .selectFrom('customer')
      .select('id')
      .where(
        'id',
        'in',
        registered.map((response) => response.json.id),
      )
      .execute();
    expect(customers).toHaveLength(4);
  });

  it('rolls back only the refused jobs of a shared commit: registrations over the flood limit leave no account', async () => {
    const limits = server.app.floodLimits;
    const saved = limits['register-address'];
    // This file's eight registrations so far came from the same address: one more fits in the window.
    limits['register-address'] = { limit: 9, windowSeconds: 3600 };
    try {
      const emails = [0, 1, 2].map((index) => `write-tx-limit-${kind}-${index}@example.com`);
      const answers = await Promise.all(
        emails.map((email) => {
          const body: Record<string, unknown> = registration(email, { guest: true });
          delete body.password;
          return server.api.post('/account/register', body);
        }),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429]);
      const rows = await server.app.db
        .selectFrom('customer')
        .select('email')
        .where('email', 'in', emails)
        .execute();
      expect(rows.map((row) => row.email)).toEqual([emails[answers.findIndex((a) => a.status === 200)]]);
    } finally {
      limits['register-address'] = saved;
    }
  });

  it('records the deliveries of a claimed batch of mails in shared commits', async () => {
    await server.app.mailDelivery.settled();
    const recipients = [0, 1, 2, 3, 4, 5].map((index) => `write-tx-mail-${kind}-${index}@example.com`);
    await enqueueMails(
      server.app.db,
      recipients.map((to) => ({ to, subject: 'Batch', text: 'Batch', html: '<p>Batch</p>' })),
      new Date(),
    );
    commits.reset();
    server.app.mailDelivery.kick();
    await server.app.mailDelivery.settled();
    const sent = await server.app.db
      .selectFrom('mail_queue')
      .select('recipient')
      .where('recipient', 'in', recipients)
      .where('sent_at', 'is not', null)
      .execute();
    expect(sent).toHaveLength(recipients.length);
    expect((await outbox(server)).filter((mail) => recipients.includes(mail.to))).toHaveLength(6);
    // The claim, then the six deliveries' records together (before: a commit of its own for each).
    if (kind === 'sqlite') expect(commits.count).toBeLessThanOrEqual(2);
  });
});
