import { EURO_CURRENCY_ID } from '../constants.js';
import { toBoolean } from '../db/repositories/language-chain.js';
import type { CountryRow } from '../db/repositories/country-repository.js';
import type { LanguageRow, LocaleRow } from '../db/repositories/language-repository.js';
import type { SalutationRow } from '../db/repositories/salutation-repository.js';

// Store API JSON of the system entities (language, locale, country, salutation). Fields Shopware serialises
// but this server does not store (custom fields, unloaded associations) are null, as in Shopware.

export function serializeLocale(row: LocaleRow) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    territory: row.territory,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    translated: { name: row.name, territory: row.territory, customFields: {} },
    apiAlias: 'locale' as const,
  };
}

export function serializeLanguage(row: LanguageRow, locales: Map<string, LocaleRow>, withLocale: boolean) {
  const translationCode = locales.get(row.translation_code_id);
  const locale = withLocale ? locales.get(row.locale_id) : undefined;
  return {
    id: row.id,
    parentId: row.parent_id,
    localeId: row.locale_id,
    translationCodeId: row.translation_code_id,
    name: row.name,
    active: toBoolean(row.active),
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    ...(locale ? { locale: serializeLocale(locale) } : {}),
    translationCode: translationCode ? serializeLocale(translationCode) : null,
    apiAlias: 'language' as const,
  };
}

export function serializeCountry(row: CountryRow, withStates: boolean) {
  const addressFormat: unknown = JSON.parse(row.address_format);
  const noTax = { enabled: false, currencyId: EURO_CURRENCY_ID, amount: 0 };
  return {
    id: row.id,
    name: row.name,
    iso: row.iso,
    position: row.position,
    active: toBoolean(row.active),
    shippingAvailable: toBoolean(row.shipping_available),
    iso3: row.iso3,
    displayStateInRegistration: false,
    forceStateInRegistration: false,
    checkVatIdPattern: false,
    vatIdRequired: false,
    vatIdPattern: null,
    customFields: null,
    customerTax: noTax,
    companyTax: noTax,
    postalCodeRequired: toBoolean(row.postal_code_required),
    checkPostalCodePattern: false,
    checkAdvancedPostalCodePattern: false,
    advancedPostalCodePattern: null,
    addressFormat,
    defaultPostalCodePattern: row.default_postal_code_pattern,
    isEu: toBoolean(row.is_eu),
    createdAt: row.created_at,
    updatedAt: null,
    translated: { name: row.name, addressFormat, customFields: {} },
    // This shop has no country states (yet): the association, when asked for, is truthfully empty.
    ...(withStates ? { states: [] } : {}),
    apiAlias: 'country' as const,
  };
}

export function serializeSalutation(row: SalutationRow) {
  return {
    id: row.id,
    salutationKey: row.salutation_key,
    displayName: row.display_name,
    letterName: row.letter_name,
    position: row.position,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    translated: { displayName: row.display_name, letterName: row.letter_name, customFields: {} },
    apiAlias: 'salutation' as const,
  };
}
