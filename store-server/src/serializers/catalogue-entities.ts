import { LIVE_VERSION_ID } from '../constants.js';
import type {
  DeliveryTimeRow,
  GroupRow,
  ManufacturerRow,
  MediaRow,
  OptionRow,
  ProductMediaRow,
} from '../db/repositories/catalogue-loaders.js';
import { toBoolean } from '../db/repositories/language-chain.js';

// Store API JSON of the catalogue's smaller entities: media, product media, property groups and options,
// manufacturers and delivery times. Media URLs are absolute, built on the request's origin (as Shopware's
// UrlGenerator builds them on the sales channel's domain or the CDN).

export type Json = Record<string, unknown>;

export function serializeMedia(row: MediaRow, origin: string): Json {
  return {
    id: row.id,
    mimeType: row.mime_type,
    fileExtension: row.file_extension,
    fileSize: row.file_size,
    title: row.title,
    metaData: row.width !== null && row.height !== null ? { width: row.width, height: row.height } : null,
    config: null,
    alt: row.alt,
    url: `${origin}/${row.path}`,
    fileName: row.file_name,
    path: row.path,
    hasFile: true,
    private: false,
    uploadedAt: row.created_at,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: { alt: row.alt, title: row.title, customFields: {} },
    thumbnails: [],
    apiAlias: 'media',
  };
}

export function serializeProductMedia(row: ProductMediaRow, media: Json | null): Json {
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    productId: row.product_id,
    productVersionId: LIVE_VERSION_ID,
    mediaId: row.media_id,
    position: row.position,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    media,
    apiAlias: 'product_media',
  };
}

export function serializeGroup(row: GroupRow, options: Json[] | null): Json {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    displayType: row.display_type,
    sortingType: row.sorting_type,
    filterable: toBoolean(row.filterable),
    visibleOnProductDetailPage: toBoolean(row.visible_on_product_detail_page),
    position: row.position,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: { name: row.name, description: row.description, position: row.position, customFields: {} },
    options,
    apiAlias: 'property_group',
  };
}

/** An option with its group (without the group's options) and its media, as `options.group` loads it. */
export function serializeOption(row: OptionRow, group: Json | null, media: Json | null): Json {
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    position: row.position,
    colorHexCode: row.color_hex_code,
    mediaId: row.media_id,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: { name: row.name, position: row.position, customFields: {} },
    media,
    group,
    apiAlias: 'property_group_option',
  };
}

export function serializeManufacturer(row: ManufacturerRow, media: Json | null): Json {
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    mediaId: row.media_id,
    link: row.link,
    name: row.name,
    description: row.description,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: { name: row.name, description: row.description, customFields: {} },
    media,
    apiAlias: 'product_manufacturer',
  };
}

export function serializeDeliveryTime(row: DeliveryTimeRow): Json {
  return {
    id: row.id,
    name: row.name,
    min: row.min,
    max: row.max,
    unit: row.unit,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    translated: { name: row.name, customFields: {} },
    apiAlias: 'delivery_time',
  };
}
