import { sql, type Kysely } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';
import { selectTranslated, translated } from './translations.js';

export interface CountryRow {
  id: string;
  iso: string;
  iso3: string;
  position: number;
  active: number;
  shipping_available: number;
  is_eu: number;
  postal_code_required: number;
  default_postal_code_pattern: string | null;
  created_at: string;
  name: string;
  address_format: string;
}

const fields: SearchFields = {
  id: { type: 'id', expression: sql.ref('c.id') },
  iso: { type: 'string', expression: sql.ref('c.iso') },
  iso3: { type: 'string', expression: sql.ref('c.iso3') },
  name: { type: 'string', expression: translated('name') },
  position: { type: 'number', expression: sql.ref('c.position') },
  active: { type: 'boolean', expression: sql.ref('c.active') },
  shippingAvailable: { type: 'boolean', expression: sql.ref('c.shipping_available') },
  isEu: { type: 'boolean', expression: sql.ref('c.is_eu') },
};

/** `states` exists as an association name; this shop has no country states yet, so it is always empty. */
export const countryDefinition: CriteriaDefinition = toDefinition('country', fields, {
  states: toDefinition('country_state', {}, {}),
});

/** Country states: this shop keeps none (an address needs no state in DE, AT, CH), so a search finds nothing. */
export const countryStateDefinition: CriteriaDefinition = toDefinition(
  'country_state',
  {
    id: { type: 'id', expression: sql.ref('id') },
    countryId: { type: 'id', expression: sql.ref('id') },
    shortCode: { type: 'string', expression: sql.ref('id') },
    name: { type: 'string', expression: sql.ref('id') },
    position: { type: 'number', expression: sql.ref('id') },
    active: { type: 'boolean', expression: sql.ref('id') },
  },
  {},
);

/** Countries with their names in the language chain (current, then fallback, then the ISO code). */
export function translatedCountries(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'country', 'c', chain).select([
    'c.id',
    'c.iso',
    'c.iso3',
    'c.position',
    'c.active',
    'c.shipping_available',
    'c.is_eu',
    'c.postal_code_required',
    'c.default_postal_code_pattern',
    'c.created_at',
    translated<string>('name', sql.ref('c.iso')).as('name'),
    translated<string>('address_format', sql.lit('[]')).as('address_format'),
  ]);
}

/** Active countries only, as Shopware's CountryRoute. */
export function searchCountries(
  db: Kysely<Database>,
  chain: LanguageChain,
  criteria: Criteria,
): Promise<SearchPage<CountryRow>> {
  return searchPage(translatedCountries(db, chain).where('c.active', '=', 1), criteria, fields, [
    sql.ref('c.position'),
    translated('name'),
    sql.ref('c.id'),
  ]);
}

export function findActiveCountry(
  db: Kysely<Database>,
  chain: LanguageChain,
  id: string,
): Promise<CountryRow | undefined> {
  return translatedCountries(db, chain).where('c.id', '=', id).where('c.active', '=', 1).executeTakeFirst();
}
