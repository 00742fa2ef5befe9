import type { Kysely, Selectable } from 'kysely';
import type { Database, SalesChannelTable } from '../schema.js';

export type SalesChannelRow = Selectable<SalesChannelTable>;

export function findSalesChannelByAccessKey(
  db: Kysely<Database>,
  accessKey: string,
): Promise<SalesChannelRow | undefined> {
  return db.selectFrom('sales_channel').selectAll().where('access_key', '=', accessKey).executeTakeFirst();
}
