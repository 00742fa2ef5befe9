import { sql, type Kysely } from 'kysely';

// Customer accounts: customers, their addresses, password-recovery hashes, the number range that hands out
// customer numbers, and the shared state of the rate limiters (login, password recovery) so that several
// server instances on one PostgreSQL limit together.
//
// sales_channel_context.customer_id (from 0001) stays without a foreign key: SQLite cannot add one to an
// existing column, and the account code clears it itself (logout, password change, recovery).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('sales_channel_id', 'varchar(32)', (c) =>
      c.notNull().references('sales_channel.id').onDelete('cascade'),
    )
    .addColumn('customer_group_id', 'varchar(32)', (c) => c.notNull().references('customer_group.id'))
    .addColumn('language_id', 'varchar(32)', (c) => c.notNull().references('language.id'))
    .addColumn('customer_number', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    /** lower(email): lookups and the uniqueness of registered (non-guest) accounts are case-insensitive. */
    .addColumn('email_lower', 'text', (c) => c.notNull())
    /** `scrypt$N$r$p$salt$hash`; null for guests. */
    .addColumn('password', 'text')
    .addColumn('guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('double_opt_in_registration', 'integer', (c) => c.notNull().defaultTo(0))
    /** The double opt-in hash of the confirmation link (32 hex), null when none was needed. */
    .addColumn('hash', 'varchar(64)')
    .addColumn('double_opt_in_email_sent_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('salutation_id', 'varchar(32)', (c) => c.notNull().references('salutation.id'))
    .addColumn('title', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('department', 'text')
    .addColumn('account_type', 'varchar(16)', (c) => c.notNull().defaultTo('private'))
    /** JSON list of VAT ids (business accounts). */
    .addColumn('vat_ids', 'text')
    // No foreign keys to customer_address: the address rows point back at the customer (a cycle).
    .addColumn('default_billing_address_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('default_shipping_address_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('first_login', 'text')
    .addColumn('last_login', 'text')
    .execute();
  await db.schema
    .createIndex('customer_email_registered_uq')
    .on('customer')
    .columns(['sales_channel_id', 'email_lower'])
    .unique()
    .where(sql<boolean>`guest = 0`)
    .execute();
  await db.schema.createIndex('customer_email_idx').on('customer').column('email_lower').execute();
  await db.schema.createIndex('customer_hash_idx').on('customer').column('hash').execute();

  await db.schema
    .createTable('customer_address')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(32)', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('country_id', 'varchar(32)', (c) => c.notNull().references('country.id'))
    .addColumn('salutation_id', 'varchar(32)', (c) => c.notNull().references('salutation.id'))
    .addColumn('title', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('department', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('customer_address_customer_idx')
    .on('customer_address')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('customer_recovery')
    /** sha256 (hex) of the 32-character hash mailed to the customer: a database leak gives no reset link. */
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(32)', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('customer_recovery_customer_idx')
    .on('customer_recovery')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('number_range')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit')
    /** sha256 (hex) of `<limiter>:<key>`, so that no email address is stored here. */
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limit', 'number_range', 'customer_recovery', 'customer_address', 'customer']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
