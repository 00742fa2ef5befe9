import { sql, type Kysely, type Transaction } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database, SeoUrlTable } from '../schema.js';
import { toDefinition } from './definitions.js';

// seo_url (migration 0014): written by services/seo-urls.ts, read by /seo-url and the `seoUrls` of entities.

export type SeoUrlRow = SeoUrlTable;

type Db = Kysely<Database> | Transaction<Database>;

export const seoUrlFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('s.id') },
  salesChannelId: { type: 'id', expression: sql.ref('s.sales_channel_id') },
  languageId: { type: 'id', expression: sql.ref('s.language_id') },
  foreignKey: { type: 'id', expression: sql.ref('s.foreign_key') },
  routeName: { type: 'string', expression: sql.ref('s.route_name') },
  pathInfo: { type: 'string', expression: sql.ref('s.path_info') },
  seoPathInfo: { type: 'string', expression: sql.ref('s.seo_path_info') },
  isCanonical: { type: 'boolean', expression: sql.ref('s.is_canonical') },
  isModified: { type: 'boolean', expression: sql`0` },
  isDeleted: { type: 'boolean', expression: sql`0` },
  isValid: { type: 'boolean', expression: sql`1` },
  createdAt: { type: 'string', expression: sql.ref('s.created_at') },
  updatedAt: { type: 'string', expression: sql.ref('s.updated_at') },
};

export const seoUrlDefinition: CriteriaDefinition = toDefinition('seo_url', seoUrlFields, {
  salesChannel: toDefinition('sales_channel', {}, {}),
  language: toDefinition('language', {}, {}),
});

/**
 * A search over the sales channel's canonical SEO URLs in the context language, as Shopware's
 * SalesChannelSeoUrlDefinition::processCriteria always adds (languageId, salesChannelId, isCanonical, !isDeleted).
 */
export function searchSeoUrls(
  db: Db,
  salesChannelId: string,
  languageId: string,
  criteria: Criteria,
): Promise<SearchPage<SeoUrlRow>> {
  const query = db
    .selectFrom('seo_url as s')
    .selectAll('s')
    .where('s.sales_channel_id', '=', salesChannelId)
    .where('s.language_id', '=', languageId)
    .where('s.is_canonical', '=', 1);
  return searchPage(query, criteria, seoUrlFields, [sql.ref('s.seo_path_info'), sql.ref('s.id')]);
}

/** The canonical SEO URLs of some entities in one language (the `seoUrls` association). */
export async function loadSeoUrls(
  db: Db,
  salesChannelId: string,
  languageId: string,
  foreignKeys: readonly string[],
): Promise<Map<string, SeoUrlRow[]>> {
  const result = new Map<string, SeoUrlRow[]>();
  if (foreignKeys.length === 0) return result;
  const rows = await db
    .selectFrom('seo_url')
    .selectAll()
    .where('sales_channel_id', '=', salesChannelId)
    .where('language_id', '=', languageId)
    .where('is_canonical', '=', 1)
    .where('foreign_key', 'in', [...new Set(foreignKeys)])
    .orderBy('id')
    .execute();
  for (const row of rows) result.set(row.foreign_key, [...(result.get(row.foreign_key) ?? []), row]);
  return result;
}

/** All canonical SEO URLs of a sales channel in one language, in pages (the sitemap). */
export function seoUrlPage(
  db: Db,
  salesChannelId: string,
  languageId: string,
  offset: number,
  limit: number,
) {
  return db
    .selectFrom('seo_url')
    .select(['route_name', 'seo_path_info', 'foreign_key', 'updated_at', 'created_at'])
    .where('sales_channel_id', '=', salesChannelId)
    .where('language_id', '=', languageId)
    .where('is_canonical', '=', 1)
    .orderBy('route_name', 'desc')
    .orderBy('seo_path_info')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countSeoUrls(db: Db, salesChannelId: string, languageId: string): Promise<number> {
  const row = await db
    .selectFrom('seo_url')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('sales_channel_id', '=', salesChannelId)
    .where('language_id', '=', languageId)
    .where('is_canonical', '=', 1)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
