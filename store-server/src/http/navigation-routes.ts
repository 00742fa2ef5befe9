import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SalesChannelRow } from '../db/repositories/sales-channel-repository.js';
import {
  categoryDefinition,
  findCategory,
  loadCategoryNames,
  loadNavigationCategories,
} from '../db/repositories/category-repository.js';
import { contentErrors } from '../domain/content-errors.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import {
  ancestorIds,
  breadcrumb,
  buildTree,
  isInTree,
  parseBoolean,
  parseDepth,
} from '../domain/navigation/category-tree.js';
import { rawCriteria, requestCriteria } from './criteria-input.js';
import { serializeCategory } from '../serializers/category.js';
import { catalogueAnswer } from './store-answer.js';

// GET|POST /navigation/{activeId}/{rootId} (Shopware's NavigationRoute + TreeBuildingNavigationRoute).

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

function salesChannelRoots(salesChannel: SalesChannelRow): string[] {
  return [
    salesChannel.navigation_category_id,
    salesChannel.footer_category_id,
    salesChannel.service_category_id,
  ].filter((id): id is string => id !== null);
}

export function registerNavigationRoutes(app: FastifyInstance): void {
  const navigation = async (
    request: FastifyRequest<{ Params: { activeId: string; rootId: string } }>,
    reply: FastifyReply,
  ) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const { salesChannel, chain } = context;
    const { activeId: activeParam, rootId: rootParam } = request.params;
    const criteria = requestCriteria(request, categoryDefinition);
    const raw = rawCriteria(request);
    // Shopware reads `depth` from the query, else the body: 2 by default, 0 for the active category's surroundings only.
    const depth = parseDepth(raw.depth);
    const asTree = parseBoolean(raw.buildTree, true);

    // An unset footer or service navigation (Shopware's NavigationRoute): as the active id an empty 204, as the
    // root of a real active category a 400.
    if (unsetAlias(activeParam, salesChannel) !== null) return reply.code(204).send();
    const unsetRoot = unsetAlias(rootParam, salesChannel);
    if (unsetRoot === 'footer') throw contentErrors.footerCategoryNotFound(salesChannel.id);
    if (unsetRoot === 'service') throw contentErrors.serviceCategoryNotFound(salesChannel.id);

    const rootId = resolveAlias(rootParam, salesChannel);
    const activeId = resolveAlias(activeParam, salesChannel);
    if (rootId === null) throw storeApiErrors.categoryNotFound(rootParam);
    if (activeId === null) throw storeApiErrors.categoryNotFound(activeParam);
    const [root, active] = await Promise.all([
      findCategory(app.db, chain, rootId),
      findCategory(app.db, chain, activeId),
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
      app.db,
      chain,
      { rootId: root.id, maxLevel: depth > 0 ? root.level + depth + 1 : root.level, expandedParentIds },
      criteria,
    );
    const loadedNames = new Map(rows.map((row) => [row.id, row.name]));
    const missing = [...new Set(rows.flatMap((row) => ancestorIds(row.path)))].filter(
      (id) => !loadedNames.has(id),
    );
    const names = new Map([...loadedNames, ...(await loadCategoryNames(app.db, chain, missing))]);
    const categories = rows.map((row) => serializeCategory(row, breadcrumb(row, names)));
    const result = asTree ? buildTree(categories, root.id) : categories;
    return catalogueAnswer(app, request, result, criteria);
  };
  app.get('/navigation/:activeId/:rootId', navigation);
  app.post('/navigation/:activeId/:rootId', navigation);
}
