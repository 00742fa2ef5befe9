/**
 * The search requests: `POST /search` (the results page, a product listing with sortings, filters and pages)
 * and `POST /search-suggest` (the search field's few products). Answers are kept as the server sent them.
 */
import { assertStoreUrl } from '../../../api/client';
import type { ProductListingResult } from '../../../api/types';
import type { CatalogClient } from '../api';
import { LISTING_INCLUDES } from '../config';
import type { SearchCriteria } from './searchUrl';
import { SUGGEST_LIMIT } from './suggest';

export async function readSearch(
  client: CatalogClient,
  criteria: SearchCriteria,
): Promise<ProductListingResult> {
  assertStoreUrl(client);
  const { data } = await client.invoke('searchPage post /search', {
    body: { ...criteria, includes: LISTING_INCLUDES },
  });
  return data;
}

/**
 * A suggestion shows the product's name, its options (a variant's "5 mm, natural"), cover and price: the
 * listing's fields plus the options with their groups (for the groups' order).
 */
export const SUGGEST_INCLUDES = {
  ...LISTING_INCLUDES,
  product: [...LISTING_INCLUDES.product, 'productNumber', 'options'],
  property_group_option: [...LISTING_INCLUDES.property_group_option, 'group'],
};

export async function readSuggestions(client: CatalogClient, term: string): Promise<ProductListingResult> {
  assertStoreUrl(client);
  const { data } = await client.invoke('searchSuggest post /search-suggest', {
    body: {
      search: term,
      limit: SUGGEST_LIMIT,
      associations: { options: { associations: { group: {} } } },
      includes: SUGGEST_INCLUDES,
    },
  });
  return data;
}
