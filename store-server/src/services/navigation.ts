import {
  categoryDefinition,
  categoryListDefinition,
  findCategory,
  loadActiveChildIds,
  loadCategoryNames,
  loadNavigationCategories,
  searchCategories,
} from '../db/repositories/category-repository.js';
import { loadProductCategoryIds } from '../db/repositories/catalogue-loaders.js';
import { loadProductsByIds } from '../db/repositories/product-repository.js';
import type { SalesChannelRow } from '../db/repositories/sales-channel-repository.js';
import { loadSeoUrls } from '../db/repositories/seo-url-repository.js';
import { DEFAULT_LISTING_LAYOUT_ID } from '../domain/cms/default-layouts.js';
import { contentErrors } from '../domain/content-errors.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import { withRequestedAssociations } from '../domain/criteria/shopware-associations.js';
import type { Criteria } from '../domain/criteria/types.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { ancestorIds, breadcrumb, buildTree, isInTree } from '../domain/navigation/category-tree.js';
import { serializeCategory } from '../serializers/category.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { serializeSeoUrl } from '../serializers/seo-url.js';
import { catalogueRead, categoriesJson, type CatalogueReader } from './catalogue.js';
import { categoryCmsPage } from './cms-pages.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// The category tree of the sales channel: GET|POST /category/{navigationId} (Shopware's CategoryRoute), GET|POST
// /category (CategoryListRoute), GET /breadcrumb/{id} (the experimental BreadcrumbRoute) and GET|POST
// /navigation/{activeId}/{rootId} (NavigationRoute + TreeBuildingNavigationRoute).

/** A request's criteria for the navigation (the fields of a navigation category). */
export const parseNavigationCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, categoryDefinition);

/** A request's criteria for the category list (also path, position, media, children). */
export const parseCategoryListCriteria = (raw: Record<string, unknown>): Criteria =>
  parseCriteria(raw, categoryListDefinition);

/** The roots of the sales channel's trees: the main navigation, and the footer and service ones it sets. */
function salesChannelRoots(salesChannel: SalesChannelRow): string[] {
  return [
    salesChannel.navigation_category_id,
    salesChannel.footer_category_id,
    salesChannel.service_category_id,
  ].filter((id): id is string => id !== null);
}

/**
 * A category page (`home` for the navigation root): the category with the default listing layout, its listing
 * slot built from the request's listing parameters `raw` (Shopware parses no criteria here). Folders and links
 * have no page (the root excepted).
 */
export async function categoryPage(
  shop: Shop,
  reader: CatalogueReader,
  navigationId: string,
  raw: Record<string, unknown>,
) {
  const ctx = catalogueRead(shop, reader);
  const root = ctx.store.salesChannel.navigation_category_id;
  const id = navigationId === 'home' ? root : navigationId;
  const row = isHexId(id) ? await findCategory(ctx.db, ctx.chain, id) : undefined;
  if (!row || row.active !== 1 || !isInTree(row, root)) throw storeApiErrors.categoryNotFound(navigationId);
  if (row.id !== root && row.type !== 'page') throw storeApiErrors.categoryNotFound(navigationId);
  const json = (await categoriesJson(ctx, [row.id])).get(row.id) ?? {};
  return {
    ...json,
    cmsPageId: DEFAULT_LISTING_LAYOUT_ID,
    cmsPage: await categoryCmsPage(shop, reader, json, raw),
  };
}

/** The categories of the sales channel's trees as a search result, `children` loaded when asked for. */
export async function searchCategoryList(shop: Shop, reader: CatalogueReader, criteria: Criteria) {
  const ctx = catalogueRead(shop, reader);
  const page = await searchCategories(ctx.db, ctx.chain, salesChannelRoots(ctx.store.salesChannel), criteria);
  const ids = page.rows.map((row) => row.id);
  const childIds = criteria.associations.children ? await loadActiveChildIds(ctx.db, ids) : [];
  const json = await categoriesJson(ctx, [...ids, ...childIds.map((c) => c.id)]);
  const elements = ids.flatMap((id) => {
    const own = json.get(id);
    if (!own) return [];
    const withChildren = criteria.associations.children
      ? { ...own, children: childIds.filter((c) => c.parent_id === id).map((c) => json.get(c.id)) }
      : own;
    return [withRequestedAssociations(withChildren, 'category', criteria.associations)];
  });
  return entitySearchResult('category', criteria, elements, page.total);
}

/**
 * The path to a category (or a product's category) below the navigation root. A product id that names no
 * product is retried as a category (Shopware 6.5+); `referrerCategoryId` picks the product's category when it is
 * one of them. null for a product without a category (Shopware: BREADCRUMB_CATEGORY_NOT_FOUND with HTTP 204).
 */
