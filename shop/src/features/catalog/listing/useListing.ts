import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import type { ProductListingResult } from '../../../api/types';
import { useLanguageId, useShop } from '../../../app/ShopContext';
import { readListing } from '../api';
import type { ListingCriteria } from './listingUrl';

/** A category's product list for the criteria in the URL; the start-up's preload is used when present. */
export function useListing(categoryId: string, criteria: ListingCriteria) {
  const { client, preloads } = useShop();
  const languageId = useLanguageId();
  const queryKey = queryKeys.listing(languageId, categoryId, criteria);
  return useQuery<ProductListingResult>({
    queryKey,
    queryFn: () => preloads.take<ProductListingResult>(queryKey) ?? readListing(client, categoryId, criteria),
    // A new filter or page keeps the current products on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
