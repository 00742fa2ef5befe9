import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { GroupMatch } from '../../domain/search/ranking.js';
import type { SearchTerm } from '../../domain/search/search-terms.js';
import type { Database } from '../schema.js';

// Reads the product search index (migration 0014, written by search-index-repository.ts). Every word of the term
// is one lookup in the database's full-text index, as a word or a word's beginning (SQLite FTS5 `"word"*` with
// its prefix indexes, PostgreSQL `'word':*` on the GIN-indexed tsvector); a listed product matches when each word
// is in its own document or in one of its variants'. The words come from the domain tokenizer (letters, digits
// and `-_+.@` only), so no query syntax can reach the full-text engines.

type Db = Kysely<Database>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The documents holding one word in one language: (group_id, product_id, variant). Exported for the plan test. */
export function hits(db: Db, languageId: string, word: string): RawBuilder<unknown> {
  if (isPostgres(db))
    return sql`select d.group_id, d.product_id, d.variant from product_search_document d
      where d.document @@ cast(${`'${word}':* & 'language:${languageId}'`} as tsquery)`;
  return sql`select d.group_id, d.product_id, d.variant from product_search_fts s
    inner join product_search_document d on d.id = s.rowid
    where product_search_fts match ${`"${word}"*`} and d.language_id = ${languageId}`;
}

/** The listed products that hold every word of the term, with the words their own document holds. */
export async function findSearchMatches(db: Db, languageId: string, term: SearchTerm): Promise<GroupMatch[]> {
  const perWord = term.tokens.map(
    (word, index) =>
      sql`(select h.group_id, max(case when h.variant = 0 then 1 else 0 end) as on_parent
        from (${hits(db, languageId, word)}) h group by h.group_id) ${sql.ref(`w${index}`)}`,
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

export interface VariantHit {
  productId: string;
  groupId: string;
  productNumber: string;
  /** The index of the word in the term. */
  word: number;
}

/** The variants of these listed products that hold these words of the term (for the results' representatives). */
export async function findVariantHits(
  db: Db,
  languageId: string,
  term: SearchTerm,
  wordIndexes: readonly number[],
  groupIds: readonly string[],
): Promise<VariantHit[]> {
  if (wordIndexes.length === 0 || groupIds.length === 0) return [];
  const parts = wordIndexes.map(
    (index) =>
      sql`select h.product_id, h.group_id, ${index} as word from (${hits(db, languageId, term.tokens[index] ?? '')}) h
        where h.variant = 1 and h.group_id in (${sql.join([...groupIds])})`,
  );
  const { rows } = await sql<{
    product_id: string;
    group_id: string;
    word: number | string;
    product_number: string;
  }>`select u.product_id, u.group_id, u.word, x.product_number from (${sql.join(parts, sql` union all `)}) u
    inner join product x on x.id = u.product_id`.execute(db);
  return rows.map((row) => ({
    productId: row.product_id,
    groupId: row.group_id,
    productNumber: row.product_number,
    word: Number(row.word),
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
