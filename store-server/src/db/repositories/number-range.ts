import type { Kysely } from 'kysely';
import { preparedSql, runPrepared } from '../prepared.js';
import type { Db } from '../schema.js';

// One upsert per number (it was an insert of the missing row, then the update): a customer number per
// registration and an order number per enquiry, both on the enquiry flow's path.
const takeNumber = preparedSql({
  name: 'number_range_next',
  sqlite: `insert into number_range (name, last_value) values (?, ?)
    on conflict (name) do update set last_value = number_range.last_value + 1
    returning last_value`,
  postgres: `insert into number_range (name, last_value) values ($1, $2)
    on conflict (name) do update set last_value = number_range.last_value + 1
    returning last_value`,
});

/**
 * The next number of a number range (`customer`, `order`), the first being `first`. The range's row is created
 * on first use and locked by the upsert until the transaction ends (PostgreSQL), so concurrent callers never
 * get the same number.
 */
export async function nextNumber(db: Db, name: string, first: number): Promise<string> {
  const { rows } = await runPrepared<{ last_value: number | string }>(db as Kysely<unknown>, takeNumber, [
    name,
    first,
  ]);
  const row = rows[0];
  if (!row) throw new Error(`number range ${name}: no number returned`);
  return String(row.last_value);
}
