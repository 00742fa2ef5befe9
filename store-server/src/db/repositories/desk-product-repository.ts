import { sql, type SqlBool } from 'kysely';
import type { Criteria } from '../../domain/criteria/types.js';
import type { VariantState } from '../../domain/desk/catalogue-changes.js';
import type { VariantUpdate } from '../../domain/desk/catalogue-changes.js';
import { searchPage, type SearchPage } from '../criteria-sql.js';
import type { Db } from '../schema.js';
import type { LanguageChain } from './language-chain.js';
import { productFields } from './product-fields.js';
import { productQuery, termCondition, type ProductRow } from './product-repository.js';

// The desk's catalogue: every sellable product (variants, and products without variants), active or not, with
// the columns the desk edits.

/** Variants and products without variants (what is sold; a parent with variants is not). */
const sellable = sql<SqlBool>`(p.parent_id is not null or p.child_count = 0)`;

export function searchSellableProducts(
  db: Db,
  chain: LanguageChain,
  criteria: Criteria,
): Promise<SearchPage<ProductRow>> {
  let query = productQuery(db, chain).where(sellable);
  if (criteria.term !== null) query = query.where(termCondition(criteria.term));
  return searchPage(query, criteria, productFields, [sql.ref('p.product_number'), sql.ref('p.id')]);
}

type StateRow = {
  id: string;
  parent_id: string | null;
  product_number: string;
  price_gross: number | null;
  price_net: number | null;
  tax_rate: number | null;
  stock: number;
  is_closeout: number;
  active: number;
};

function stateQuery(db: Db) {
  return db
    .selectFrom('product as p')
    .leftJoin('product as pp', 'pp.id', 'p.parent_id')
    .leftJoin('tax', (join) => join.on(sql<SqlBool>`tax.id = coalesce(p.tax_id, pp.tax_id)`))
    .select([
      'p.id',
      'p.parent_id',
      'p.product_number',
      sql<number | null>`coalesce(p.price_gross, pp.price_gross)`.as('price_gross'),
      sql<number | null>`coalesce(p.price_net, pp.price_net)`.as('price_net'),
      'tax.tax_rate',
      'p.stock',
      'p.is_closeout',
      'p.active',
    ])
    .where(sql<SqlBool>`(p.parent_id is not null or p.child_count = 0)`);
}

const toState = (row: StateRow): VariantState & { parentId: string | null } => ({
  id: row.id,
  parentId: row.parent_id,
  productNumber: row.product_number,
  gross: row.price_gross === null ? null : Number(row.price_gross),
  net: row.price_net === null ? null : Number(row.price_net),
  taxRate: Number(row.tax_rate ?? 0),
  stock: Number(row.stock),
  isCloseout: Number(row.is_closeout) === 1,
  active: Number(row.active) === 1,
});

export type SellableState = ReturnType<typeof toState>;

/** One sellable product's editable state, or undefined. */
export async function findSellableState(db: Db, id: string): Promise<SellableState | undefined> {
  const row = await stateQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toState(row as StateRow) : undefined;
}

/** Every sellable product's editable state, by product number (the CSV import and export). */
export async function loadSellableStates(db: Db): Promise<SellableState[]> {
  const rows = await stateQuery(db).orderBy('p.product_number').execute();
  return rows.map((row) => toState(row as StateRow));
}

/** Writes one variant's changes. Stock moves available stock by the same amount (never below 0). */
export async function writeVariantUpdate(
  db: Db,
  update: VariantUpdate,
  currencyId: string,
  now: string,
): Promise<void> {
  const set: Record<string, unknown> = { updated_at: now };
  if (update.price) {
    set.price_gross = update.price.gross;
    set.price_net = update.price.net;
    set.price = JSON.stringify([
      { currencyId, gross: update.price.gross, net: update.price.net, linked: true },
    ]);
  }
  if (update.stock !== undefined) {
    set.stock = update.stock;
    set.available_stock = sql`case when available_stock + (${update.stock} - stock) > 0 then available_stock + (${update.stock} - stock) else 0 end`;
  }
  if (update.isCloseout !== undefined) set.is_closeout = update.isCloseout ? 1 : 0;
  if (update.active !== undefined) set.active = update.active ? 1 : 0;
  await db.updateTable('product').set(set).where('id', '=', update.id).execute();
}

export async function defaultCurrencyId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('currency')
    .select('id')
    .where('is_system_default', '=', 1)
    .executeTakeFirstOrThrow();
  return row.id;
}
