/**
 * The variant requests of the product page: the parent's variants for the selection index, the variant
 * lookup (limit 1) and Shopware's find-variant.
 */
import { apiFailure } from '../../../api/errors';
import { assertStoreUrl } from '../../../api/client';
import type { CatalogClient } from '../api';
import {
  MAX_INDEXED_VARIANTS,
  VARIANT_INDEX_FIELDS,
  VARIANT_LOOKUP_FIELDS,
  VARIANT_LOOKUP_LIMIT,
  VARIANT_PAGE_SIZE,
} from '../config';
import type { VariantEntry } from './selectionIndex';

export type VariantList = { variants: VariantEntry[]; complete: boolean };

function variantPage(client: CatalogClient, parentId: string, page: number) {
  return client.invoke('readProduct post /product', {
    body: {
      filter: [{ type: 'equals', field: 'parentId', value: parentId }],
      includes: { product: VARIANT_INDEX_FIELDS },
      limit: VARIANT_PAGE_SIZE,
      page,
      'total-count-mode': 'exact',
    },
  });
}

/**
 * The parent's variants with their option ids, up to MAX_INDEXED_VARIANTS. `expected` (the number of
 * combinations the configurator allows, an upper bound) decides how many pages are asked for at once, so the
 * index needs one round; should the server report more, the missing pages follow.
 */
export async function readVariants(
  client: CatalogClient,
  parentId: string,
  expected: number,
): Promise<VariantList> {
  assertStoreUrl(client);
  const maxPages = Math.ceil(MAX_INDEXED_VARIANTS / VARIANT_PAGE_SIZE);
  const pagesFor = (count: number) => Math.min(Math.max(1, Math.ceil(count / VARIANT_PAGE_SIZE)), maxPages);
  const pageNumbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const first = await Promise.all(
    pageNumbers(1, pagesFor(expected)).map((page) => variantPage(client, parentId, page)),
  );
  const total = first[0]?.data.total ?? 0;
  const more = await Promise.all(
    pageNumbers(first.length + 1, pagesFor(total)).map((page) => variantPage(client, parentId, page)),
  );
  const variants = [...first, ...more].flatMap((answer) => answer.data.elements);
  return { variants, complete: variants.length >= total };
}

/**
 * The variant with exactly these options (Shopware Frontends' way: parentId and each option id as equals
 * filters, limit 1); null when there is none.
 */
export async function lookupVariant(
  client: CatalogClient,
  parentId: string,
  optionIds: readonly string[],
): Promise<string | null> {
  assertStoreUrl(client);
  const { data } = await client.invoke('readProduct post /product', {
    body: {
      filter: [
        { type: 'equals', field: 'parentId', value: parentId },
        ...optionIds.map((value) => ({ type: 'equals' as const, field: 'optionIds', value })),
      ],
      limit: VARIANT_LOOKUP_LIMIT,
      includes: { product: VARIANT_LOOKUP_FIELDS },
    },
  });
  return data.elements[0]?.id ?? null;
}

/**
 * Shopware's find-variant with the switched group: the exact combination or the nearest one the server
 * finds; null when none exists (404).
 */
export async function findVariant(
  client: CatalogClient,
  parentId: string,
  options: Record<string, string>,
  switchedGroup: string,
): Promise<{ variantId: string; options: string[] } | null> {
  assertStoreUrl(client);
  try {
    const { data } = await client.invoke('searchProductVariantIds post /product/{productId}/find-variant', {
      pathParams: { productId: parentId },
      body: { options, switchedGroup },
    });
    // The schema wraps it in foundCombination; Shopware itself returns the combination unwrapped.
    const found = (data.foundCombination ?? data) as { variantId?: string; options?: string[] };
    return found.variantId ? { variantId: found.variantId, options: found.options ?? [] } : null;
  } catch (error) {
    if (apiFailure(error).status === 404) return null;
    throw error;
  }
}
