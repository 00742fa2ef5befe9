/**
 * The catalogue's limits and request shapes, in one place.
 */

/** Variant lookup (`POST /product` by parentId + optionIds): one product is enough (spec: limit 1). */
export const VARIANT_LOOKUP_LIMIT = 1;

/** Page size of the variant search that builds the selection index (the Store API allows at most 100). */
export const VARIANT_PAGE_SIZE = 100;

/**
 * At most this many variants are fetched for the selection index. A product with more variants still works:
 * combinations missing from the index are resolved by the variant lookup instead.
 */
export const MAX_INDEXED_VARIANTS = 500;

/** Products per listing page when the URL gives no `limit` (Shopware's default is 24). */
export const LISTING_DEFAULT_LIMIT = 24;

/** Highest `limit` accepted from the URL (the Store API's max_limit). */
export const LISTING_MAX_LIMIT = 100;

/** VAT rate shown when a price carries no tax information (spec: 19%). */
export const DEFAULT_VAT_RATE = 19;

/**
 * Associations asked for on the product detail: the gallery (media) and each option's group, so that the
 * chosen options can be shown as "group: option". The cover and the delivery time load by default.
 */
export const PRODUCT_DETAIL_ASSOCIATIONS = {
  media: {},
  options: { associations: { group: {} } },
} as const;

/**
 * Left out of the product page's answer (Store API `excludes`, by apiAlias): the product's CMS layout
 * (`cmsPage`, the product detail page's slots, which this shop lays out itself) was 141 of the answer's
 * 174 KB of JSON, and 15 of its 16 KB on the wire: more than a first TCP round trip carries.
 */
export const PRODUCT_DETAIL_EXCLUDES = { product: ['cmsPage'] };

/**
 * The fields of a product list's answer that its cards and filters use, by apiAlias (Store API `includes`). The
 * full answer repeats each product's SEO category, listing prices, custom fields and dozens of columns: a start
 * page of 24 products was 209 KB of JSON to transfer, parse and keep. Nested objects of other aliases (prices,
 * taxes, sortings) come whole.
 */
export const LISTING_INCLUDES = {
  product: [
    'id',
    'parentId',
    'name',
    'translated',
    'cover',
    'calculatedPrice',
    'calculatedPrices',
    'calculatedCheapestPrice',
    'availableStock',
    'isCloseout',
    'childCount',
  ],
  product_media: ['id', 'mediaId', 'media'],
  media: ['id', 'url', 'alt', 'title', 'translated'],
  property_group: [
    'id',
    'name',
    'translated',
    'position',
    'displayType',
    'sortingType',
    'filterable',
    'options',
  ],
  property_group_option: ['id', 'groupId', 'name', 'translated', 'position', 'colorHexCode'],
  product_manufacturer: ['id', 'name', 'translated'],
};

/** Fields of the variant search behind the selection index (apiAlias `product`). */
export const VARIANT_INDEX_FIELDS = ['id', 'optionIds', 'available', 'availableStock'];

/** Fields of the variant lookup (Shopware Frontends' way). */
export const VARIANT_LOOKUP_FIELDS = ['id', 'translated', 'productNumber'];
