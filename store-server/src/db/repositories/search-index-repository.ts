import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { SYSTEM_LANGUAGE_ID } from '../../constants.js';
import { indexWords } from '../../domain/search/search-terms.js';
import type { Database, ProductSearchDocumentTable } from '../schema.js';

// Writes the product search index (migration 0014): per visible product and language one document with the
// words of what a shopper types to find it. A parent (or simple product): its number, name and properties, and
// apart from them the names of the options its active variants use (product_variant_option: one document per
// parent, not one per variant, so that "black" is a few hundred index entries, not tens of thousands); a
// variant: its number and its own name if it has one (see search-repository.ts). Names in the language, else in the system language, as the
// product shows them. Only documents that differ are written, so a reseed that changed nothing writes nothing;
// SQLite's FTS5 table follows the documents by trigger, PostgreSQL's tsvector is a generated column.

type Db = Kysely<Database> | Transaction<Database>;

interface SourceRow {
  id: string;
  parent_id: string | null;
  product_number: string;
  language_id: string;
  name: string | null;
  options: string | null;
  properties: string | null;
  variant_options: string | null;
}

type Document = ProductSearchDocumentTable;

const ROWS_PER_STATEMENT = 1_000;

function optionNames(db: Db, table: 'product_property' | 'product_variant_option') {
  const joined =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`string_agg(coalesce(ot.name, ofb.name), ' ')`
      : sql`group_concat(coalesce(ot.name, ofb.name), ' ')`;
  const owner = table === 'product_property' ? sql`x.product_id` : sql`x.parent_id`;
  return sql<string | null>`(select ${joined} from ${sql.table(table)} x
    left join property_group_option_translation ot
      on ot.property_group_option_id = x.option_id and ot.language_id = l.id
    left join property_group_option_translation ofb
      on ofb.property_group_option_id = x.option_id and ofb.language_id = ${SYSTEM_LANGUAGE_ID}
    where ${owner} = p.id)`;
}

/** The documents the catalogue calls for now, keyed by product and language. */
async function wantedDocuments(db: Db): Promise<Map<string, Document>> {
  const { rows } = await sql<SourceRow>`select p.id, p.parent_id, p.product_number, l.id as language_id,
      coalesce(t.name, f.name) as name, ${optionNames(db, 'product_property')} as properties,
      case when p.parent_id is null then ${optionNames(db, 'product_variant_option')} end as variant_options
    from product p cross join language l
    left join product pp on pp.id = p.parent_id
    left join product_translation t on t.product_id = p.id and t.language_id = l.id
    left join product_translation f on f.product_id = p.id and f.language_id = ${SYSTEM_LANGUAGE_ID}
    where p.active = 1 and (pp.id is null or pp.active = 1)`.execute(db);
  const wanted = new Map<string, Document>();
  for (const row of rows) {
    const text = [row.product_number, row.name, row.properties].filter(Boolean).join(' ');
    wanted.set(`${row.id}:${row.language_id}`, {
      product_id: row.id,
      language_id: row.language_id,
      group_id: row.parent_id ?? row.id,
      variant: row.parent_id === null ? 0 : 1,
      words: indexWords(text).join(' '),
      options: indexWords(row.variant_options ?? '').join(' '),
    });
  }
  return wanted;
}

/** Brings the search index in line with the catalogue; returns the number of documents written or removed. */
export async function refreshSearchIndex(db: Db): Promise<number> {
  const wanted = await wantedDocuments(db);
  const stored = await db
    .selectFrom('product_search_document')
    .select(['product_id', 'language_id', 'group_id', 'variant', 'words', 'options'])
    .execute();
  const gone: Document[] = [];
  for (const row of stored) {
    const key = `${row.product_id}:${row.language_id}`;
    const want = wanted.get(key);
    if (!want) gone.push(row);
    else if (
      want.words === row.words &&
      want.group_id === row.group_id &&
      want.variant === Number(row.variant)
    )
      wanted.delete(key);
  }
  const changed = [...wanted.values()];
  for (let start = 0; start < gone.length; start += ROWS_PER_STATEMENT) {
    const chunk = gone.slice(start, start + ROWS_PER_STATEMENT);
    await db
      .deleteFrom('product_search_document')
      .where((eb) =>
        eb.or(
          chunk.map((doc) =>
            eb.and([eb('product_id', '=', doc.product_id), eb('language_id', '=', doc.language_id)]),
          ),
        ),
      )
      .execute();
  }
  for (let start = 0; start < changed.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('product_search_document')
      .values(changed.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(['product_id', 'language_id']).doUpdateSet((eb) => ({
          group_id: eb.ref('excluded.group_id'),
          variant: eb.ref('excluded.variant'),
          words: eb.ref('excluded.words'),
          options: eb.ref('excluded.options'),
        })),
      )
      .execute();
  }
  return gone.length + changed.length;
}
