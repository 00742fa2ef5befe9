import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { findRow } from './find-row.js';

// The fingerprint of the applied demo seed (migration 0013). Read without a lock at every start; written in the
// seed's own transaction.

const DEMO_SEED = 'demo';

export async function readSeedFingerprint(db: Kysely<Database>): Promise<string | undefined> {
  return (await findRow(db, 'seed_state', { name: DEMO_SEED }))?.fingerprint;
}

export async function writeSeedFingerprint(
  db: Kysely<Database>,
  fingerprint: string,
  appliedAt: string,
): Promise<void> {
  await db
    .insertInto('seed_state')
    .values({ name: DEMO_SEED, fingerprint, applied_at: appliedAt })
    .onConflict((oc) => oc.column('name').doUpdateSet({ fingerprint, applied_at: appliedAt }))
    .execute();
}

/**
 * Inside the seed's transaction: instances that start together apply the seed one after the other (the later
 * one then finds the fingerprint written and stops). PostgreSQL: an advisory lock per schema, held until the
 * commit; SQLite: the transaction's write lock (BEGIN IMMEDIATE) already does it.
 */
export async function lockSeed(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext('store-server seed'), hashtext(current_schema()))`.execute(
    db,
  );
}
