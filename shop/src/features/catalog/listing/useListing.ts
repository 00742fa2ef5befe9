import { useQuery, type Query } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import type { ProductListingResult } from '../../../api/types';
import { useLanguageId, useShop } from '../../../api/ShopContext';
import { readListing } from '../api';
import type { ListingCriteria } from './listingUrl';

type ListingKey = ReturnType<typeof queryKeys.listing>;

/**
 * Whether the list on screen may stay while the next one loads: only when the same category's list in the
 * same language is sorted, paged or filtered anew. Another category's products (and their count) must not show
 * under the new category's heading.
 */
export function isSameList(previous: readonly unknown[] | undefined, next: ListingKey): boolean {
  return previous !== undefined && previous[1] === next[1] && previous[2] === next[2];
}

/** A category's product list for the criteria in the URL; the start-up's preload is used when present. */
export function useListing(categoryId: string, criteria: ListingCriteria) {
  const { client, preloads } = useShop();
  const languageId = useLanguageId();
  const queryKey = queryKeys.listing(languageId, categoryId, criteria);
  return useQuery<ProductListingResult>({
    queryKey,
    queryFn: () => preloads.take<ProductListingResult>(queryKey) ?? readListing(client, categoryId, criteria),
    // A new sorting, page or filter keeps the current products on screen until the new ones arrive.
    placeholderData: (
      previous: ProductListingResult | undefined,
      previousQuery?: Query<ProductListingResult>,
    ) => (isSameList(previousQuery?.queryKey, queryKey) ? previous : undefined),
  });
}
