import type { Selectable } from 'kysely';
import type { CustomerRecoveryTable, Db } from '../schema.js';

export type CustomerRecoveryRow = Selectable<CustomerRecoveryTable>;

/** One recovery per customer: an older one is replaced (Shopware deletes it). */
export async function replaceRecovery(
  db: Db,
  customerId: string,
  hashDigest: string,
  now: string,
): Promise<void> {
  await db.deleteFrom('customer_recovery').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('customer_recovery')
    .values({ hash: hashDigest, customer_id: customerId, created_at: now, used_at: null })
    .execute();
}

export function findRecovery(db: Db, hashDigest: string): Promise<CustomerRecoveryRow | undefined> {
  return db.selectFrom('customer_recovery').selectAll().where('hash', '=', hashDigest).executeTakeFirst();
}

/** Marks a recovery used; false if it already was (a concurrent reset won). */
export async function markRecoveryUsed(db: Db, hashDigest: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_recovery')
    .set({ used_at: now })
    .where('hash', '=', hashDigest)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
