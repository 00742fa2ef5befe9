import { LIVE_VERSION_ID } from '../constants.js';
import type { CategoryRow } from '../db/repositories/category-repository.js';
import { toBoolean } from '../db/repositories/language-chain.js';
import { parseJsonObject } from '../domain/json-object.js';

/** Store API JSON of a category (as the navigation route returns it). */
export interface CategoryJson {
  id: string;
  parentId: string | null;
  children: CategoryJson[];
  [key: string]: unknown;
}

export function serializeCategory(row: CategoryRow, breadcrumb: string[]): CategoryJson {
  const customFields = parseJsonObject(row.custom_fields);
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    parentId: row.parent_id,
    parentVersionId: row.parent_id ? LIVE_VERSION_ID : null,
    afterCategoryId: null,
    afterCategoryVersionId: null,
    mediaId: row.media_id,
    displayNestedProducts: true,
    breadcrumb,
    level: row.level,
    path: row.path,
    childCount: Number(row.child_count),
    type: row.type,
    productAssignmentType: 'product',
    visible: toBoolean(row.visible),
    active: toBoolean(row.active),
    visibleChildCount: Number(row.visible_child_count),
    name: row.name,
    customFields,
    linkType: null,
    internalLink: null,
    externalLink: null,
    linkNewTab: null,
    description: row.description,
    metaTitle: null,
    metaDescription: null,
    keywords: null,
    cmsPageId: null,
    cmsPageVersionId: null,
    customEntityTypeId: null,
    cmsPageIdSwitched: false,
    seoUrl: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: {
      breadcrumb,
      name: row.name,
      description: row.description,
      customFields: customFields ?? {},
      linkType: null,
      internalLink: null,
      externalLink: null,
      linkNewTab: null,
      metaTitle: null,
      metaDescription: null,
      keywords: null,
    },
    children: [],
    media: null,
    seoUrls: null,
    apiAlias: 'category',
  };
}
