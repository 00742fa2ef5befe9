import { sql, type Kysely } from 'kysely';
import { preparedSql, runPrepared } from '../prepared.js';
import type { Database } from '../schema.js';

// The catalogue revision (migration 0009): read before a cached catalogue read, raised in the transaction of
// every write that changes catalogue output (orders taking stock, seeding). A change of stock alone raises its
// `stock_revision` with it (migration 0020): `revision - stock_revision`, the reference revision, keys the data
// that no stock change touches.

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

const revisions = preparedSql({
  name: 'catalogue_revisions_select',
  sqlite: 'select revision, revision - stock_revision as reference from catalogue_revision where id = 1',
  postgres: 'select revision, revision - stock_revision as reference from catalogue_revision where id = 1',
});

/** The catalogue revision and the reference revision (what no stock change raises), in one statement. */
export async function readCatalogueRevisions(
  db: Kysely<Database>,
): Promise<{ revision: string; reference: string }> {
  const { rows } = await runPrepared<{ revision: number | string; reference: number | string }>(
    db as Kysely<unknown>,
    revisions,
    [],
  );
  return { revision: String(rows[0]?.revision ?? 0), reference: String(rows[0]?.reference ?? 0) };
}

/**
 * Raises the revision for a change of stock alone (orders, cancellations): the reference revision stays. Only for
 * writes that change nothing but the products' stock, available_stock and available: a cart calculation keeps the
 * rest of a product per reference revision and reads those three fresh (services/cart-product-stock.ts).
 */
export async function bumpStockRevision(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('catalogue_revision')
    .set({ revision: sql`revision + 1`, stock_revision: sql`stock_revision + 1` })
    .where('id', '=', 1)
    .execute();
}

export async function bumpCatalogueRevision(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('catalogue_revision')
    .set({ revision: sql`revision + 1` })
    .where('id', '=', 1)
    .execute();
}
