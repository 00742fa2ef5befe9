import { BODY_LIMIT_BYTES } from '../constants.js';

// The bounded cost of one request (issue 15, DESIGN.md "Safe by default"): every request stays within these
// limits or is refused with 400 in the Shopware envelope before any query runs (the body size with 413 by
// Fastify, before the body is even parsed). The limits sit far above what a real client sends (the shop, Shopware
// Frontends' demo store: a few aggregations, equalsAny of some hundred ids, one line item per add, carts of a
// few dozen lines) and far below what would keep the event loop busy (SQLite calls are synchronous) or hit a
// database's own limits (SQLite: 1,000 expression levels, 32,766 bound variables, 50,000-byte LIKE patterns;
// PostgreSQL: 65,535 bound parameters). The README carries the same table.

export const REQUEST_LIMITS = {
  /** Aggregations in one request's criteria, nested ones (filter aggregations, associations) included. */
  aggregations: 20,
  /** Buckets of a terms aggregation with a sub-aggregation (one statement each), and ranges of a range one. */
  aggregationBuckets: 100,
  /** Filter objects in one request's criteria (filter, post-filter, aggregation filters, associations). */
  filterNodes: 100,
  /**
   * Of those, filters on many-valued fields (optionIds, propertyIds, categoryIds…): each is a correlated
   * subquery per product, the costliest filter there is (OR-ed, ~9 ms each on SQLite with the demo catalogue).
   */
  manyValuedFilters: 10,
  /** Nesting depth of filters: a leaf at the top level is depth 1, each multi/not around it one more. */
  filterDepth: 10,
  /** Values in one equalsAny/equalsAll list, in `ids`, and in id lists such as the listing's `properties`. */
  listValues: 1_000,
  /** All filter values of one request together (one SQL parameter each). */
  filterValues: 5_000,
  /** Characters of one filter value (equals, contains, prefix, suffix, range bounds). */
  valueLength: 1_000,
  /** Characters of the search term. */
  termLength: 500,
  /** Words of the search term that count (each is one full-text lookup); the rest are ignored. */
  searchTokens: 10,
  /** Sortings in one criteria. */
  sortings: 10,
  /**
   * Nesting depth of `associations` (cover.media.thumbnails is 3; Shopware's demo store asks for the product's
   * cmsPage.sections.blocks.slots.block.slots, 6). The count of associations below bounds the cost.
   */
  associationDepth: 8,
  /** Association criteria in one request, all levels together. */
  associations: 50,
  /** apiAliases and field names in `includes` and `excludes` together. */
  includeFields: 1_000,
  /** The last result a page may reach, page × limit (OpenSearch's max_result_window, as Shopware's search). */
  resultWindow: 10_000,
  /** Line items in one add, update or remove request. */
  lineItemsPerRequest: 100,
  /** Distinct lines in one cart. */
  cartLines: 100,
  /** Products on one customer's wishlist (an add beyond it, or a merge of more ids, is refused). */
  wishlistProducts: 500,
  /** Bytes of a request body (413 above it). */
  bodyBytes: BODY_LIMIT_BYTES,
} as const;

export type RequestLimit = keyof typeof REQUEST_LIMITS;
