import {
  DEFAULT_CUSTOMER_GROUP_ID,
  EURO_CURRENCY_ID,
  GERMAN_LANGUAGE_ID,
  SYSTEM_LANGUAGE_ID,
} from '../constants.js';
import { deterministicId } from '../domain/ids.js';

// Reference data of the demo sales channel, in en-GB and de-DE.

export const EN = SYSTEM_LANGUAGE_ID;
export const DE = GERMAN_LANGUAGE_ID;

export const locales = [
  {
    id: deterministicId('locale:en-GB'),
    code: 'en-GB',
    en: ['English', 'United Kingdom'],
    de: ['Englisch', 'Vereinigtes Königreich'],
  },
  {
    id: deterministicId('locale:de-DE'),
    code: 'de-DE',
    en: ['German', 'Germany'],
    de: ['Deutsch', 'Deutschland'],
  },
] as const;

export const languages = [
  { id: EN, name: 'English', localeCode: 'en-GB' },
  { id: DE, name: 'Deutsch', localeCode: 'de-DE' },
] as const;

export const euro = {
  id: EURO_CURRENCY_ID,
  isoCode: 'EUR',
  symbol: '€',
  shortName: 'EUR',
  en: 'Euro',
  de: 'Euro',
};

export const standardTax = { id: deterministicId('tax:standard-19'), rate: 19, name: 'Standard rate' };

/** Shopware's default address format: lines of snippet keys. */
export const DEFAULT_ADDRESS_FORMAT = [
  ['address/company', 'symbol/dash', 'address/department'],
  ['address/first_name', 'address/last_name'],
  ['address/street'],
  ['address/zipcode', 'address/city'],
  ['address/country'],
];

export const countries = [
  { iso: 'DE', iso3: 'DEU', isEu: 1, en: 'Germany', de: 'Deutschland', postalCode: '\\d{5}' },
  { iso: 'AT', iso3: 'AUT', isEu: 1, en: 'Austria', de: 'Österreich', postalCode: '\\d{4}' },
  { iso: 'CH', iso3: 'CHE', isEu: 0, en: 'Switzerland', de: 'Schweiz', postalCode: '\\d{4}' },
  { iso: 'GB', iso3: 'GBR', isEu: 0, en: 'United Kingdom', de: 'Vereinigtes Königreich', postalCode: null },
  { iso: 'FR', iso3: 'FRA', isEu: 1, en: 'France', de: 'Frankreich', postalCode: '\\d{5}' },
  { iso: 'NL', iso3: 'NLD', isEu: 1, en: 'Netherlands', de: 'Niederlande', postalCode: '\\d{4} ?[A-Z]{2}' },
].map((country, index) => ({
  ...country,
  id: deterministicId(`country:${country.iso}`),
  position: index + 1,
}));

export const GERMANY_ID = deterministicId('country:DE');

const salutationTexts: { key: string; en: [string, string]; de: [string, string] }[] = [
  { key: 'mr', en: ['Mr.', 'Dear Mr.'], de: ['Herr', 'Sehr geehrter Herr'] },
  { key: 'mrs', en: ['Mrs.', 'Dear Mrs.'], de: ['Frau', 'Sehr geehrte Frau'] },
  { key: 'not_specified', en: ['Not specified', ''], de: ['Keine Angabe', ''] },
];

export const salutations = salutationTexts.map((salutation, index) => ({
  ...salutation,
  id: deterministicId(`salutation:${salutation.key}`),
  position: index + 1,
}));

export const customerGroup = {
  id: DEFAULT_CUSTOMER_GROUP_ID,
  en: 'Standard customer group',
  de: 'Standard-Kundengruppe',
};

/** The foundation's single shipping method, replaced by seed/methods.ts (deactivated on reseed). */
export const standardShipping = {
  id: deterministicId('shipping-method:standard'),
  technicalName: 'shipping_standard',
  en: ['Standard', 'Delivery by parcel service or freight forwarder.'],
  de: ['Standard', 'Lieferung per Paketdienst oder Spedition.'],
} as const;
