import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryDefinition } from '../db/repositories/category-repository.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { storeApiErrors } from '../domain/errors.js';
import { parseBoolean, parseDepth } from '../domain/navigation/category-tree.js';
import { readNavigation } from '../services/navigation.js';
import { rawCriteria, requestCriteria } from './criteria-input.js';

// GET|POST /navigation/{activeId}/{rootId} (Shopware's NavigationRoute + TreeBuildingNavigationRoute), from
// services/navigation.ts.

export function registerNavigationRoutes(app: FastifyInstance): void {
  const navigation = async (request: FastifyRequest<{ Params: { activeId: string; rootId: string } }>) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const { activeId, rootId } = request.params;
    const criteria = requestCriteria(request, categoryDefinition);
    const raw = rawCriteria(request);
    const depth = parseDepth(raw.depth);
    const asTree = parseBoolean(raw.buildTree, true);
    const result = await readNavigation(app, context, { activeId, rootId, depth, asTree }, criteria);
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  app.get('/navigation/:activeId/:rootId', navigation);
  app.post('/navigation/:activeId/:rootId', navigation);
}
