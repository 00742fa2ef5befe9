import { sql, type Kysely } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';

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
  displayName: { type: 'string', expression: sql`coalesce(t.display_name, f.display_name)` },
  letterName: { type: 'string', expression: sql`coalesce(t.letter_name, f.letter_name)` },
};

export const salutationDefinition: CriteriaDefinition = toDefinition('salutation', fields, {});

/** Salutations with their names in the language chain (current, then fallback, then the key). */
export function translatedSalutations(db: Kysely<Database>, chain: LanguageChain) {
  return db
    .selectFrom('salutation as s')
    .leftJoin('salutation_translation as t', (join) =>
      join.onRef('t.salutation_id', '=', 's.id').on('t.language_id', '=', chain.current),
    )
    .leftJoin('salutation_translation as f', (join) =>
      join.onRef('f.salutation_id', '=', 's.id').on('f.language_id', '=', chain.fallback),
    )
    .select([
      's.id',
      's.salutation_key',
      's.position',
      's.created_at',
      sql<string>`coalesce(t.display_name, f.display_name, s.salutation_key)`.as('display_name'),
      sql<string>`coalesce(t.letter_name, f.letter_name, '')`.as('letter_name'),
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
