/**
 * The variant requests of the product page: the parent's variants for the selection index, the variant
 * lookup (limit 1) and Shopware's find-variant.
 */
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
 * The parent's variants with their option ids, up to MAX_INDEXED_VARIANTS: the first page tells the total,
 * the other pages are fetched in parallel.
 */
export async function readVariants(client: CatalogClient, parentId: string): Promise<VariantList> {
  assertStoreUrl(client);
  const first = (await variantPage(client, parentId, 1)).data;
  const total = first.total ?? first.elements.length;
  const pages = Math.min(Math.ceil(total / VARIANT_PAGE_SIZE), MAX_INDEXED_VARIANTS / VARIANT_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => variantPage(client, parentId, index + 2)),
  );
  const variants = [first, ...rest.map((answer) => answer.data)].flatMap((page) => page.elements);
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
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
