import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import { countryDefinition, searchCountries } from '../db/repositories/country-repository.js';
import { languageDefinition, loadLocales, searchLanguages } from '../db/repositories/language-repository.js';
import { salutationDefinition, searchSalutations } from '../db/repositories/salutation-repository.js';
import { requestCriteria } from './criteria-input.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { serializeCountry, serializeLanguage, serializeSalutation } from '../serializers/system-entities.js';
import { storeContextOf } from './store-context.js';

// Reference-data routes of the Store API: /language, /country, /salutation (GET and POST, with criteria).

export function registerSystemRoutes(app: FastifyInstance): void {
  const languages = async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    const criteria = requestCriteria(request, languageDefinition);
    const page = await searchLanguages(app.db, context.salesChannel.id, criteria);
    // Shopware's LanguageRoute always loads translationCode; `locale` only when asked for.
    const withLocale = criteria.associations.locale !== undefined;
    const localeIds = page.rows.flatMap((row) =>
      withLocale ? [row.translation_code_id, row.locale_id] : [row.translation_code_id],
    );
    const locales = await loadLocales(app.db, [...new Set(localeIds)], context.chain);
    const elements = page.rows.map((row) => serializeLanguage(row, locales, withLocale));
    return applyIncludes(
      entitySearchResult('language', criteria, elements, page.total),
      criteria.includes,
      criteria.excludes,
    );
  };
  app.get('/language', languages);
  app.post('/language', languages);

  const countries = async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    const criteria = requestCriteria(request, countryDefinition);
    const page = await searchCountries(app.db, context.chain, criteria);
    const withStates = criteria.associations.states !== undefined;
    const elements = page.rows.map((row) => serializeCountry(row, withStates));
    return applyIncludes(
      entitySearchResult('country', criteria, elements, page.total),
      criteria.includes,
      criteria.excludes,
    );
  };
  app.get('/country', countries);
  app.post('/country', countries);

  const salutations = async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    const criteria = requestCriteria(request, salutationDefinition);
    const page = await searchSalutations(app.db, context.chain, criteria);
    const elements = page.rows.map(serializeSalutation);
    return applyIncludes(
      entitySearchResult('salutation', criteria, elements, page.total),
      criteria.includes,
      criteria.excludes,
    );
  };
  app.get('/salutation', salutations);
  app.post('/salutation', salutations);
}
