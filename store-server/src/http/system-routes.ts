import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryDefinition } from '../db/repositories/country-repository.js';
import { languageDefinition } from '../db/repositories/language-repository.js';
import { salutationDefinition } from '../db/repositories/salutation-repository.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { listCountries, listLanguages, listSalutations } from '../services/system.js';
import type { Criteria, CriteriaDefinition } from '../domain/criteria/types.js';
import type { Shop } from '../services/shop.js';
import type { StoreContext } from '../services/context.js';
import { requestCriteria } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// Reference-data routes of the Store API: /language, /country, /salutation (GET and POST, with criteria), from
// services/system.ts.

type Search = (shop: Shop, context: StoreContext, criteria: Criteria) => Promise<object>;

export function registerSystemRoutes(app: FastifyInstance): void {
  const route = (definition: CriteriaDefinition, search: Search) => async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    const criteria = requestCriteria(request, definition);
    return applyIncludes(await search(app, context, criteria), criteria.includes, criteria.excludes);
  };
  const languages = route(languageDefinition, listLanguages);
  app.get('/language', languages);
  app.post('/language', languages);
  const countries = route(countryDefinition, listCountries);
  app.get('/country', countries);
  app.post('/country', countries);
  const salutations = route(salutationDefinition, listSalutations);
  app.get('/salutation', salutations);
  app.post('/salutation', salutations);
}
