import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listCountryStates,
  listCurrencies,
  parseCountryStateCriteria,
  parseCurrencyCriteria,
} from '../services/system.js';
import { criteriaRoute } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// Reference data of the Store API: /currency and /country-state/{countryId} (services/system.ts; /media and
// /cookie-groups are in storefront-support-routes.ts).

export function registerReferenceRoutes(app: FastifyInstance): void {
  const currencies = criteriaRoute(parseCurrencyCriteria, (request: FastifyRequest, criteria) =>
    listCurrencies(app, storeContextOf(request), criteria),
  );
  app.get('/currency', currencies);
  app.post('/currency', currencies);

  const countryStates = criteriaRoute(parseCountryStateCriteria, (_request: FastifyRequest, criteria) =>
    listCountryStates(criteria),
  );
  app.get('/country-state/:countryId', countryStates);
  app.post('/country-state/:countryId', countryStates);
}
