import { loadProductCategoryIds } from '../db/repositories/catalogue-loaders.js';
import { loadProductsByIds, searchProducts } from '../db/repositories/product-repository.js';
import { crossSellingGroups } from '../domain/catalogue/cross-selling.js';
import type { Criteria } from '../domain/criteria/types.js';
import { isHexId } from '../domain/ids.js';
import { GERMAN_LANGUAGE_ID, LIVE_VERSION_ID } from '../constants.js';
import { catalogueRead, productsJson, type CatalogueReader } from './catalogue.js';
import type { Shop } from './shop.js';

// GET|POST /product/{productId}/cross-selling (Shopware's ProductCrossSellingRoute): the product's active
// cross-sellings by position, each with its products (the request's criteria applied to each group's stream,
// with the group's limit and sorting); empty groups are kept with total 0. An unknown product has none: [].

export async function crossSellingElements(
  shop: Shop,
  reader: CatalogueReader,
  productId: string,
  criteria: Criteria,
): Promise<Record<string, unknown>[]> {
  const ctx = catalogueRead(shop, reader);
  if (!isHexId(productId)) return [];
  const [product] = await loadProductsByIds(ctx.db, ctx.chain, [productId]);
  if (!product) return [];
  const familyId = product.parent_id ?? product.id;
  const [family] = product.parent_id ? await loadProductsByIds(ctx.db, ctx.chain, [familyId]) : [product];
  const categories = await loadProductCategoryIds(ctx.db, [familyId]);
  const groups = crossSellingGroups(familyId, {
    mainCategoryId: categories.get(familyId)?.[0] ?? null,
    manufacturerId: product.manufacturer_id ?? family?.manufacturer_id ?? null,
  });
  const german = ctx.store.languageId === GERMAN_LANGUAGE_ID;
  const elements: Record<string, unknown>[] = [];
  for (const group of groups) {
    const groupCriteria: Criteria = {
      ...criteria,
      page: 1,
      limit: group.limit,
      filters: [...criteria.filters, ...(group.filter ?? [])],
      sort: [{ field: 'name', order: group.sortDirection, naturalSorting: false }],
      totalCountMode: 'none',
    };
    const page = group.filter
      ? await searchProducts(ctx.db, ctx.chain, groupCriteria)
      : { rows: [], total: 0 };
    const products = await productsJson(ctx, page.rows, groupCriteria);
    const name = german ? group.name.de : group.name.en;
    elements.push({
      crossSelling: {
        id: group.id,
        productId: familyId,
        productVersionId: LIVE_VERSION_ID,
        name,
        position: group.position,
        sortBy: group.sortBy,
        sortDirection: group.sortDirection,
        type: 'productStream',
        active: true,
        limit: group.limit,
        productStreamId: null,
        customFields: null,
        createdAt: '2026-01-01T00:00:00.000+00:00',
        updatedAt: null,
        translated: { name },
        apiAlias: 'product_cross_selling',
      },
      products,
      total: products.length,
      streamId: null,
      apiAlias: 'cross_selling_element',
    });
  }
  return elements;
}
