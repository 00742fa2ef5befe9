import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryDefinition, findCategory } from '../db/repositories/category-repository.js';
import { loadProductCategoryIds } from '../db/repositories/catalogue-loaders.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import { toDefinition } from '../db/repositories/definitions.js';
import { mediaDefinition } from '../db/repositories/product-fields.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { ancestorIds, isInTree } from '../domain/navigation/category-tree.js';
import { catalogueContext } from './catalogue-context.js';
import { rawCriteria, requestCriteria } from './criteria-input.js';
import { categoriesJson } from '../services/catalogue.js';

// GET|POST /category/{navigationId} (Shopware's CategoryRoute, without CMS pages) and GET /breadcrumb/{id}.

const none = (entity: string) => toDefinition(entity, {}, {});
const categoryRouteDefinition = {
  ...categoryDefinition,
  associations: {
    children: categoryDefinition,
    media: mediaDefinition,
    seoUrls: none('seo_url'),
    cmsPage: none('cms_page'),
    tags: none('tag'),
  },
};

export function registerCategoryRoutes(app: FastifyInstance): void {
  const category = async (request: FastifyRequest<{ Params: { navigationId: string } }>) => {
    const ctx = catalogueContext(app, request);
    const criteria = requestCriteria(request, categoryRouteDefinition);
    const { navigationId } = request.params;
    const root = ctx.store.salesChannel.navigation_category_id;
    const id = navigationId === 'home' ? root : navigationId;
    const row = isHexId(id) ? await findCategory(app.db, ctx.chain, id) : undefined;
    if (!row || row.active !== 1 || !isInTree(row, root)) throw storeApiErrors.categoryNotFound(navigationId);
    const childIds = criteria.associations.children
      ? (
          await app.db
            .selectFrom('category')
            .select('id')
            .where('parent_id', '=', row.id)
            .where('active', '=', 1)
            .orderBy('position')
            .execute()
        ).map((c) => c.id)
      : [];
    const json = await categoriesJson(ctx, [row.id, ...childIds]);
    const result = {
      ...json.get(row.id),
      children: childIds.map((child) => json.get(child)).filter(Boolean),
      cmsPage: null,
      ...(criteria.associations.seoUrls ? { seoUrls: [] } : {}),
    };
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  app.get('/category/:navigationId', category);
  app.post('/category/:navigationId', category);

  // Experimental in Shopware: the path to a category (or a product's main category) below the navigation root.
  app.get('/breadcrumb/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const ctx = catalogueContext(app, request);
    const { id } = request.params;
    const type = rawCriteria(request).type === 'category' ? 'category' : 'product';
    if (!isHexId(id)) throw storeApiErrors.categoryNotFound(id);
    let categoryId: string | undefined = id;
    if (type === 'product') {
      const [product] = await loadProductsByIds(app.db, ctx.chain, [id]);
      if (!product) throw storeApiErrors.productNotFound(id);
      categoryId = (await loadProductCategoryIds(app.db, [product.parent_id ?? product.id])).get(
        product.parent_id ?? product.id,
      )?.[0];
    }
    const root = ctx.store.salesChannel.navigation_category_id;
    const row = categoryId ? await findCategory(app.db, ctx.chain, categoryId) : undefined;
    if (!row || !isInTree(row, root)) throw storeApiErrors.categoryNotFound(categoryId ?? id);
    const path = [...ancestorIds(row.path), row.id];
    const trail = path.slice(path.indexOf(root) + 1);
    const categories = await categoriesJson(ctx, trail);
    const names: string[] = [];
    return trail.flatMap((categoryIdOnPath) => {
      const json = categories.get(categoryIdOnPath);
      if (!json) return [];
      names.push(String(json.name));
      return [
        {
          name: json.name,
          categoryId: categoryIdOnPath,
          type: json.type,
          translated: json.translated,
          path: `${names.map((name) => encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'))).join('/')}/`,
          seoUrls: [],
          apiAlias: 'breadcrumb',
        },
      ];
    });
  });
}
