/**
 * Starts the current page's catalogue request during the start-up (startup.ts: in round 1 with the language
 * id a returning visitor's browser remembers, else in round 2 once it is known), so that a cold load of a
 * product list or a product page needs no third round. Small on purpose: it runs in the entry chunk; the pages
 * themselves load lazily.
 */
import type { Preloads } from '../../api/preload';
import { queryKeys } from '../../api/queryKeys';
import { parseShopPath } from '../../ui/paths';
import { readListing, readProductPage, type CatalogClient } from './api';
import { listingCriteria, parseListingSearch } from './listing/listingUrl';

export type PreloadDeps = {
  client: CatalogClient;
  preloads: Preloads;
  rootCategoryId: string;
  languageId: string | null;
};

/** Which catalogue page a URL shows: a category's product list, a product, or neither. */
function catalogPageOf(
  pathname: string,
  rootCategoryId: string,
): { kind: 'listing'; categoryId: string } | { kind: 'product'; productId: string } | null {
  const parsed = parseShopPath(pathname);
  if (!parsed || parsed.lang === null) return null;
  const category = /^(?:category(?:\/([^/]+))?)?$/.exec(parsed.rest);
  if (category) {
    return { kind: 'listing', categoryId: category[1] ? decodeURIComponent(category[1]) : rootCategoryId };
  }
  const product = /^product\/([^/]+)$/.exec(parsed.rest);
  return product?.[1] ? { kind: 'product', productId: decodeURIComponent(product[1]) } : null;
}

export function preloadCatalogPage(deps: PreloadDeps, pathname: string, search: string): void {
  const page = catalogPageOf(pathname, deps.rootCategoryId);
  if (page?.kind === 'listing') {
    const criteria = listingCriteria(parseListingSearch(new URLSearchParams(search)));
    deps.preloads.put(
      queryKeys.listing(deps.languageId, page.categoryId, criteria),
      readListing(deps.client, page.categoryId, criteria),
    );
  } else if (page?.kind === 'product') {
    deps.preloads.put(
      queryKeys.product(deps.languageId, page.productId),
      readProductPage(deps.client, page.productId),
    );
  }
}
