import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { cachedCatalogueRead } from './cached-catalogue-read.js';
import { criteriaRoute, type CriteriaParser } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// Reference-data routes of the Store API: /language, /country, /salutation (GET and POST, with criteria), from
// services/system.ts. Their answers come from the response cache: only the seed writes these rows and it raises
// the revision when it does (sales channels and their languages raise it by trigger, migration 0019), and each
// of them is in every visitor's start-up.

type Search = (shop: Shop, context: StoreContext, criteria: Criteria) => Promise<object>;

export function registerSystemRoutes(app: FastifyInstance): void {
  const route = (parse: CriteriaParser, search: Search) => {
    const answer = criteriaRoute(parse, (request: FastifyRequest, criteria) =>
      search(app, storeContextOf(request), criteria),
    );
    return (request: FastifyRequest, reply: FastifyReply) =>
      cachedCatalogueRead(app, request, reply, () => answer(request));
  };
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
