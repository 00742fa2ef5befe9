import { CompiledQuery, PostgresAdapter, type Kysely, type QueryResult } from 'kysely';

// Hot statements written once as SQL text per dialect and run without Kysely's query builder (building and
// compiling a query cost more than running the small ones on SQLite). SQLite prepares each text once
// (statement-cache.ts); on PostgreSQL the pool's connections run a registered text as a named prepared
// statement (parsed and planned once per connection, see namePreparedStatements in connect.ts).

export interface PreparedSql {
  /** The statement's name on PostgreSQL (unique among the registered statements). */
  name: string;
  sqlite: string;
  postgres: string;
}

/** The registered PostgreSQL texts and their statement names. */
const postgresNames = new Map<string, string>();

export function preparedSql(statement: PreparedSql): PreparedSql {
  const known = [...postgresNames].find(([, name]) => name === statement.name);
  if (known && known[0] !== statement.postgres)
    throw new Error(`Two prepared statements named ${statement.name}`);
  postgresNames.set(statement.postgres, statement.name);
  return statement;
}

/** The statement name of a registered PostgreSQL text, else undefined (an ordinary unnamed query). */
export const preparedStatementName = (text: string): string | undefined => postgresNames.get(text);

export const isPostgres = (db: Kysely<unknown>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export function runPrepared<Row>(
  db: Kysely<unknown>,
  statement: PreparedSql,
  parameters: readonly unknown[],
): Promise<QueryResult<Row>> {
  const text = isPostgres(db) ? statement.postgres : statement.sqlite;
  return db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]));
}
