import { sql, type Kysely } from 'kysely';
import { preparedSql, runPrepared } from '../prepared.js';
import type { Database } from '../schema.js';

// The catalogue revision (migration 0009): read before a cached catalogue read, raised in the transaction of
// every write that changes catalogue output (orders taking stock, seeding).

const selectRevision = preparedSql({
  name: 'catalogue_revision_select',
  sqlite: 'select revision from catalogue_revision where id = 1',
  postgres: 'select revision from catalogue_revision where id = 1',
});

export async function readCatalogueRevision(db: Kysely<Database>): Promise<string> {
  const { rows } = await runPrepared<{ revision: number | string }>(
    db as Kysely<unknown>,
    selectRevision,
    [],
  );
  return String(rows[0]?.revision ?? 0);
}

export async function bumpCatalogueRevision(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('catalogue_revision')
    .set({ revision: sql`revision + 1` })
    .where('id', '=', 1)
    .execute();
}
