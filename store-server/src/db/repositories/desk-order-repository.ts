import { sql, type SqlBool } from 'kysely';
import type { Criteria } from '../../domain/criteria/types.js';
import { searchPage, type SearchPage } from '../criteria-sql.js';
import type { Db } from '../schema.js';
import { orderSearchFields, type OrderRow } from './order-repository.js';

// The desk's view of orders: every order of the shop (not one customer's), searched by the Store API's order
// criteria plus a `term` over order number, customer name, company and email.

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** One page of all orders; newest first unless the criteria sort otherwise. */
export function searchAllOrders(db: Db, criteria: Criteria): Promise<SearchPage<OrderRow>> {
  let query = db.selectFrom('shop_order as o').selectAll('o');
  const words = (criteria.term ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    const like = (column: string) =>
      sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
    // Every word must match one of the fields ("müller gmbh" finds Müller of any GmbH).
    query = query.where((eb) =>
      eb.or([
        like('o.order_number'),
        like('o.customer_first_name'),
        like('o.customer_last_name'),
        like('o.customer_company'),
        like('o.customer_email'),
      ]),
    );
  }
  return searchPage(query, criteria, orderSearchFields, [
    sql`o.order_date_time desc`,
    sql`o.order_number desc`,
  ]);
}

/** The custom fields of products and their parents in the given languages (documents of ordered variants). */
export function loadProductCustomFields(
  db: Db,
  productIds: readonly string[],
  languageIds: readonly string[],
) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product as p')
    .leftJoin('product_translation as t', (join) =>
      join
        .on((eb) =>
          eb.or([eb('t.product_id', '=', eb.ref('p.id')), eb('t.product_id', '=', eb.ref('p.parent_id'))]),
        )
        .on('t.language_id', 'in', [...languageIds]),
    )
    .select(['p.id', 'p.parent_id', 't.product_id', 't.language_id', 't.custom_fields'])
    .where('p.id', 'in', [...productIds])
    .execute();
}
