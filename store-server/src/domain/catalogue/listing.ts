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
  field: 'name' | 'cheapestPrice' | 'sales';
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

export interface ListingParams {
  page: number;
  /** The raw limit, validated later with the criteria (default 24, max 100). */
  limit: unknown;
  sorting: ListingSorting;
  properties: string[];
  manufacturers: string[];
  minPrice: number | null;
  maxPrice: number | null;
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

export function parseListingParams(raw: Record<string, unknown>): ListingParams {
  const page = Number(raw.p ?? 1);
  const orderKey =
    raw.order === undefined || raw.order === null || raw.order === ''
      ? LISTING_DEFAULT_SORTING
      : String(raw.order);
  const sorting = LISTING_SORTINGS.find((s) => s.key === orderKey);
  if (!sorting) throw storeApiErrors.sortingNotFound(orderKey);
  const priceFilter =
    raw['price-filter'] === undefined || flag(raw['price-filter']) || raw['price-filter'] === '';
  const propertyFilter = raw['property-filter'] === undefined || flag(raw['property-filter']);
  const manufacturerFilter = raw['manufacturer-filter'] === undefined || flag(raw['manufacturer-filter']);
  return {
    // Shopware's PagingListingProcessor: a missing or non-positive page is the first.
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: raw.limit ?? LISTING_DEFAULT_LIMIT,
    sorting,
    properties: propertyFilter ? idList(raw.properties, 'properties') : [],
    manufacturers: manufacturerFilter ? idList(raw.manufacturer, 'manufacturer') : [],
    minPrice: priceFilter ? price(raw['min-price']) : null,
    maxPrice: priceFilter ? price(raw['max-price']) : null,
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
