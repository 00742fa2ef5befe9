import { sql } from 'kysely';
import { runAggregations } from '../db/aggregation-sql.js';
import { criteriaCondition } from '../db/criteria-sql.js';
import { loadGroups } from '../db/repositories/catalogue-loaders.js';
import { productFields } from '../db/repositories/product-fields.js';
import {
  findBestVariantId,
  loadProductsByIds,
  loadVariantOptions,
  productQuery,
  searchProducts,
  termCondition,
  visibleProduct,
} from '../db/repositories/product-repository.js';
import { DEFAULT_PRODUCT_LAYOUT_ID } from '../domain/cms/default-layouts.js';
import type { Criteria } from '../domain/criteria/types.js';
import { findVariant, parseOptionsInput, type RequestedOption } from '../domain/catalogue/find-variant.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { serializeGroup, type Json } from '../serializers/catalogue-entities.js';
import { entitySearchResult } from '../serializers/search-result.js';
import {
  catalogueRead,
  entityLoader,
  optionsJson,
  productsJson,
  type CatalogueReadContext,
  type CatalogueReader,
} from './catalogue.js';
import { productCmsPage } from './cms-pages.js';
import type { Shop } from './shop.js';

// POST|GET /product (Shopware's ProductListRoute), /product/{productId} (ProductDetailRoute) and
// /product/{productId}/find-variant (FindProductVariantRoute).

/** A criteria search over the visible products, with the criteria's aggregations. */
export async function searchProductPage(shop: Shop, reader: CatalogueReader, criteria: Criteria) {
  const ctx = catalogueRead(shop, reader);
  const page = await searchProducts(ctx.db, ctx.chain, criteria);
  const elements = await productsJson(ctx, page.rows, criteria);
  const result: ReturnType<typeof entitySearchResult> = entitySearchResult(
    'product',
    criteria,
    elements,
    page.total,
  );
  if (criteria.aggregations.length > 0) {
    // Aggregations see the filters but not the post-filters, as in Shopware.
    let query = productQuery(ctx.db, ctx.chain)
      .where(visibleProduct)
      .where(criteriaCondition({ ...criteria, postFilters: [] }, productFields));
    if (criteria.term !== null) query = query.where(termCondition(criteria.term));
    result.aggregations = await runAggregations(
      ctx.db,
      query,
      criteria.aggregations,
      productFields,
      sql.ref('p.id'),
      entityLoader(ctx),
    );
  }
  return result;
}

/** The detail route always loads what a product page shows (as the Storefront's ProductPageLoader does). */
const DETAIL_ASSOCIATIONS = ['options', 'properties', 'media', 'manufacturer'];

/** The criteria with the associations named added (plain, without criteria of their own) where missing. */
export function withDetailAssociations(criteria: Criteria): Criteria {
  const associations = { ...criteria.associations };
  const plain: Criteria = {
    ...criteria,
    ids: null,
    filters: [],
    postFilters: [],
    sort: [],
    associations: {},
    aggregations: [],
    limited: false,
  };
  for (const name of DETAIL_ASSOCIATIONS) associations[name] ??= plain;
  return { ...criteria, associations };
}

/** The configurator: the parent's groups (by position) with the options its active variants use. */
async function configurator(ctx: CatalogueReadContext, parentId: string): Promise<Json[]> {
  const variants = await loadVariantOptions(ctx.db, parentId);
  const optionIds = [...new Set(variants.flatMap((v) => v.optionIds))];
  const options = await optionsJson(ctx, optionIds);
  const groupIds = [...new Set([...options.values()].map((o) => String(o.groupId)))];
  const groups = await loadGroups(ctx.db, ctx.chain, groupIds);
  return [...groups.values()]
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((group) =>
      serializeGroup(
        group,
        [...options.values()].filter((o) => o.groupId === group.id).map((o) => ({ ...o, combinable: true })),
      ),
    );
}

/**
 * The product detail: a parent with variants shows its best variant (the main variant, else the first
 * available), with the configurator unless `skipConfigurator`, and the default product layout resolved.
 * `criteria` already holds the detail associations (withDetailAssociations).
 */
export async function productDetail(
  shop: Shop,
  reader: CatalogueReader,
  productId: string,
  criteria: Criteria,
  { skipConfigurator }: { skipConfigurator: boolean },
) {
  const ctx = catalogueRead(shop, reader);
  if (!isHexId(productId)) throw storeApiErrors.productNotFound(productId);
  const [requested] = await loadProductsByIds(ctx.db, ctx.chain, [productId]);
  if (!requested) throw storeApiErrors.productNotFound(productId);
  let product = requested;
  if (requested.parent_id === null && requested.child_count > 0) {
    const config = requested.variant_listing_config
      ? (JSON.parse(requested.variant_listing_config) as { mainVariantId?: string | null })
      : {};
    const bestId = await findBestVariantId(ctx.db, requested.id, config.mainVariantId ?? null);
    const [best] = bestId ? await loadProductsByIds(ctx.db, ctx.chain, [bestId]) : [];
    if (best) product = best;
  }
  const [json] = await productsJson(ctx, [product], criteria);
  const parentId = product.parent_id;
  const groups = skipConfigurator || parentId === null ? null : await configurator(ctx, parentId);
  // Every product has Shopware's default product layout (ProductSubscriber::setDefaultLayout), resolved here
  // as ProductDetailRoute does: product.cmsPage, its slots holding the product, gallery and cross-sellings.
  const productJson = { ...json, cmsPageId: DEFAULT_PRODUCT_LAYOUT_ID };
  const cmsPage = await productCmsPage(shop, reader, productJson, groups);
  return {
    product: { ...productJson, cmsPage },
    configurator: groups,
    apiAlias: 'product_detail',
  };
}

/**
 * The variant of a parent with the options asked for (`options` as a group → option map or a list of option
 * ids); `switchedGroup` names the group the shopper just changed, whose option wins over the others.
 */
export async function findProductVariant(
  shop: Shop,
  reader: CatalogueReader,
  productId: string,
  raw: Record<string, unknown>,
) {
  const ctx = catalogueRead(shop, reader);
  const input = parseOptionsInput(raw.options ?? raw['options[]']);
  if (input.kind === 'invalid') throw storeApiErrors.invalidOptionsParameter();
  const switched =
    typeof raw.switchedGroup === 'string' && raw.switchedGroup !== '' ? raw.switchedGroup : null;
  const variants = isHexId(productId) ? await loadVariantOptions(ctx.db, productId) : [];
  let requested: RequestedOption[];
  if (input.kind === 'map') requested = input.options;
  else {
    const options = await optionsJson(ctx, input.optionIds.filter(isHexId));
    requested = input.optionIds.map((optionId) => ({
      optionId,
      groupId: String(options.get(optionId)?.groupId ?? ''),
    }));
  }
  const found = findVariant(variants, requested, switched);
  if (!found)
    throw storeApiErrors.variantNotFound(
      productId,
      requested.map((r) => r.optionId),
    );
  return found;
}
