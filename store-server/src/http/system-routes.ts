import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Criteria } from '../domain/criteria/types.js';
import {
  listCountries,
  listLanguages,
  listSalutations,
  parseCountryCriteria,
  parseLanguageCriteria,
  parseSalutationCriteria,
} from '../services/system.js';
import type { Shop } from '../services/shop.js';
import type { StoreContext } from '../services/context.js';
import { criteriaRoute, type CriteriaParser } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// Reference-data routes of the Store API: /language, /country, /salutation (GET and POST, with criteria), from
// services/system.ts.

type Search = (shop: Shop, context: StoreContext, criteria: Criteria) => Promise<object>;

export function registerSystemRoutes(app: FastifyInstance): void {
  const route = (parse: CriteriaParser, search: Search) =>
    criteriaRoute(parse, (request: FastifyRequest, criteria) =>
      search(app, storeContextOf(request), criteria),
    );
  const languages = route(parseLanguageCriteria, listLanguages);
  app.get('/language', languages);
  app.post('/language', languages);
  const countries = route(parseCountryCriteria, listCountries);
  app.get('/country', countries);
  app.post('/country', countries);
  const salutations = route(parseSalutationCriteria, listSalutations);
  app.get('/salutation', salutations);
  app.post('/salutation', salutations);
}
