/**
 * The product list's state lives in the URL search params — `order`, `p`, `limit`, `properties` (option ids
 * joined by `|`) — so that reload and Back restore it. Pure mapping URL ⇄ state ⇄ Store API listing
 * criteria.
 */
import { LISTING_MAX_LIMIT } from '../config';

export type ListingState = {
  /** A sorting key of `availableSortings`; undefined: the server's default. */
  order: string | undefined;
  /** 1-based page. */
  page: number;
  /** Products per page; undefined: the server's default. */
  limit: number | undefined;
  /** Chosen property option ids, sorted, without duplicates. */
  properties: string[];
};

/** The listing-only criteria of `POST /product-listing/{categoryId}`. */
export type ListingCriteria = {
  p: number;
  order?: string;
  limit?: number;
  properties?: string;
};

const ID = /^[0-9a-f]{32}$/i;
const SORT_KEY = /^[\w-]{1,64}$/;

function positiveInt(raw: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : undefined;
}

export function parseProperties(raw: string | null): string[] {
  if (!raw) return [];
  return [...new Set(raw.split('|').filter((id) => ID.test(id)))].sort();
}

export function parseListingSearch(search: URLSearchParams): ListingState {
  const order = search.get('order');
  return {
    order: order && SORT_KEY.test(order) ? order : undefined,
    page: positiveInt(search.get('p')) ?? 1,
    limit: positiveInt(search.get('limit'), LISTING_MAX_LIMIT),
    properties: parseProperties(search.get('properties')),
  };
}

export function listingCriteria(state: ListingState): ListingCriteria {
  const criteria: ListingCriteria = { p: state.page };
  if (state.order) criteria.order = state.order;
  if (state.limit) criteria.limit = state.limit;
  if (state.properties.length) criteria.properties = state.properties.join('|');
  return criteria;
}

export type ListingChange =
  | { type: 'order'; order: string }
  | { type: 'page'; page: number }
  | { type: 'toggleProperty'; optionId: string }
  | { type: 'clearProperties' };

/**
 * The search params after a change. Other params (e.g. `isCategoryView`) are kept; changing the sorting or
 * a filter starts again at page 1 (the `p` param is dropped).
 */
export function applyListingChange(search: URLSearchParams, change: ListingChange): URLSearchParams {
  const next = new URLSearchParams(search);
  const state = parseListingSearch(search);
  switch (change.type) {
    case 'page':
      if (change.page > 1) next.set('p', String(change.page));
      else next.delete('p');
      return next;
    case 'order':
      next.set('order', change.order);
      break;
    case 'toggleProperty': {
      const chosen = new Set(state.properties);
      if (chosen.has(change.optionId)) chosen.delete(change.optionId);
      else chosen.add(change.optionId);
      const properties = [...chosen].sort();
      if (properties.length) next.set('properties', properties.join('|'));
      else next.delete('properties');
      break;
    }
    case 'clearProperties':
      next.delete('properties');
      break;
  }
  next.delete('p');
  return next;
}

/** The search string of a page link (`?p=2&order=…`), keeping the other params. */
export function pageSearch(search: URLSearchParams, page: number): string {
  const next = applyListingChange(search, { type: 'page', page }).toString();
  return next ? `?${next}` : '';
}

/** Number of pages for a total and page size (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
