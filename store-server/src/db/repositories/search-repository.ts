import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { GroupMatch } from '../../domain/search/ranking.js';
import type { SearchTerm } from '../../domain/search/search-terms.js';
import { SYSTEM_LANGUAGE_ID } from '../../constants.js';
import type { Database } from '../schema.js';

// Reads the product search index (migration 0014, written by search-index-repository.ts). Every word of the term
// is one lookup in the database's full-text index, as a word or a word's beginning (SQLite FTS5 `"word"*` with
// its prefix indexes, PostgreSQL `'word':*` on the GIN-indexed tsvector); a listed product matches when each word
// is in its own document or in one of its variants'. The words come from the domain tokenizer (letters, digits
// and `-_+.@` only), so no query syntax can reach the full-text engines.

type Db = Kysely<Database>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The documents holding one word in one language, in their own words (number, name, properties) or in their
 * variants' option names: (group_id, variant). Exported for the plan test.
 */
export function hits(db: Db, languageId: string, word: string, part: 'own' | 'options'): RawBuilder<unknown> {
  if (isPostgres(db)) {
    const column = sql.ref(part === 'own' ? 'd.document' : 'd.option_document');
    return sql`select d.group_id, d.variant from product_search_document d
      where ${column} @@ cast(${`'${word}':* & 'language:${languageId}'`} as tsquery)`;
  }
  const column = part === 'own' ? 'words' : 'options';
  return sql`select d.group_id, d.variant from product_search_fts s
    inner join product_search_document d on d.id = s.rowid
    where product_search_fts match ${`${column} : "${word}"*`} and d.language_id = ${languageId}`;
}

/** Per listed product: whether it holds the word, and whether in its own words (1) or only its variants' (0). */
function wordMatches(db: Db, languageId: string, word: string): RawBuilder<unknown> {
  return sql`select h.group_id, max(h.on_parent) as on_parent from (
      select o.group_id, case when o.variant = 0 then 1 else 0 end as on_parent
        from (${hits(db, languageId, word, 'own')}) o
      union all
      select v.group_id, 0 as on_parent from (${hits(db, languageId, word, 'options')}) v
    ) h group by h.group_id`;
}

/** The listed products that hold every word of the term, with the words their own document holds. */
export async function findSearchMatches(db: Db, languageId: string, term: SearchTerm): Promise<GroupMatch[]> {
  const perWord = term.tokens.map(
    (word, index) => sql`(${wordMatches(db, languageId, word)}) ${sql.ref(`w${index}`)}`,
  );
  const [first, ...rest] = perWord;
  if (!first) return [];
  const joins = rest.map(
    (part, index) => sql`inner join ${part} on ${sql.ref(`w${index + 1}.group_id`)} = w0.group_id`,
  );
  const columns = term.tokens.map(
    (_, index) => sql`${sql.ref(`w${index}.on_parent`)} as ${sql.ref(`p${index}`)}`,
  );
  const [matched, exact] = await Promise.all([
    sql<
      Record<string, unknown>
    >`select w0.group_id, ${sql.join(columns)} from ${first} ${sql.join(joins, sql` `)}`.execute(db),
    // A product number is compared whole (product_number_folded); only an indexed (visible) product counts.
    sql<{ group_id: string }>`select d.group_id from product x
      inner join product_search_document d on d.product_id = x.id and d.language_id = ${languageId}
      where lower(x.product_number) = ${term.folded}`.execute(db),
  ]);
  const exactGroups = new Set(exact.rows.map((row) => row.group_id));
  const matches = new Map<string, GroupMatch>();
  for (const row of matched.rows) {
    const groupId = String(row.group_id);
    matches.set(groupId, {
      groupId,
      exactNumber: exactGroups.has(groupId),
      onParent: term.tokens.map((_, index) => Number(row[`p${index}`]) === 1),
    });
  }
  for (const groupId of exactGroups)
    if (!matches.has(groupId))
      matches.set(groupId, { groupId, exactNumber: true, onParent: term.tokens.map(() => false) });
  return [...matches.values()];
}

export interface VariantWords {
  productId: string;
  groupId: string;
  productNumber: string;
  /** The names of its options in the language (else the system language), joined. */
  optionNames: string;
}

/** The active variants of these listed products with their option names (to find the one a term points at). */
export async function findVariantWords(
  db: Db,
  languageId: string,
  groupIds: readonly string[],
): Promise<VariantWords[]> {
  if (groupIds.length === 0) return [];
  const joined = isPostgres(db)
    ? sql`string_agg(coalesce(ot.name, ofb.name), ' ')`
    : sql`group_concat(coalesce(ot.name, ofb.name), ' ')`;
  const { rows } = await sql<{
    id: string;
    parent_id: string;
    product_number: string;
    names: string | null;
  }>`select v.id, v.parent_id, v.product_number, ${joined} as names from product v
    inner join product_option po on po.product_id = v.id
    left join property_group_option_translation ot
      on ot.property_group_option_id = po.option_id and ot.language_id = ${languageId}
    left join property_group_option_translation ofb
      on ofb.property_group_option_id = po.option_id and ofb.language_id = ${SYSTEM_LANGUAGE_ID}
    where v.parent_id in (${sql.join([...groupIds])}) and v.active = 1
    group by v.id, v.parent_id, v.product_number`.execute(db);
  return rows.map((row) => ({
    productId: row.id,
    groupId: row.parent_id,
    productNumber: row.product_number,
    optionNames: row.names ?? '',
  }));
}

/** The exact-number product of a listed product, when the term is one (it stands for its parent). */
export async function findExactNumberProduct(
  db: Db,
  term: SearchTerm,
  groupIds: readonly string[],
): Promise<Map<string, string>> {
  if (groupIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: string;
    group_id: string;
  }>`select x.id, coalesce(x.parent_id, x.id) as group_id
    from product x where lower(x.product_number) = ${term.folded}
      and coalesce(x.parent_id, x.id) in (${sql.join([...groupIds])})`.execute(db);
  return new Map(rows.map((row) => [row.group_id, row.id]));
}
