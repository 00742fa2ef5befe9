import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBoolean, parseDepth } from '../domain/navigation/category-tree.js';
import { navigationCategories, parseNavigationCriteria } from '../services/navigation.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueAnswer } from './store-answer.js';
import { storeContextOf } from './store-context.js';

// GET|POST /navigation/{activeId}/{rootId} (Shopware's NavigationRoute + TreeBuildingNavigationRoute), from
// services/navigation.ts.

export function registerNavigationRoutes(app: FastifyInstance): void {
  const navigation = async (
    request: FastifyRequest<{ Params: { activeId: string; rootId: string } }>,
    reply: FastifyReply,
  ) => {
    const context = storeContextOf(request);
    const raw = rawCriteria(request);
    const criteria = parseNavigationCriteria(raw);
    const result = await navigationCategories(
      app,
      context,
      {
        activeId: request.params.activeId,
        rootId: request.params.rootId,
        // Shopware reads `depth` from the query, else the body: 2 by default, 0 for the active category's
        // surroundings only.
        depth: parseDepth(raw.depth),
        asTree: parseBoolean(raw.buildTree, true),
      },
      criteria,
    );
    // An unset footer or service navigation as the active id: an empty 204 (Shopware's NavigationRoute).
    if (result === null) return reply.code(204).send();
    return catalogueAnswer(app, request, result, criteria);
  };
  app.get('/navigation/:activeId/:rootId', navigation);
  app.post('/navigation/:activeId/:rootId', navigation);
}
