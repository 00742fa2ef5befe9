import { criteriaErrors } from '../criteria/criteria-errors.js';
import { StoreApiError, storeApiErrors } from '../errors.js';
import { isHexId } from '../ids.js';
import { REQUEST_LIMITS } from '../limits.js';

// The listing-only request parameters of /product-listing (Shopware's ProductListingLoader processors):
// `p` (page), `limit` (default 24), `order`, `properties` and `manufacturer` (ids joined by `|`),
// `min-price`/`max-price`, and the aggregation flags.

export const LISTING_DEFAULT_LIMIT = 24;
export const LISTING_DEFAULT_SORTING = 'name-asc';

export interface ListingSorting {
  key: string;
  priority: number;
  label: { en: string; de: string };
  field: 'name' | 'cheapestPrice' | 'sales' | 'score';
  order: 'ASC' | 'DESC';
}

/** Shopware's default product sortings (topseller: by sales, then name). */
export const LISTING_SORTINGS: readonly ListingSorting[] = [
  {
    key: 'topseller',
    priority: 5,
    label: { en: 'Top results', de: 'Topseller' },
    field: 'sales',
    order: 'DESC',
  },
  { key: 'name-asc', priority: 4, label: { en: 'Name A-Z', de: 'Name A-Z' }, field: 'name', order: 'ASC' },
  { key: 'name-desc', priority: 3, label: { en: 'Name Z-A', de: 'Name Z-A' }, field: 'name', order: 'DESC' },
  {
    key: 'price-asc',
    priority: 2,
    label: { en: 'Price ascending', de: 'Preis aufsteigend' },
    field: 'cheapestPrice',
    order: 'ASC',
  },
  {
    key: 'price-desc',
    priority: 1,
    label: { en: 'Price descending', de: 'Preis absteigend' },
    field: 'cheapestPrice',
    order: 'DESC',
  },
];

/** Shopware's `score` sorting (relevance, priority 0): the default of /search and /search-suggest. */
export const SCORE_SORTING: ListingSorting = {
  key: 'score',
  priority: 0,
  label: { en: 'Top results', de: 'Beste Ergebnisse' },
  field: 'score',
  order: 'DESC',
};
export const SEARCH_SORTINGS: readonly ListingSorting[] = [...LISTING_SORTINGS, SCORE_SORTING];
export const SEARCH_DEFAULT_SORTING = SCORE_SORTING.key;

export interface ListingParams {
  page: number;
  /** The raw limit, validated later with the criteria (default 24, max 100). */
  limit: unknown;
  sorting: ListingSorting;
  properties: string[];
  manufacturers: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** `rating`: the least average rating, echoed as currentFilters.rating (null when not filtered). */
  minRating: number | null;
  /** `shipping-free`: only products that ship free. */
  shippingFree: boolean;
  withAggregations: boolean;
  onlyAggregations: boolean;
  /** reduce-aggregations: aggregate over the filtered products instead of the whole category. */
  reduceAggregations: boolean;
}

/** Ids joined by `|` (or a list), at most REQUEST_LIMITS.listValues of them; anything but ids is ignored. */
function idList(raw: unknown, name: string): string[] {
  const limit = REQUEST_LIMITS.listValues;
  const values = typeof raw === 'string' ? raw.split('|', limit + 1) : Array.isArray(raw) ? raw : [];
  if (values.length > limit)
    throw new StoreApiError(
      criteriaErrors.invalidFilter(`/${name}`, `The parameter ${name} may hold at most ${limit} ids.`, {
        limit,
      }),
    );
  return [...new Set(values.filter((value): value is string => isHexId(value)))];
}

function price(raw: unknown): number | null {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function flag(raw: unknown): boolean {
  return raw === true || raw === 'true' || raw === '1' || raw === 1;
}

/** `rating`: an integer (Shopware casts with `(int)`), at least 0; anything else is no rating filter. */
function rating(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '' || typeof raw === 'boolean') return null;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
  return Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), 0), 5) : null;
}

export interface ListingSortings {
  sortings: readonly ListingSorting[];
  defaultSorting: string;
  /** The page size without `limit` (24; the suggestions 10). */
  defaultLimit?: number;
}

export function parseListingParams(
  raw: Record<string, unknown>,
  { sortings, defaultSorting, defaultLimit = LISTING_DEFAULT_LIMIT }: ListingSortings = {
    sortings: LISTING_SORTINGS,
    defaultSorting: LISTING_DEFAULT_SORTING,
  },
): ListingParams {
  const page = Number(raw.p ?? 1);
  const orderKey =
    raw.order === undefined || raw.order === null || raw.order === '' ? defaultSorting : String(raw.order);
  const sorting = sortings.find((s) => s.key === orderKey);
  if (!sorting) throw storeApiErrors.sortingNotFound(orderKey);
  const priceFilter =
    raw['price-filter'] === undefined || flag(raw['price-filter']) || raw['price-filter'] === '';
  const propertyFilter = raw['property-filter'] === undefined || flag(raw['property-filter']);
  const manufacturerFilter = raw['manufacturer-filter'] === undefined || flag(raw['manufacturer-filter']);
  return {
    // Shopware's PagingListingProcessor: a missing or non-positive page is the first.
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: raw.limit ?? defaultLimit,
    sorting,
    properties: propertyFilter ? idList(raw.properties, 'properties') : [],
    manufacturers: manufacturerFilter ? idList(raw.manufacturer, 'manufacturer') : [],
    minPrice: priceFilter ? price(raw['min-price']) : null,
    maxPrice: priceFilter ? price(raw['max-price']) : null,
    minRating: raw['rating-filter'] === undefined || flag(raw['rating-filter']) ? rating(raw.rating) : null,
    shippingFree:
      (raw['shipping-free-filter'] === undefined || flag(raw['shipping-free-filter'])) &&
      flag(raw['shipping-free']),
    withAggregations: !flag(raw['no-aggregations']),
    onlyAggregations: flag(raw['only-aggregations']),
    reduceAggregations: flag(raw['reduce-aggregations']),
  };
}

/** Selected options grouped by property group: OR within a group, AND across groups (as Shopware). */
export function groupSelectedOptions(
  selected: readonly string[],
  groupOf: ReadonlyMap<string, string>,
): string[][] {
  const groups = new Map<string, string[]>();
  for (const id of selected) {
    const group = groupOf.get(id);
    if (group === undefined) continue;
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  return [...groups.values()];
}
