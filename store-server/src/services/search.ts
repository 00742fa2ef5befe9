import type { Kysely } from 'kysely';
import type { ProductRow } from '../db/repositories/product-repository.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import type { LanguageChain } from '../db/repositories/language-chain.js';
import {
  findExactNumberProduct,
  findSearchMatches,
  findVariantWords,
} from '../db/repositories/search-repository.js';
import type { Database } from '../db/schema.js';
import { storeApiErrors } from '../domain/errors.js';
import {
  heldTokens,
  matchScore,
  pickRepresentative,
  variantOnlyWords,
  type GroupMatch,
} from '../domain/search/ranking.js';
import { indexWords, parseSearchTerm, type SearchTerm } from '../domain/search/search-terms.js';
import {
  LISTING_DEFAULT_LIMIT,
  SEARCH_DEFAULT_SORTING,
  SEARCH_SORTINGS,
} from '../domain/catalogue/listing.js';
import type { Criteria } from '../domain/criteria/types.js';
import { catalogueRead, type CatalogueReader } from './catalogue.js';
import { parseListingRequest, productListingResult } from './product-listing.js';
import type { Shop } from './shop.js';

// The product search (POST|GET /search, /search-suggest): the term's words looked up in the full-text index, the
// listed products that hold them all with their scores, and, for a page of results, the variant that stands for
// its parent when the words point at one (an exact variant number, or options such as a colour).

export interface ProductSearch {
  term: SearchTerm;
  matches: GroupMatch[];
  /** Score by listed product id (the `score` sorting). */
  rank: Map<string, number>;
}

/** 400 FRAMEWORK__MISSING_REQUEST_PARAMETER when `search` is missing or holds no word (Shopware). */
export function requireSearchTerm(raw: unknown): SearchTerm {
  const term = parseSearchTerm(raw);
  if (!term) throw storeApiErrors.missingRequestParameter('search');
  return term;
}

export async function searchProducts(
  db: Kysely<Database>,
  languageId: string,
  term: SearchTerm,
): Promise<ProductSearch> {
  const matches = await findSearchMatches(db, languageId, term);
  return { term, matches, rank: new Map(matches.map((match) => [match.groupId, matchScore(match)])) };
}

/** The page's rows with each parent replaced by the variant the term points at, if any. */
export async function withRepresentatives(
  db: Kysely<Database>,
  chain: LanguageChain,
  search: ProductSearch,
  rows: ProductRow[],
): Promise<ProductRow[]> {
  const byGroup = new Map(search.matches.map((match) => [match.groupId, match]));
  const groups = rows.filter((row) => row.parent_id === null && row.child_count > 0).map((row) => row.id);
  if (groups.length === 0) return rows;
  const exact = await findExactNumberProduct(db, search.term, groups);
  const tokensOf = new Map(
    groups.map((id) => [
      id,
      variantOnlyWords(byGroup.get(id) ?? noMatch(id)).map((index) => search.term.tokens[index] ?? ''),
    ]),
  );
  const pending = groups.filter((id) => !exact.has(id) && (tokensOf.get(id)?.length ?? 0) > 0);
  const variants = await findVariantWords(db, chain.current, pending);
  const chosen = new Map(exact);
  for (const id of pending) {
    const tokens = tokensOf.get(id) ?? [];
    const representative = pickRepresentative(
      variants
        .filter((variant) => variant.groupId === id)
        .map((variant) => ({
          productId: variant.productId,
          productNumber: variant.productNumber,
          words: heldTokens(indexWords(`${variant.productNumber} ${variant.optionNames}`), tokens),
        }))
        .filter((candidate) => candidate.words > 0),
    );
    if (representative) chosen.set(id, representative);
  }
  const loaded = await loadProductsByIds(db, chain, [...new Set(chosen.values())]);
  const variantById = new Map(loaded.map((row) => [row.id, row]));
  return rows.map((row) => {
    const variantId = chosen.get(row.id);
    return (variantId && variantById.get(variantId)) || row;
  });
}

/** The suggestions' default page size (Shopware's search-suggest shows ten products). */
export const SUGGEST_DEFAULT_LIMIT = 10;

/**
 * POST|GET /search and /search-suggest (Shopware's ProductSearchRoute and ProductSuggestRoute): a
 * ProductListingResult over the products the term finds, sorted by `score` unless `order` says otherwise. The
 * suggestions are the same listing, 10 products by default and without the listing filters' aggregations (their
 * criteria's own aggregations still run).
 */
export async function productSearchListing(
  shop: Shop,
  reader: CatalogueReader,
  raw: Record<string, unknown>,
  suggest: boolean,
): Promise<{ result: Record<string, unknown>; criteria: Criteria }> {
  const ctx = catalogueRead(shop, reader);
  const term = requireSearchTerm(raw.search);
  const parsed = parseListingRequest(
    raw,
    { sortings: SEARCH_SORTINGS, defaultSorting: SEARCH_DEFAULT_SORTING },
    suggest ? SUGGEST_DEFAULT_LIMIT : LISTING_DEFAULT_LIMIT,
  );
  const found = await searchProducts(ctx.db, ctx.chain.current, term);
  const result = await productListingResult(ctx, parsed, {
    scope: { productIds: found.matches.map((match) => match.groupId) },
    navigationId: ctx.store.salesChannel.navigation_category_id,
    sortings: SEARCH_SORTINGS,
    rank: found.rank,
    filterAggregations: !suggest,
    currentFilters: { search: term.original },
    representatives: (rows) => withRepresentatives(ctx.db, ctx.chain, found, rows),
  });
  return { result, criteria: parsed.criteria };
}

const noMatch = (groupId: string): GroupMatch => ({ groupId, exactNumber: false, onParent: [] });
