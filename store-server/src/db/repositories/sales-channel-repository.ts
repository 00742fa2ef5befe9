import type { Kysely, Selectable } from 'kysely';
import type { Database, SalesChannelTable } from '../schema.js';

export type SalesChannelRow = Selectable<SalesChannelTable>;

export function findSalesChannelByAccessKey(
  db: Kysely<Database>,
  accessKey: string,
): Promise<SalesChannelRow | undefined> {
  return db.selectFrom('sales_channel').selectAll().where('access_key', '=', accessKey).executeTakeFirst();
}

/** The URLs of a sales channel's domains for one language, in id order (the sitemap's locations). */
export async function listLanguageDomainUrls(
  db: Kysely<Database>,
  salesChannelId: string,
  languageId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sales_channel_domain')
    .select('url')
    .where('sales_channel_id', '=', salesChannelId)
    .where('language_id', '=', languageId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.url);
}
