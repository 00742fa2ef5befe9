import type { Kysely } from 'kysely';

// The housekeeping deletes password-recovery hashes a week after their creation (domain/housekeeping/
// retention.ts); this index lets each batch find them without reading the whole table. The Klarna sessions of
// contexts need none: their rule looks at every row's context (db/repositories/housekeeping-repository.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('customer_recovery_created_idx')
    .on('customer_recovery')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customer_recovery_created_idx').ifExists().execute();
}
