import type { Kysely } from 'kysely';

// Klarna Payments: the custom fields of order transactions (klarna order id, fraud status, failure reason), the
// Klarna session of a context, and the state of the built-in sandbox simulator (sessions, authorizations).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_transaction').addColumn('custom_fields', 'text').execute();
  await db.schema
    .createTable('klarna_context_session')
    .addColumn('context_token', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('klarna_sandbox_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('client_token', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('klarna_sandbox_authorization')
    .addColumn('token', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('fraud_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['klarna_sandbox_authorization', 'klarna_sandbox_session', 'klarna_context_session']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('order_transaction').dropColumn('custom_fields').execute();
}
