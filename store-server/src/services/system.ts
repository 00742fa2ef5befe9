import {
  currencyDefinition,
  searchSalesChannelCurrencies,
} from '../db/repositories/context-entity-repository.js';
import {
  countryDefinition,
  countryStateDefinition,
  searchCountries,
} from '../db/repositories/country-repository.js';
import { languageDefinition, loadLocales, searchLanguages } from '../db/repositories/language-repository.js';
import { salutationDefinition, searchSalutations } from '../db/repositories/salutation-repository.js';
import { parseCriteria } from '../domain/criteria/parse-criteria.js';
import type { Criteria, CriteriaDefinition } from '../domain/criteria/types.js';
import { serializeCurrency } from '../serializers/context-entities.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { serializeCountry, serializeLanguage, serializeSalutation } from '../serializers/system-entities.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// Reference data of the Store API: the sales channel's languages, countries, salutations and currencies, and the
// country states (none), each before includes. The parsers read a request's criteria against the fields each
// entity lets a criteria name.

const criteriaParser = (definition: CriteriaDefinition) => (raw: Record<string, unknown>) =>
  parseCriteria(raw, definition);

export const parseLanguageCriteria = criteriaParser(languageDefinition);
export const parseCountryCriteria = criteriaParser(countryDefinition);
export const parseSalutationCriteria = criteriaParser(salutationDefinition);
export const parseCurrencyCriteria = criteriaParser(currencyDefinition);
export const parseCountryStateCriteria = criteriaParser(countryStateDefinition);

export async function listLanguages(shop: Shop, context: StoreContext, criteria: Criteria) {
  const page = await searchLanguages(shop.db, context.salesChannel.id, criteria);
  // Shopware's LanguageRoute always loads translationCode; `locale` only when asked for.
  const withLocale = criteria.associations.locale !== undefined;
  const localeIds = page.rows.flatMap((row) =>
    withLocale ? [row.translation_code_id, row.locale_id] : [row.translation_code_id],
  );
  const locales = await loadLocales(shop.db, [...new Set(localeIds)], context.chain);
  const elements = page.rows.map((row) => serializeLanguage(row, locales, withLocale));
  return entitySearchResult('language', criteria, elements, page.total);
}

export async function listCountries(shop: Shop, context: StoreContext, criteria: Criteria) {
  const page = await searchCountries(shop.db, context.chain, criteria);
  const withStates = criteria.associations.states !== undefined;
  const elements = page.rows.map((row) => serializeCountry(row, withStates));
  return entitySearchResult('country', criteria, elements, page.total);
}

export async function listSalutations(shop: Shop, context: StoreContext, criteria: Criteria) {
  const page = await searchSalutations(shop.db, context.chain, criteria);
  return entitySearchResult('salutation', criteria, page.rows.map(serializeSalutation), page.total);
}

/** A plain array (Shopware's CurrencyRoute): the currencies of the sales channel (its default and its domains'). */
export async function listCurrencies(shop: Shop, context: StoreContext, criteria: Criteria) {
  const page = await searchSalesChannelCurrencies(shop.db, context.chain, context.salesChannel, criteria);
  return page.rows.map(serializeCurrency);
}

/** Country states: this shop keeps none (an address needs no state in DE, AT, CH), so the list is empty. */
export function listCountryStates(criteria: Criteria) {
  return entitySearchResult('country_state', criteria, [], 0);
}
