import type { Selectable } from 'kysely';
import type { SalesChannelContextTable, Db } from '../schema.js';
import { findRow } from './find-row.js';

export type ContextRow = Selectable<SalesChannelContextTable>;

export function findContext(db: Db, salesChannelId: string, token: string): Promise<ContextRow | undefined> {
  return findRow(db, 'sales_channel_context', { token, sales_channel_id: salesChannelId });
}

/** Stores the context of a token (insert or replace its payload). */
export async function saveContext(db: Db, row: ContextRow): Promise<void> {
  await db
    .insertInto('sales_channel_context')
    .values(row)
    .onConflict((oc) =>
      oc.column('token').doUpdateSet({
        payload: row.payload,
        customer_id: row.customer_id,
        updated_at: row.updated_at,
        sales_channel_id: row.sales_channel_id,
      }),
    )
    .execute();
}

/** Marks the context as used now, which keeps it from expiring (the idle window slides). */
export async function touchContext(db: Db, token: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('sales_channel_context')
    .set({ updated_at: updatedAt })
    .where('token', '=', token)
    .execute();
}
