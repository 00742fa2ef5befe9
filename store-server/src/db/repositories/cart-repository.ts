import type { Kysely, Selectable } from 'kysely';
import type { DatabaseConfig } from '../connect.js';
import { preparedSql, runPrepared } from '../prepared.js';
import type { CartTable, Database } from '../schema.js';
import { runWriteTransaction } from '../write-transaction.js';

// Stored carts, one per context token. Every write runs in one transaction that holds the token's cart
// exclusively from its read to its write, so parallel writes for one token queue instead of overwriting each
// other: on PostgreSQL the cart row is created if missing and read FOR UPDATE; on SQLite the transaction
// starts with BEGIN IMMEDIATE (the database's write lock; one connection per process queues the rest), and the
// write transactions that queue meanwhile share the next commit (write-transaction.ts).

export type CartRow = Selectable<CartTable>;

// The hot statements of every cart change (read, read under lock, write) as prepared statements (prepared.ts).
const selectCart = preparedSql({
  name: 'cart_select',
  sqlite: 'select * from cart where token = ?',
  postgres: 'select * from cart where token = $1',
});
// The cart under its lock, with the catalogue revision read by the same statement (the revision keys the
// calculation's catalogue memo; read before any product data of the calculation, as catalogue-memo.ts needs).
// The reference revision (catalogue-revision-repository.ts) comes with it: it keys the memo of what no stock
// change touches. On SQLite the revisions come without a cart too (a new cart's first add); on PostgreSQL the
// cart row always exists when it is read (withLockedCart creates it first).
const selectCartForUpdate = preparedSql({
  name: 'cart_select_for_update',
  sqlite: `select c.*, r.revision as "__revision", r.revision - r.stock_revision as "__reference"
    from catalogue_revision r left join cart c on c.token = ? where r.id = 1`,
  postgres: `select c.*, r.revision as "__revision", r.revision - r.stock_revision as "__reference"
    from cart c join catalogue_revision r on r.id = 1 where c.token = $1 for update of c`,
});
const upsertCart = preparedSql({
  name: 'cart_upsert',
  sqlite: `insert into cart (token, sales_channel_id, line_items, version, created_at, updated_at)
    values (?, ?, ?, 1, ?, ?)
    on conflict (token) do update set line_items = excluded.line_items, updated_at = excluded.updated_at,
      sales_channel_id = excluded.sales_channel_id, version = cart.version + 1`,
  postgres: `insert into cart (token, sales_channel_id, line_items, version, created_at, updated_at)
    values ($1, $2, $3, 1, $4, $5)
    on conflict (token) do update set line_items = excluded.line_items, updated_at = excluded.updated_at,
      sales_channel_id = excluded.sales_channel_id, version = cart.version + 1`,
});

export async function findCart(db: Kysely<Database>, token: string): Promise<CartRow | undefined> {
  return (await runPrepared<CartRow>(db as Kysely<unknown>, selectCart, [token])).rows[0];
}

/** The catalogue and reference revisions read with a cart under its lock. */
export interface LockedRevisions {
  revision: string;
  reference: string;
}

/** The token's cart under its lock (undefined: none) and the revisions read with it (undefined: not read). */
async function findCartForUpdate(
  trx: Kysely<Database>,
  token: string,
): Promise<{ row: CartRow | undefined; revisions: LockedRevisions | undefined }> {
  const { rows } = await runPrepared<
    { [K in keyof CartRow]: CartRow[K] | null } & {
      __revision: number | string | null;
      __reference: number | string | null;
    }
  >(trx as Kysely<unknown>, selectCartForUpdate, [token]);
  const found = rows[0];
  if (!found) return { row: undefined, revisions: undefined };
  const { __revision: revision, __reference: reference, ...cart } = found;
  return {
    row: cart.token === null ? undefined : (cart as CartRow),
    revisions: { revision: String(revision ?? 0), reference: String(reference ?? 0) },
  };
}

/**
 * Runs `work` in a transaction that owns the token's cart, with the cart's row (undefined: none) and the
 * revisions read with it under the lock (undefined only if the database had none). `work` must use the given
 * connection for every query (on SQLite the process's only connection is held by the transaction).
 */
export async function withLockedCart<T>(
  db: Kysely<Database>,
  kind: DatabaseConfig['kind'],
  token: string,
  salesChannelId: string,
  now: string,
  work: (
    trx: Kysely<Database>,
    row: CartRow | undefined,
    revisions: LockedRevisions | undefined,
  ) => Promise<T>,
): Promise<T> {
  if (kind === 'postgres') {
    return db.transaction().execute(async (trx) => {
      // An existing cart (every add after the first) is locked by one read.
      const existing = await findCartForUpdate(trx, token);
      if (existing.row) return work(trx, existing.row, existing.revisions);
      // The row to lock is created if missing; a placeholder that `work` did not save (version 0) goes again before
      // the commit, so that a request that only read (an order that found its cart already ordered) leaves no cart.
      const placeholder = await trx
        .insertInto('cart')
        .values({
          token,
          sales_channel_id: salesChannelId,
          line_items: '[]',
          version: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('token').doNothing())
        .executeTakeFirst();
      const locked = await findCartForUpdate(trx, token);
      const result = await work(trx, locked.row, locked.revisions);
      if (placeholder.numInsertedOrUpdatedRows === 1n) {
        await trx.deleteFrom('cart').where('token', '=', token).where('version', '=', 0).execute();
      }
      return result;
    });
  }
  return runWriteTransaction(db, kind, async (connection) => {
    const locked = await findCartForUpdate(connection, token);
    return work(connection, locked.row, locked.revisions);
  });
}

/** Writes the lines of a cart (inside withLockedCart), raising its version. */
export async function saveCart(
  db: Kysely<Database>,
  token: string,
  salesChannelId: string,
  lineItems: string,
  now: string,
): Promise<void> {
  await runPrepared(db as Kysely<unknown>, upsertCart, [token, salesChannelId, lineItems, now, now]);
}

/** Moves the token's cart (if any) to a new token: the session's token was rotated, its cart goes with it. */
export async function moveCart(db: Kysely<Database>, fromToken: string, toToken: string): Promise<void> {
  await db.updateTable('cart').set({ token: toToken }).where('token', '=', fromToken).execute();
}

const deleteCartByToken = preparedSql({
  name: 'cart_delete',
  sqlite: 'delete from cart where token = ?',
  postgres: 'delete from cart where token = $1',
});

export async function deleteCart(db: Kysely<Database>, token: string): Promise<void> {
  await runPrepared(db as Kysely<unknown>, deleteCartByToken, [token]);
}

/** A logged-out customer's parked cart (at most one), waiting for their next login. */
export function findParkedCart(db: Kysely<Database>, customerId: string): Promise<CartRow | undefined> {
  return db.selectFrom('cart').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

/** Stores lines as the customer's parked cart under a token that was never issued to any client. */
export async function insertParkedCart(
  db: Kysely<Database>,
  cart: { token: string; salesChannelId: string; customerId: string; lineItems: string; now: string },
): Promise<void> {
  await db
    .insertInto('cart')
    .values({
      token: cart.token,
      sales_channel_id: cart.salesChannelId,
      customer_id: cart.customerId,
      line_items: cart.lineItems,
      version: 1,
      created_at: cart.now,
      updated_at: cart.now,
    })
    .execute();
}
