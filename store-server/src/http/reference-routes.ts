import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import {
  listCountryStates,
  listCurrencies,
  parseCountryStateCriteria,
  parseCurrencyCriteria,
} from '../services/system.js';
import { rawCriteria } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// Reference data of the Store API: /currency and /country-state/{countryId} (services/system.ts; /media and
// /cookie-groups are in storefront-support-routes.ts).

export function registerReferenceRoutes(app: FastifyInstance): void {
  const currencies = async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    const criteria = parseCurrencyCriteria(rawCriteria(request));
    return applyIncludes(await listCurrencies(app, context, criteria), criteria.includes, criteria.excludes);
  };
  app.get('/currency', currencies);
  app.post('/currency', currencies);

  const countryStates = async (request: FastifyRequest<{ Params: { countryId: string } }>) => {
    const criteria = parseCountryStateCriteria(rawCriteria(request));
    return applyIncludes(listCountryStates(criteria), criteria.includes, criteria.excludes);
  };
  app.get('/country-state/:countryId', countryStates);
  app.post('/country-state/:countryId', countryStates);
}
