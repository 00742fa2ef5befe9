import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

// A product's `available` flag, as Shopware's StockStorage::updateAvailableFlag keeps it: a closeout (sold only
// from stock) is available while its stock covers the minimum purchase; any other product always is. A parent
// with variants is available while one of its active variants is (the catalogue index).

const ownFlag = sql<number>`case when is_closeout = 1 and stock < min_purchase then 0 else 1 end`;
const anyVariantAvailable = sql<number>`case when exists (
    select 1 from product v where v.parent_id = product.id and v.active = 1 and v.available = 1
  ) then 1 else 0 end`;

/**
 * Recomputes the flag of the given products (variants or products without variants) from their stock, then
 * of their parents. Only rows whose flag changes are written.
 */
export async function refreshAvailability(
  db: Kysely<Database>,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(productIds);
  await sql`update product set available = ${ownFlag}
    where id in (${ids}) and available <> ${ownFlag}`.execute(db);
  await sql`update product set available = ${anyVariantAvailable}
    where id in (select parent_id from product where id in (${ids}) and parent_id is not null)
      and available <> ${anyVariantAvailable}`.execute(db);
}

/** Recomputes the flag of every product: variants and products without variants first, then parents. */
export async function refreshAllAvailability(db: Kysely<Database>): Promise<void> {
  await sql`update product set available = ${ownFlag}
    where not exists (select 1 from product v where v.parent_id = product.id)
      and available <> ${ownFlag}`.execute(db);
  await sql`update product set available = ${anyVariantAvailable}
    where exists (select 1 from product v where v.parent_id = product.id)
      and available <> ${anyVariantAvailable}`.execute(db);
}
