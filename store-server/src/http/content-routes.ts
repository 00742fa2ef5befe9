import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentErrors } from '../domain/content-errors.js';
import { cmsPageJson, findLayout } from '../domain/cms/default-layouts.js';
import { GERMAN_LANGUAGE_ID } from '../constants.js';

// GET|POST /cms/{id} (Shopware's CmsRoute) and GET|POST /landing-page/{landingPageId} (LandingPageRoute). The shop
// has the two default layouts and no landing pages: /cms answers a layout without entity data (its mapped slots
// empty, as Shopware resolves a page without an entity), /landing-page always 404.

export function registerContentRoutes(app: FastifyInstance): void {
  const cms = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const layout = findLayout(request.params.id);
    if (!layout) throw contentErrors.cmsPageNotFound(request.params.id);
    const german = request.storeContext?.languageId === GERMAN_LANGUAGE_ID;
    return cmsPageJson(layout, german, () => null);
  };
  app.get('/cms/:id', cms);
  app.post('/cms/:id', cms);

  const landingPage = async (request: FastifyRequest<{ Params: { landingPageId: string } }>) => {
    throw contentErrors.landingPageNotFound(request.params.landingPageId);
  };
  app.get('/landing-page/:landingPageId', landingPage);
  app.post('/landing-page/:landingPageId', landingPage);
}
