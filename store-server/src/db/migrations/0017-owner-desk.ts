import type { Kysely } from 'kysely';

// Issue 20's owner desk: the desk's accounts (owner or staff, created on the command line), their bearer tokens
// (only SHA-256 hashes are stored; one family per login, so that a reused refresh token or a logout revokes all
// tokens of that login) and the audit log of every change made through the desk (and of the customer's answer to
// an offer). The audit log keeps the actor's email and name as they were: a removed account's entries stay.

const id = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desk_user')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();

  await db.schema
    .createTable('desk_token')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull().references('desk_user.id').onDelete('cascade'))
    .addColumn('family_id', id, (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('desk_token_family_idx').on('desk_token').column('family_id').execute();
  await db.schema.createIndex('desk_token_user_idx').on('desk_token').column('user_id').execute();

  await db.schema
    .createTable('desk_audit_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('actor_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', id)
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', id, (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('desk_audit_log_entity_idx')
    .on('desk_audit_log')
    .columns(['entity', 'entity_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desk_audit_log').ifExists().execute();
  await db.schema.dropTable('desk_token').ifExists().execute();
  await db.schema.dropTable('desk_user').ifExists().execute();
}