export async function breadcrumbTrail(
  shop: Shop,
  reader: CatalogueReader,
  id: string,
  { type, referrerCategoryId }: { type: 'category' | 'product'; referrerCategoryId: string | null },
): Promise<Record<string, unknown>[] | null> {
  const ctx = catalogueRead(shop, reader);
  if (!isHexId(id)) return [];
  let categoryId: string | undefined = id;
  if (type === 'product') {
    const [product] = await loadProductsByIds(ctx.db, ctx.chain, [id]);
    if (product) {
      const family = product.parent_id ?? product.id;
      const assigned = (await loadProductCategoryIds(ctx.db, [family])).get(family) ?? [];
      categoryId =
        referrerCategoryId !== null && assigned.includes(referrerCategoryId)
          ? referrerCategoryId
          : assigned[0];
      if (categoryId === undefined) return null;
    }
  }
  const root = ctx.store.salesChannel.navigation_category_id;
  const row = categoryId ? await findCategory(ctx.db, ctx.chain, categoryId) : undefined;
  if (!row || !isInTree(row, root)) return [];
  const path = [...ancestorIds(row.path), row.id];
  const trail = path.slice(path.indexOf(root) + 1);
  const [categories, seoUrls] = await Promise.all([
    categoriesJson(ctx, trail),
    loadSeoUrls(ctx.db, ctx.store.salesChannel.id, ctx.store.languageId, trail),
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
}

function resolveAlias(id: string, salesChannel: SalesChannelRow): string | null {
  switch (id) {
    case 'main-navigation':
      return salesChannel.navigation_category_id;
    case 'footer-navigation':
      return salesChannel.footer_category_id;
    case 'service-navigation':
      return salesChannel.service_category_id;
    default:
      return isHexId(id) ? id : null;
  }
}

/** An alias whose category the sales channel does not set (footer, service). */
function unsetAlias(id: string, salesChannel: SalesChannelRow): 'footer' | 'service' | null {
  if (id === 'footer-navigation' && salesChannel.footer_category_id === null) return 'footer';
  if (id === 'service-navigation' && salesChannel.service_category_id === null) return 'service';
  return null;
}

/**
 * Whether the active id is an alias the sales channel leaves unset (no footer or service navigation): Shopware's
 * NavigationRoute answers that with an empty 204.
 */
export function isUnsetNavigation(activeId: string, store: StoreContext): boolean {
  return unsetAlias(activeId, store.salesChannel) !== null;
}

export interface NavigationRequest {
  /** The active category's id or alias (main-navigation, footer-navigation, service-navigation). */
  activeId: string;
  /** The root's id or alias. */
  rootId: string;
  /** Levels below the root: 2 by default, 0 for the active category's surroundings only. */
  depth: number;
  /** A tree (children inside their parents) rather than a flat list. */
  asTree: boolean;
}

/**
 * The navigation below a root towards an active category, or null for an unset footer or service navigation
 * as the active id (Shopware answers an empty 204; as the root of a real active category a 400).
 */
export async function navigationCategories(
  shop: Shop,
  store: StoreContext,
  request: NavigationRequest,
  criteria: Criteria,
) {
  const { salesChannel, chain } = store;
  const { activeId: activeParam, rootId: rootParam, depth } = request;
  if (unsetAlias(activeParam, salesChannel) !== null) return null;
  const unsetRoot = unsetAlias(rootParam, salesChannel);
  if (unsetRoot === 'footer') throw contentErrors.footerCategoryNotFound(salesChannel.id);
  if (unsetRoot === 'service') throw contentErrors.serviceCategoryNotFound(salesChannel.id);

  const rootId = resolveAlias(rootParam, salesChannel);
  const activeId = resolveAlias(activeParam, salesChannel);
  if (rootId === null) throw storeApiErrors.categoryNotFound(rootParam);
  if (activeId === null) throw storeApiErrors.categoryNotFound(activeParam);
  const [root, active] = await Promise.all([
    findCategory(shop.db, chain, rootId),
    findCategory(shop.db, chain, activeId),
  ]);
  const roots = salesChannelRoots(salesChannel);
  // Both categories must exist and be reachable in one of the sales channel's navigation trees.
  if (!root || !roots.some((tree) => isInTree(root, tree))) throw storeApiErrors.categoryNotFound(rootId);
  if (!active || !roots.some((tree) => isInTree(active, tree)))
    throw storeApiErrors.categoryNotFound(activeId);

  // The levels below the root, plus the children along the path to the active category.
  // Shopware's loadLevels: rootLevel < level <= rootLevel + depth + 1 (depth 1 = two levels), when depth > 0.
  const activePath = [...ancestorIds(active.path), active.id];
  const rootIndex = activePath.indexOf(root.id);
  const expandedParentIds = rootIndex >= 0 ? activePath.slice(rootIndex) : [root.id];
  const rows = await loadNavigationCategories(
    shop.db,
    chain,
    { rootId: root.id, maxLevel: depth > 0 ? root.level + depth + 1 : root.level, expandedParentIds },
    criteria,
  );
  const loadedNames = new Map(rows.map((row) => [row.id, row.name]));
  const missing = [...new Set(rows.flatMap((row) => ancestorIds(row.path)))].filter(
    (id) => !loadedNames.has(id),
  );
  const names = new Map([...loadedNames, ...(await loadCategoryNames(shop.db, chain, missing))]);
  const categories = rows.map((row) => serializeCategory(row, breadcrumb(row, names)));
  return request.asTree ? buildTree(categories, root.id) : categories;
}
