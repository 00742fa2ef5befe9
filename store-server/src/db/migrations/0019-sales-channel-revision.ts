import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Every write of a sales channel or of its languages raises the catalogue revision (migration 0009) in the same
// transaction, by a trigger, whoever writes: the server, the seed, an owner's SQL console, a test. Each server
// instance keeps the sales channel of an access key with its languages in memory per catalogue revision
// (services/store-context-memo.ts) and reads only the revision (and the session) per request: a deactivated
// channel or a withdrawn language is seen by every instance on its next request.

const TABLES = ['sales_channel', 'sales_channel_language'] as const;
const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function raise_catalogue_revision() returns trigger language plpgsql as $$
      begin
        update catalogue_revision set revision = revision + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      // Per row, as SQLite's: a statement that changes no row (the seed's upsert finding everything as it
      // was) must not raise the revision, or every start would drop every instance's caches.
      await sql`create trigger ${sql.id(`${table}_raises_revision`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function raise_catalogue_revision()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_truncate_raises_revision`)}
        after truncate on ${sql.table(table)}
        for each statement execute function raise_catalogue_revision()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of SQLITE_EVENTS) {
      await sql`create trigger ${sql.id(`${table}_${event}_raises_revision`)} after ${sql.raw(event)}
        on ${sql.table(table)} begin update catalogue_revision set revision = revision + 1 where id = 1; end`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of TABLES)
      for (const name of [`${table}_raises_revision`, `${table}_truncate_raises_revision`])
        await sql`drop trigger if exists ${sql.id(name)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists raise_catalogue_revision()`.execute(db);
    return;
  }
  for (const table of TABLES)
    for (const event of SQLITE_EVENTS)
      await sql`drop trigger if exists ${sql.id(`${table}_${event}_raises_revision`)}`.execute(db);
}
