import { sql, type Kysely } from 'kysely';

// The mail outbox (transactional outbox): every mail the shop sends is first written as a row in the same
// transaction as the business fact it belongs to (an enquiry, a registration, a password recovery), and a
// delivery worker sends the rows afterwards (mail/mail-delivery-worker.ts). A mail is thereby lost neither by
// an SMTP outage nor by a crash between the commit and the send. Rows carry the rendered message, the delivery
// attempts and their schedule, the lease of the instance sending them (claimed_until), and sent_at or
// gave_up_at at the end.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('gave_up_at', 'text')
    .execute();
  // The worker's question, "which mails are due?", reads only the open rows (SQLite and PostgreSQL both know
  // partial indexes); the sent ones stay out of the index.
  await db.schema
    .createIndex('mail_queue_due_idx')
    .on('mail_queue')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('gave_up_at'), 'is', null)
    .execute();
  await db.schema.createIndex('mail_queue_sent_idx').on('mail_queue').column('sent_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_queue').ifExists().execute();
}
