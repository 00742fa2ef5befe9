import { searchCountries } from '../db/repositories/country-repository.js';
import { loadLocales, searchLanguages } from '../db/repositories/language-repository.js';
import { searchSalutations } from '../db/repositories/salutation-repository.js';
import type { Criteria } from '../domain/criteria/types.js';
import { entitySearchResult } from '../serializers/search-result.js';
import { serializeCountry, serializeLanguage, serializeSalutation } from '../serializers/system-entities.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// Reference data of the Store API: the sales channel's languages, countries and salutations, each a search
// result before includes.

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
