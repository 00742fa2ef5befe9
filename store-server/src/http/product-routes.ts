import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runAggregations } from '../db/aggregation-sql.js';
import { criteriaCondition } from '../db/criteria-sql.js';
import { loadGroups, loadManufacturers } from '../db/repositories/catalogue-loaders.js';
import { productDefinition, productFields } from '../db/repositories/product-fields.js';
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
import { sql } from 'kysely';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueContext } from './catalogue-context.js';
import { rawCriteria, requestCriteria } from './criteria-input.js';
import {
  categoriesJson,
  optionsJson,
  productsJson,
  type CatalogueReadContext,
} from '../services/catalogue.js';
import { serializeGroup, serializeManufacturer, type Json } from '../serializers/catalogue-entities.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { productCmsPage } from './cms-pages.js';
import { catalogueAnswer } from './store-answer.js';

// POST|GET /product, /product/{productId} and /product/{productId}/find-variant.

/** Entities for entity aggregations (manufacturers, categories, property options), one query each. */
export function entityLoader(ctx: CatalogueReadContext) {
  return async (definition: string, ids: string[]): Promise<unknown[]> => {
    if (definition === 'category') {
      const categories = await categoriesJson(ctx, ids);
      return ids.flatMap((id) => {
        const category = categories.get(id);
        return category ? [category] : [];
      });
    }
    if (definition === 'product_manufacturer') {
      const rows = await loadManufacturers(ctx.db, ctx.chain, ids);
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [serializeManufacturer(row, null)] : [];
      });
    }
    const options = await optionsJson(ctx, ids);
    return [...options.values()];
  };
}

/** The detail route always loads what a product page shows (as the Storefront's ProductPageLoader does). */
const DETAIL_ASSOCIATIONS = ['options', 'properties', 'media', 'manufacturer'];

function withAssociations(criteria: Criteria, names: string[]): Criteria {
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
  for (const name of names) associations[name] ??= plain;
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

export function registerProductRoutes(app: FastifyInstance): void {
  const search = async (request: FastifyRequest) => {
    const ctx = catalogueContext(app, request);
    const criteria = requestCriteria(request, productDefinition);
    const page = await searchProducts(app.db, ctx.chain, criteria);
    const elements = await productsJson(ctx, page.rows, criteria);
    const result: ReturnType<typeof entitySearchResult> = entitySearchResult(
      'product',
      criteria,
      elements,
      page.total,
    );
    if (criteria.aggregations.length > 0) {
      // Aggregations see the filters but not the post-filters, as in Shopware.
      let query = productQuery(app.db, ctx.chain)
        .where(visibleProduct)
        .where(criteriaCondition({ ...criteria, postFilters: [] }, productFields));
      if (criteria.term !== null) query = query.where(termCondition(criteria.term));
      result.aggregations = await runAggregations(
        app.db,
        query,
        criteria.aggregations,
        productFields,
        sql.ref('p.id'),
        entityLoader(ctx),
      );
    }
    return catalogueAnswer(app, request, result, criteria);
  };
  app.get('/product', search);
  app.post('/product', search);

  const detail = async (request: FastifyRequest<{ Params: { productId: string } }>) => {
    const ctx = catalogueContext(app, request);
    const { productId } = request.params;
    const criteria = withAssociations(requestCriteria(request, productDefinition), DETAIL_ASSOCIATIONS);
    const raw = rawCriteria(request);
    if (!isHexId(productId)) throw storeApiErrors.productNotFound(productId);
    const [requested] = await loadProductsByIds(app.db, ctx.chain, [productId]);
    if (!requested) throw storeApiErrors.productNotFound(productId);
    let product = requested;
    if (requested.parent_id === null && requested.child_count > 0) {
      const config = requested.variant_listing_config
        ? (JSON.parse(requested.variant_listing_config) as { mainVariantId?: string | null })
        : {};
      const bestId = await findBestVariantId(app.db, requested.id, config.mainVariantId ?? null);
      const [best] = bestId ? await loadProductsByIds(app.db, ctx.chain, [bestId]) : [];
      if (best) product = best;
    }
    const [json] = await productsJson(ctx, [product], criteria);
    const skip =
      raw.skipConfigurator === true || raw.skipConfigurator === 'true' || raw.skipConfigurator === '1';
    const parentId = product.parent_id;
    const groups = skip || parentId === null ? null : await configurator(ctx, parentId);
    // Every product has Shopware's default product layout (ProductSubscriber::setDefaultLayout), resolved here
    // as ProductDetailRoute does: product.cmsPage, its slots holding the product, gallery and cross-sellings.
    const productJson = { ...json, cmsPageId: DEFAULT_PRODUCT_LAYOUT_ID };
    const cmsPage = await productCmsPage(app, request, productJson, groups);
    const result = {
      product: { ...productJson, cmsPage },
      configurator: groups,
      apiAlias: 'product_detail',
    };
    return catalogueAnswer(app, request, result, criteria);
  };
  const cachedDetail = (request: FastifyRequest<{ Params: { productId: string } }>, reply: FastifyReply) =>
    cachedCatalogueRead(app, request, reply, () => detail(request));
  app.get('/product/:productId', cachedDetail);
  app.post('/product/:productId', cachedDetail);

  const findVariantRoute = async (request: FastifyRequest<{ Params: { productId: string } }>) => {
    const ctx = catalogueContext(app, request);
    const { productId } = request.params;
    const raw = rawCriteria(request);
    const input = parseOptionsInput(raw.options ?? raw['options[]']);
    if (input.kind === 'invalid') throw storeApiErrors.invalidOptionsParameter();
    const switched =
      typeof raw.switchedGroup === 'string' && raw.switchedGroup !== '' ? raw.switchedGroup : null;
    const variants = isHexId(productId) ? await loadVariantOptions(app.db, productId) : [];
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
    // Shopware serialises its FoundCombination struct itself; the 6.7 schema wraps it in `foundCombination`.
    // Both shapes are sent, so that clients of either read the same answer.
    const combination = { variantId: found.variantId, options: found.optionIds };
    return { ...combination, foundCombination: combination, apiAlias: 'found_combination' };
  };
  app.get('/product/:productId/find-variant', findVariantRoute);
  app.post('/product/:productId/find-variant', findVariantRoute);
}
