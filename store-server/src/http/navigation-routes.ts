import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBoolean, parseDepth } from '../domain/navigation/category-tree.js';
import { isUnsetNavigation, navigationCategories, parseNavigationCriteria } from '../services/navigation.js';
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { rawCriteria } from './criteria-input.js';
import { catalogueAnswer } from './store-answer.js';
import { storeContextOf } from './store-context.js';

// GET|POST /navigation/{activeId}/{rootId} (Shopware's NavigationRoute + TreeBuildingNavigationRoute), from
// services/navigation.ts. The answers come from the response cache (the category tree is catalogue data: every
// write of it raises the revision), as listings do: the main navigation is in every visitor's start-up.

type NavigationRequestOf = FastifyRequest<{ Params: { activeId: string; rootId: string } }>;

export function registerNavigationRoutes(app: FastifyInstance): void {
  const answer = async (request: NavigationRequestOf) => {
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
    // Unset aliases answer 204 before the cache (below); the sales channel cannot change within a request.
    if (result === null) throw new Error('navigation of an unset alias');
    return catalogueAnswer(app, request, result, criteria);
  };
  const navigation = async (request: NavigationRequestOf, reply: FastifyReply) => {
    // An unset footer or service navigation as the active id: an empty 204 (Shopware's NavigationRoute).
    if (isUnsetNavigation(request.params.activeId, storeContextOf(request))) return reply.code(204).send();
    return cachedCatalogueRead(app, request, reply, () => answer(request));
  };
  app.get('/navigation/:activeId/:rootId', navigation);
  app.post('/navigation/:activeId/:rootId', navigation);
}
