import { sql, type Kysely } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';
import { EMPTY, selectTranslated, translated } from './translations.js';

export interface SalutationRow {
  id: string;
  salutation_key: string;
  position: number;
  created_at: string;
  display_name: string;
  letter_name: string;
}

const fields: SearchFields = {
  id: { type: 'id', expression: sql.ref('s.id') },
  salutationKey: { type: 'string', expression: sql.ref('s.salutation_key') },
  position: { type: 'number', expression: sql.ref('s.position') },
  displayName: { type: 'string', expression: translated('display_name') },
  letterName: { type: 'string', expression: translated('letter_name') },
};

export const salutationDefinition: CriteriaDefinition = toDefinition('salutation', fields, {});

/** Salutations with their names in the language chain (current, then fallback, then the key). */
export function translatedSalutations(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'salutation', 's', chain).select([
    's.id',
    's.salutation_key',
    's.position',
    's.created_at',
    translated<string>('display_name', sql.ref('s.salutation_key')).as('display_name'),
    translated<string>('letter_name', EMPTY).as('letter_name'),
  ]);
}

export function searchSalutations(
  db: Kysely<Database>,
  chain: LanguageChain,
  criteria: Criteria,
): Promise<SearchPage<SalutationRow>> {
  const query = translatedSalutations(db, chain);
  return searchPage(query, criteria, fields, [sql.ref('s.position'), sql.ref('s.id')]);
}
