import { useQuery, type Query } from '@tanstack/react-query';
import type { ProductListingResult } from '../../../api/types';
import { useLanguageId, useShop } from '../../../api/ShopContext';
import { readSearch, readSuggestions } from './searchApi';
import type { SearchCriteria } from './searchUrl';

/** Query keys of the search (here, not in the kit's queryKeys: that module is on the start page). */
export const searchKeys = {
  /** A results page: the term and the listing criteria from the URL. */
  results: (languageId: string | null, term: string, criteria: object) =>
    ['search', languageId, term, criteria] as const,
  /** The search field's suggestions for a term. */
  suggest: (languageId: string | null, term: string) => ['suggest', languageId, term] as const,
};

type SearchKey = ReturnType<typeof searchKeys.results>;

/**
 * Whether the results on screen may stay while the next ones load: only when the same term's results in the
 * same language are sorted, paged or filtered anew (another term's products must not show under its heading).
 */
export function isSameSearch(previous: readonly unknown[] | undefined, next: SearchKey): boolean {
  return previous !== undefined && previous[1] === next[1] && previous[2] === next[2];
}

/** The results page's products for a non-empty term and the listing criteria of the URL. */
export function useSearch({ search: term, ...criteria }: SearchCriteria) {
  const { client } = useShop();
  const languageId = useLanguageId();
  const queryKey = searchKeys.results(languageId, term, criteria);
  return useQuery<ProductListingResult>({
    queryKey,
    queryFn: () => readSearch(client, { search: term, ...criteria }),
    enabled: term !== '',
    placeholderData: (
      previous: ProductListingResult | undefined,
      previousQuery?: Query<ProductListingResult>,
    ) => (isSameSearch(previousQuery?.queryKey, queryKey) ? previous : undefined),
  });
}

/** The suggestions for a term (null: none asked); the previous term's stay while the next ones load. */
export function useSuggestions(term: string | null) {
  const { client } = useShop();
  const languageId = useLanguageId();
  return useQuery<ProductListingResult>({
    queryKey: searchKeys.suggest(languageId, term ?? ''),
    queryFn: () => readSuggestions(client, term ?? ''),
    enabled: term !== null,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
