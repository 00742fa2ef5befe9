import type { Db } from '../schema.js';

// The account side of stored sales-channel contexts: token rotation on login, register-confirm and logout,
// and revoking a customer's other sessions after a password change or reset.

/**
 * Moves a session to a new token: the old token's row is deleted (so it resolves to an empty, anonymous
 * session from now on) and the new one is stored with the given customer and payload.
 */
export async function rotateContextToken(
  db: Db,
  change: {
    oldToken: string;
    newToken: string;
    salesChannelId: string;
    customerId: string | null;
    payload: string;
    now: string;
    /** False when the old token has no stored session (the request found none): nothing to delete. */
    oldTokenStored?: boolean;
  },
): Promise<void> {
  if (change.oldTokenStored !== false)
    await db.deleteFrom('sales_channel_context').where('token', '=', change.oldToken).execute();
  await db
    .insertInto('sales_channel_context')
    .values({
      token: change.newToken,
      sales_channel_id: change.salesChannelId,
      customer_id: change.customerId,
      payload: change.payload,
      updated_at: change.now,
    })
    .execute();
}

/** Logs the customer out of every session except `keepToken` (Shopware's revokeAllCustomerTokens). */
export async function revokeCustomerSessions(
  db: Db,
  customerId: string,
  keepToken: string | null,
): Promise<void> {
  let query = db
    .updateTable('sales_channel_context')
    .set({ customer_id: null })
    .where('customer_id', '=', customerId);
  if (keepToken !== null) query = query.where('token', '!=', keepToken);
  await query.execute();
}
