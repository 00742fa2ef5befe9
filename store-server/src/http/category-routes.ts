import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  categoryListDefinition,
  findCategory,
  searchCategories,
} from '../db/repositories/category-repository.js';
import { loadProductCategoryIds } from '../db/repositories/catalogue-loaders.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import { loadSeoUrls } from '../db/repositories/seo-url-repository.js';
import { DEFAULT_LISTING_LAYOUT_ID } from '../domain/cms/default-layouts.js';
import { withRequestedAssociations } from '../domain/criteria/shopware-associations.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { ancestorIds, isInTree } from '../domain/navigation/category-tree.js';
import { serializeSeoUrl } from '../serializers/seo-url.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { catalogueContext } from './catalogue-context.js';
import { categoryCmsPage } from './cms-pages.js';
import { rawCriteria, requestCriteria } from './criteria-input.js';
import { categoriesJson } from '../services/catalogue.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { catalogueAnswer } from './store-answer.js';

// GET|POST /category/{navigationId} (Shopware's CategoryRoute), GET|POST /category (CategoryListRoute) and
// GET /breadcrumb/{id} (the experimental BreadcrumbRoute).

function salesChannelRoots(salesChannel: {
  navigation_category_id: string;
  footer_category_id: string | null;
  service_category_id: string | null;
}): string[] {
  return [
    salesChannel.navigation_category_id,
    salesChannel.footer_category_id,
    salesChannel.service_category_id,
  ].filter((id): id is string => id !== null);
}

export function registerCategoryRoutes(app: FastifyInstance): void {
  // Shopware parses no criteria here: the body only feeds the listing slot (p, order, limit, filters) and `slots`.
  const category = async (request: FastifyRequest<{ Params: { navigationId: string } }>) => {
    const ctx = catalogueContext(app, request);
    const raw = rawCriteria(request);
    const { navigationId } = request.params;
    const root = ctx.store.salesChannel.navigation_category_id;
    const id = navigationId === 'home' ? root : navigationId;
    const row = isHexId(id) ? await findCategory(app.db, ctx.chain, id) : undefined;
    if (!row || row.active !== 1 || !isInTree(row, root)) throw storeApiErrors.categoryNotFound(navigationId);
    // Folders and links have no page (the root excepted).
    if (row.id !== root && row.type !== 'page') throw storeApiErrors.categoryNotFound(navigationId);
    const json = (await categoriesJson(ctx, [row.id])).get(row.id) ?? {};
    const result = {
      ...json,
      cmsPageId: DEFAULT_LISTING_LAYOUT_ID,
      cmsPage: await categoryCmsPage(app, request, json, raw),
    };
    return catalogueAnswer(app, request, result, { includes: null, excludes: null });
  };
  const cachedCategory = (
    request: FastifyRequest<{ Params: { navigationId: string } }>,
    reply: FastifyReply,
  ) => cachedCatalogueRead(app, request, reply, () => category(request));
  app.get('/category/:navigationId', cachedCategory);
  app.post('/category/:navigationId', cachedCategory);

  const list = async (request: FastifyRequest) => {
    const ctx = catalogueContext(app, request);
    const criteria = requestCriteria(request, categoryListDefinition);
    const page = await searchCategories(
      app.db,
      ctx.chain,
      salesChannelRoots(ctx.store.salesChannel),
      criteria,
    );
    const ids = page.rows.map((row) => row.id);
    const childIds = criteria.associations.children
      ? await app.db
          .selectFrom('category')
          .select(['id', 'parent_id'])
          .where('parent_id', 'in', ids.length > 0 ? ids : [''])
          .where('active', '=', 1)
          .orderBy('position')
          .orderBy('id')
          .execute()
      : [];
    const json = await categoriesJson(ctx, [...ids, ...childIds.map((c) => c.id)]);
    const elements = ids.flatMap((id) => {
      const own = json.get(id);
      if (!own) return [];
      const withChildren = criteria.associations.children
        ? { ...own, children: childIds.filter((c) => c.parent_id === id).map((c) => json.get(c.id)) }
        : own;
      return [withRequestedAssociations(withChildren, 'category', criteria.associations)];
    });
    return catalogueAnswer(
      app,
      request,
      entitySearchResult('category', criteria, elements, page.total),
      criteria,
    );
  };
  app.get('/category', list);
  app.post('/category', list);

  // Experimental in Shopware: the path to a category (or a product's category) below the navigation root. A
  // product id that names no product is retried as a category (Shopware 6.5+); `referrerCategoryId` picks the
  // product's category when it is one of them.
  app.get(
    '/breadcrumb/:id',
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const ctx = catalogueContext(app, request);
      const { id } = request.params;
      const raw = rawCriteria(request);
      const type = raw.type === 'category' ? 'category' : 'product';
      const referrer = isHexId(raw.referrerCategoryId) ? raw.referrerCategoryId : null;
      if (!isHexId(id)) return [];
      let categoryId: string | undefined = id;
      if (type === 'product') {
        const [product] = await loadProductsByIds(app.db, ctx.chain, [id]);
        if (product) {
          const family = product.parent_id ?? product.id;
          const assigned = (await loadProductCategoryIds(app.db, [family])).get(family) ?? [];
          categoryId = referrer !== null && assigned.includes(referrer) ? referrer : assigned[0];
          // Shopware: BREADCRUMB_CATEGORY_NOT_FOUND with HTTP 204 for a product without a category.
          if (categoryId === undefined) return reply.code(204).send();
        }
      }
      const root = ctx.store.salesChannel.navigation_category_id;
      const row = categoryId ? await findCategory(app.db, ctx.chain, categoryId) : undefined;
      if (!row || !isInTree(row, root)) return [];
      const path = [...ancestorIds(row.path), row.id];
      const trail = path.slice(path.indexOf(root) + 1);
      const [categories, seoUrls] = await Promise.all([
        categoriesJson(ctx, trail),
        loadSeoUrls(app.db, ctx.store.salesChannel.id, ctx.store.languageId, trail),
      ]);
      return trail.flatMap((categoryIdOnPath) => {
        const json = categories.get(categoryIdOnPath);
        if (!json) return [];
        const urls = seoUrls.get(categoryIdOnPath) ?? [];
        return [
          {
            name: json.name,
            categoryId: categoryIdOnPath,
            type: json.type,
            translated: json.translated,
            // The canonical SEO path, else the technical one (Shopware's CategoryBreadcrumbBuilder).
            path: urls[0]?.seo_path_info ?? `navigation/${categoryIdOnPath}`,
            seoUrls: urls.map((url) => serializeSeoUrl(url)),
            apiAlias: 'breadcrumb',
          },
        ];
      });
    },
  );
}
