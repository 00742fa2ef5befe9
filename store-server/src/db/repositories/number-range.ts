import { sql } from 'kysely';
import type { Db } from '../schema.js';

/**
 * The next number of a number range (`customer`, `order`), the first being `first`. The range's row is created
 * on first use and locked by the update until the transaction ends (PostgreSQL), so concurrent callers never
 * get the same number.
 */
export async function nextNumber(db: Db, name: string, first: number): Promise<string> {
  await db
    .insertInto('number_range')
    .values({ name, last_value: first - 1 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .updateTable('number_range')
    .set({ last_value: sql`last_value + 1` })
    .where('name', '=', name)
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return String(row.last_value);
}
