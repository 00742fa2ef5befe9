import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../schema.js';
import { refreshAllAvailability, refreshAvailability } from './product-availability.js';

// The catalogue indexer (Shopware's ProductIndexer, cheapest price and child count): per parent the number of
// variants, their cheapest and dearest active price, the cheapest variant; every product's available flag from
// its stock (a parent: whether any variant is available); and the options its active variants use
// (product_variant_option). The seed runs it over the whole catalogue, the desk over the parents it changed.
// Every statement writes only rows whose index differs.

/** `all`, or the parents (and products without variants) whose index to refresh. */
export type IndexScope = 'all' | { parentIds: readonly string[]; productIds: readonly string[] };

const within = (column: RawBuilder<unknown>, scope: IndexScope) =>
  scope === 'all' || scope.parentIds.length === 0
    ? sql`1 = ${scope === 'all' ? 1 : 0}`
    : sql`${column} in (${sql.join([...scope.parentIds])})`;

export async function refreshCatalogueIndexRows(db: Db, scope: IndexScope = 'all'): Promise<void> {
  const variants = sql`from product v where v.parent_id = p.id and v.active = 1`;
  const hasVariants = sql`exists (select 1 from product v where v.parent_id = p.id)`;
  await sql`update product set
      child_count = idx.child_count,
      cheapest_price_gross = idx.cheapest_price_gross,
      max_price_gross = idx.max_price_gross,
      cheapest_variant_id = idx.cheapest_variant_id
    from (select p.id,
        (select count(*) from product v where v.parent_id = p.id) as child_count,
        case when ${hasVariants} then (select min(v.price_gross) ${variants}) else p.price_gross end
          as cheapest_price_gross,
        case when ${hasVariants} then (select max(v.price_gross) ${variants}) else p.price_gross end
          as max_price_gross,
        (select v.id ${variants} order by v.price_gross asc, v.product_number asc limit 1) as cheapest_variant_id
      from product p where p.parent_id is null and ${within(sql.ref('p.id'), scope)}) as idx
    where product.id = idx.id and (
      product.child_count is distinct from idx.child_count
      or product.cheapest_price_gross is distinct from idx.cheapest_price_gross
      or product.max_price_gross is distinct from idx.max_price_gross
      or product.cheapest_variant_id is distinct from idx.cheapest_variant_id)`.execute(db);
  if (scope === 'all') await refreshAllAvailability(db);
  else await refreshAvailability(db, scope.productIds);
  const used = sql`from product v inner join product_option po on po.product_id = v.id
    where v.parent_id is not null and v.active = 1`;
  await sql`delete from product_variant_option where ${within(sql.ref('product_variant_option.parent_id'), scope)}
      and not exists (select 1 ${used}
      and v.parent_id = product_variant_option.parent_id and po.option_id = product_variant_option.option_id)`.execute(
    db,
  );
  await sql`insert into product_variant_option (parent_id, option_id)
    select distinct v.parent_id, po.option_id ${used} and ${within(sql.ref('v.parent_id'), scope)}
      and not exists (select 1 from product_variant_option pvo
        where pvo.parent_id = v.parent_id and pvo.option_id = po.option_id)`.execute(db);
}
