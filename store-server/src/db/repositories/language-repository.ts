import { sql, type Kysely } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';
import { EMPTY, selectTranslated, translated } from './translations.js';

export interface LanguageRow {
  id: string;
  name: string;
  parent_id: string | null;
  locale_id: string;
  translation_code_id: string;
  active: number;
  created_at: string;
  translation_code: string;
}

export interface LocaleRow {
  id: string;
  code: string;
  created_at: string;
  name: string;
  territory: string;
}

const localeFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('id') },
  code: { type: 'string', expression: sql.ref('code') },
};

const languageFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('l.id') },
  name: { type: 'string', expression: sql.ref('l.name') },
  parentId: { type: 'id', expression: sql.ref('l.parent_id') },
  localeId: { type: 'id', expression: sql.ref('l.locale_id') },
  translationCodeId: { type: 'id', expression: sql.ref('l.translation_code_id') },
  active: { type: 'boolean', expression: sql.ref('l.active') },
  'translationCode.code': { type: 'string', expression: sql.ref('tc.code') },
  'locale.code': { type: 'string', expression: sql.ref('lc.code') },
};

const localeDefinition = toDefinition('locale', localeFields, {});
export const languageDefinition: CriteriaDefinition = toDefinition('language', languageFields, {
  translationCode: localeDefinition,
  locale: localeDefinition,
});

function salesChannelLanguages(db: Kysely<Database>, salesChannelId: string) {
  return db
    .selectFrom('language as l')
    .innerJoin('sales_channel_language as scl', (join) =>
      join.onRef('scl.language_id', '=', 'l.id').on('scl.sales_channel_id', '=', salesChannelId),
    )
    .innerJoin('locale as tc', 'tc.id', 'l.translation_code_id')
    .innerJoin('locale as lc', 'lc.id', 'l.locale_id')
    .select([
      'l.id',
      'l.name',
      'l.parent_id',
      'l.locale_id',
      'l.translation_code_id',
      'l.active',
      'l.created_at',
      'tc.code as translation_code',
    ]);
}

/** The languages of a sales channel (Shopware's LanguageRoute). */
export function searchLanguages(
  db: Kysely<Database>,
  salesChannelId: string,
  criteria: Criteria,
): Promise<SearchPage<LanguageRow>> {
  return searchPage(salesChannelLanguages(db, salesChannelId), criteria, languageFields, [
    sql.ref('l.name'),
    sql.ref('l.id'),
  ]);
}

export async function findSalesChannelLanguage(
  db: Kysely<Database>,
  salesChannelId: string,
  languageId: string,
): Promise<LanguageRow | undefined> {
  return salesChannelLanguages(db, salesChannelId).where('l.id', '=', languageId).executeTakeFirst();
}

export async function listSalesChannelLanguageIds(
  db: Kysely<Database>,
  salesChannelId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sales_channel_language')
    .select('language_id')
    .where('sales_channel_id', '=', salesChannelId)
    .orderBy('language_id')
    .execute();
  return rows.map((row) => row.language_id);
}

export async function loadLocales(
  db: Kysely<Database>,
  ids: string[],
  chain: LanguageChain,
): Promise<Map<string, LocaleRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectTranslated(db, 'locale', 'lo', chain)
    .select([
      'lo.id',
      'lo.code',
      'lo.created_at',
      translated<string>('name', sql.ref('lo.code')).as('name'),
      translated<string>('territory', EMPTY).as('territory'),
    ])
    .where('lo.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
