/**
 * The search results page keeps its term in the URL (`?search=…`) beside the listing's own params (`order`, `p`,
 * `limit`, `properties`), so that reload, Back and a shared link show the same results. Pure mapping URL ⇄
 * Store API criteria of `POST /search`.
 */
import { listingCriteria, type ListingCriteria, type ListingState } from '../listing/listingUrl';
import { normaliseTerm } from './term';

export { normaliseTerm, SEARCH_TERM_MAX_LENGTH } from './term';

/** The URL param of the term (Shopware's storefront uses the same name). */
export const SEARCH_PARAM = 'search';

/** The term of a results page URL ('' when there is none). */
export function parseSearchTerm(search: URLSearchParams): string {
  return normaliseTerm(search.get(SEARCH_PARAM));
}

/** The body of `POST /search`: the term and the listing criteria. */
export type SearchCriteria = ListingCriteria & { search: string };

export function searchCriteria(term: string, state: ListingState): SearchCriteria {
  return { search: term, ...listingCriteria(state) };
}
