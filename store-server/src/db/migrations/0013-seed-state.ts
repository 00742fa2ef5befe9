import type { Kysely } from 'kysely';

// The fingerprint of the demo seed the database holds (seed/seed-fingerprint.ts): a start compares it with a
// plain read and applies the seed only when it differs, so that a restart beside live traffic locks no rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_state').ifExists().execute();
}
