/**
 * The catalogue's page requests: product listing and product detail (small: the start-up's preload uses
 * them; the variant requests are in product/variantApi.ts). Answers are kept as the server sent them.
 */
import { assertStoreUrl, type StoreApiClient } from '../../api/client';
import { readProductDetail } from '../../api/storeApi';
import type { Product, ProductListingResult, PropertyGroup } from '../../api/types';
import { LISTING_INCLUDES, PRODUCT_DETAIL_ASSOCIATIONS, PRODUCT_DETAIL_EXCLUDES } from './config';
import type { ListingCriteria } from './listing/listingUrl';

export type CatalogClient = Pick<StoreApiClient, 'invoke' | 'getBaseConfig'>;

export async function readListing(
  client: CatalogClient,
  categoryId: string,
  criteria: ListingCriteria,
): Promise<ProductListingResult> {
  assertStoreUrl(client);
  const { data } = await client.invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId },
    body: { ...criteria, includes: LISTING_INCLUDES },
  });
  return data;
}

/** The product page's data; `requestedId` tells whether the URL named the product or its parent. */
export type ProductPageData = { requestedId: string; product: Product; configurator: PropertyGroup[] };

export async function readProductPage(client: CatalogClient, productId: string): Promise<ProductPageData> {
  const { product, configurator } = await readProductDetail(client, productId, {
    associations: PRODUCT_DETAIL_ASSOCIATIONS,
    excludes: PRODUCT_DETAIL_EXCLUDES,
  });
  return { requestedId: productId, product, configurator: configurator ?? [] };
}
