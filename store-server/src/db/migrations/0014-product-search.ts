import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The product search index (issue 18): one document per visible product and language, the words of its
// number, name and properties, and for a parent the names of the options its variants use, apart
// (domain/search/search-terms.ts), written by the catalogue indexer
// (db/repositories/search-index-repository.ts). The words are looked up by the database's full-text index:
// SQLite an FTS5 table beside the documents (prefix indexes for words typed half), PostgreSQL a tsvector of the
// same words and the document's language with a GIN index (prefix queries `word:*` use it). A case-insensitive product number lookup has its
// expression index.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`create table product_search_document (
      product_id varchar(32) not null references product (id) on delete cascade,
      language_id varchar(32) not null,
      group_id varchar(32) not null,
      variant integer not null,
      words text not null,
      options text not null,
      -- Own words and the variants' option names apart (tsvectors of array_to_tsvector have no positions, so no
      -- weights), each with the language as one more lexeme, so that a GIN index alone answers "this word in
      -- this language".
      document tsvector generated always as
        (array_to_tsvector(array_append(string_to_array(words, ' '), 'language:' || language_id))) stored,
      option_document tsvector generated always as
        (array_to_tsvector(array_append(string_to_array(options, ' '), 'language:' || language_id))) stored,
      constraint product_search_document_pk primary key (product_id, language_id))`.execute(db);
    await sql`create index product_search_document_words on product_search_document using gin (document)`.execute(
      db,
    );
    await sql`create index product_search_document_options on product_search_document
      using gin (option_document)`.execute(db);
  } else {
    // An integer key that VACUUM keeps: the FTS5 table refers to the documents by it (external content), and
    // triggers keep it in step with every insert, update and delete (a product's cascade too).
    await sql`create table product_search_document (
      id integer primary key,
      product_id varchar(32) not null references product (id) on delete cascade,
      language_id varchar(32) not null,
      group_id varchar(32) not null,
      variant integer not null,
      words text not null,
      options text not null,
      unique (product_id, language_id))`.execute(db);
    await sql`create virtual table product_search_fts using fts5(words, options, content = 'product_search_document',
      content_rowid = 'id', tokenize = "unicode61 remove_diacritics 0 tokenchars '-_+.@'", prefix = '2 3')`.execute(
      db,
    );
    await sql`create trigger product_search_document_ai after insert on product_search_document begin
      insert into product_search_fts (rowid, words, options) values (new.id, new.words, new.options); end`.execute(
      db,
    );
    await sql`create trigger product_search_document_ad after delete on product_search_document begin
      insert into product_search_fts (product_search_fts, rowid, words, options)
        values ('delete', old.id, old.words, old.options); end`.execute(db);
    await sql`create trigger product_search_document_au after update on product_search_document begin
      insert into product_search_fts (product_search_fts, rowid, words, options)
        values ('delete', old.id, old.words, old.options);
      insert into product_search_fts (rowid, words, options) values (new.id, new.words, new.options); end`.execute(
      db,
    );
  }
  await sql`create index product_number_folded on product (lower(product_number))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists product_number_folded`.execute(db);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    await sql`drop table if exists product_search_fts`.execute(db);
  await sql`drop table if exists product_search_document`.execute(db);
}
