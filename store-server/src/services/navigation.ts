import type { SalesChannelRow } from '../db/repositories/sales-channel-repository.js';
import {
  findCategory,
  loadCategoryNames,
  loadNavigationCategories,
} from '../db/repositories/category-repository.js';
import type { Criteria } from '../domain/criteria/types.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { ancestorIds, breadcrumb, buildTree, isInTree } from '../domain/navigation/category-tree.js';
import { serializeCategory } from '../serializers/category.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// The navigation (Shopware's NavigationRoute + TreeBuildingNavigationRoute): the categories below a root, plus
// the children along the path to the active category, as a tree or a flat list.

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

function salesChannelRoots(salesChannel: SalesChannelRow): string[] {
  return [
    salesChannel.navigation_category_id,
    salesChannel.footer_category_id,
    salesChannel.service_category_id,
  ].filter((id): id is string => id !== null);
}

/** What GET|POST /navigation/{activeId}/{rootId} asks for: ids or aliases, the depth, tree or list. */
export interface NavigationRequest {
  activeId: string;
  rootId: string;
  depth: number;
  asTree: boolean;
}

/** The navigation's categories (before includes). */
export async function readNavigation(
  shop: Shop,
  context: StoreContext,
  asked: NavigationRequest,
  criteria: Criteria,
) {
  const { salesChannel, chain } = context;
  const { activeId: activeParam, rootId: rootParam, depth, asTree } = asked;
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
  const activePath = [...ancestorIds(active.path), active.id];
  const rootIndex = activePath.indexOf(root.id);
  const expandedParentIds = rootIndex >= 0 ? activePath.slice(rootIndex) : [];
  const rows = await loadNavigationCategories(
    shop.db,
    chain,
    { rootId: root.id, maxLevel: root.level + depth, expandedParentIds },
    criteria,
  );
  const loadedNames = new Map(rows.map((row) => [row.id, row.name]));
  const missing = [...new Set(rows.flatMap((row) => ancestorIds(row.path)))].filter(
    (id) => !loadedNames.has(id),
  );
  const names = new Map([...loadedNames, ...(await loadCategoryNames(shop.db, chain, missing))]);
  const categories = rows.map((row) => serializeCategory(row, breadcrumb(row, names)));
  return asTree ? buildTree(categories, root.id) : categories;
}
