import type { SeoUrlRow } from '../db/repositories/seo-url-repository.js';

/** Store API JSON of a seo_url (Shopware's SeoUrlEntity); `url` only where an origin is known. */
export function serializeSeoUrl(row: SeoUrlRow, origin?: string) {
  return {
    id: row.id,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    foreignKey: row.foreign_key,
    routeName: row.route_name,
    pathInfo: row.path_info,
    seoPathInfo: row.seo_path_info,
    isCanonical: row.is_canonical === 1,
    isModified: false,
    isDeleted: false,
    error: null,
    url: origin === undefined ? null : `${origin}/${row.seo_path_info}`,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: {},
    apiAlias: 'seo_url',
  };
}
