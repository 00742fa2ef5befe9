import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from './prepared.js';
import type { Database } from './schema.js';

// The hot inserts (an order with its parts, a customer, an address, the outbox's mails) as SQL text built once
// per table, column list and row count, then run with the rows' values as parameters: Kysely's building and
// compiling of a wide insert cost more than SQLite's running it (the enquiry flow's CPU profile). The text is
// what Kysely compiles for the same rows (quoted identifiers, one placeholder per value, `returning *`), on both
// dialects; rows whose columns differ, or a value that is not a plain one, go through Kysely as before.

type Table = keyof Database & string;

/** Built texts by dialect, table, columns, row count and returning; few (a handful of hot inserts). */
const texts = new Map<string, string>();
const MAX_TEXTS = 256;

const isPlain = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'bigint' ||
  Buffer.isBuffer(value);

/** The text and parameters of these rows, or undefined when they are not all plain rows of the same columns. */
export function insertText(
  postgres: boolean,
  table: string,
  rows: readonly Record<string, unknown>[],
  returning: boolean,
): { text: string; parameters: unknown[] } | undefined {
  const first = rows[0];
  if (first === undefined) return undefined;
  const columns = Object.keys(first).filter((column) => first[column] !== undefined);
  const parameters: unknown[] = [];
  for (const row of rows) {
    const defined = Object.keys(row).filter((column) => row[column] !== undefined);
    if (defined.length !== columns.length) return undefined;
    for (const column of columns) {
      const value = row[column];
      if (!isPlain(value)) return undefined;
      parameters.push(value);
    }
  }
  const key = `${postgres ? 'p' : 's'}|${table}|${columns.join(',')}|${rows.length}|${returning ? 'r' : ''}`;
  let text = texts.get(key);
  if (text === undefined) {
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    let index = 0;
    const placeholder = () => (postgres ? `$${++index}` : '?');
    const values = rows.map(() => `(${columns.map(placeholder).join(', ')})`).join(', ');
    text = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${values}${returning ? ' returning *' : ''}`;
    if (texts.size >= MAX_TEXTS) texts.delete(texts.keys().next().value as string);
    texts.set(key, text);
  }
  return { text, parameters };
}

/** Inserts the rows; with `returning`, the rows as written. */
export async function insertRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  returning: boolean,
): Promise<Selectable<Database[T]>[]> {
  if (rows.length === 0) return [];
  const plain = rows as readonly Record<string, unknown>[];
  const built = insertText(isPostgres(db as Kysely<unknown>), table, plain, returning);
  if (built === undefined) {
    // Kysely's way: its own handling of differing columns (DEFAULT) and of expressions.
    const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const insert = loose.insertInto(table).values(plain as Record<string, unknown>[]);
    return (returning ? await insert.returningAll().execute() : (await insert.execute(), [])) as Selectable<
      Database[T]
    >[];
  }
  const result = await db.executeQuery<Selectable<Database[T]>>(
    CompiledQuery.raw(built.text, built.parameters),
  );
  return returning ? [...result.rows] : [];
}
