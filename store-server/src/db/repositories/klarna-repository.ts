import type { Db } from '../schema.js';
import { findRow } from './find-row.js';

// The Klarna session of a context, the outcome on an order transaction, and the sandbox simulator's state.

export async function findContextKlarnaSession(db: Db, contextToken: string): Promise<string | undefined> {
  return (await findRow(db, 'klarna_context_session', { context_token: contextToken }))?.session_id;
}

export async function saveContextKlarnaSession(
  db: Db,
  contextToken: string,
  sessionId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('klarna_context_session')
    .values({ context_token: contextToken, session_id: sessionId, updated_at: now })
    .onConflict((oc) => oc.column('context_token').doUpdateSet({ session_id: sessionId, updated_at: now }))
    .execute();
}

export async function deleteContextKlarnaSession(db: Db, contextToken: string): Promise<void> {
  await db.deleteFrom('klarna_context_session').where('context_token', '=', contextToken).execute();
}

export async function updateOrderTransaction(
  db: Db,
  orderId: string,
  state: string,
  customFields: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('order_transaction')
    .set({ state, custom_fields: JSON.stringify(customFields) })
    .where('order_id', '=', orderId)
    .execute();
}

export async function findOrderTransactionState(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_transaction')
    .select('state')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.state;
}

// --- sandbox simulator ---

export function findSandboxSession(db: Db, by: { id: string } | { clientToken: string }) {
  const query = db.selectFrom('klarna_sandbox_session').selectAll();
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('client_token', '=', by.clientToken)
  ).executeTakeFirst();
}

export async function insertSandboxSession(
  db: Db,
  row: { id: string; client_token: string; body: string; now: string },
): Promise<void> {
  await db
    .insertInto('klarna_sandbox_session')
    .values({
      id: row.id,
      client_token: row.client_token,
      body: row.body,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateSandboxSession(db: Db, id: string, body: string, now: string): Promise<void> {
  await db
    .updateTable('klarna_sandbox_session')
    .set({ body, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export function findSandboxAuthorization(db: Db, token: string) {
  return db
    .selectFrom('klarna_sandbox_authorization')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
}

export async function insertSandboxAuthorization(
  db: Db,
  row: { token: string; session_id: string; fraud_status: string; now: string },
): Promise<void> {
  await db
    .insertInto('klarna_sandbox_authorization')
    .values({
      token: row.token,
      session_id: row.session_id,
      fraud_status: row.fraud_status,
      order_id: null,
      cancelled: 0,
      created_at: row.now,
    })
    .execute();
}

export async function setSandboxAuthorization(
  db: Db,
  token: string,
  change: { order_id?: string; cancelled?: number },
): Promise<void> {
  await db.updateTable('klarna_sandbox_authorization').set(change).where('token', '=', token).execute();
}

export async function findCountryIso(db: Db, countryId: string): Promise<string | undefined> {
  return (await findRow(db, 'country', { id: countryId }))?.iso;
}

export async function findAddressCountryId(db: Db, addressId: string): Promise<string | undefined> {
  return (await findRow(db, 'customer_address', { id: addressId }))?.country_id;
}

/** The Klarna payment methods: id and the category of their custom fields. */
export async function listKlarnaPaymentMethods(
  db: Db,
  handler: string,
): Promise<{ id: string; custom_fields: string | null }[]> {
  return db
    .selectFrom('payment_method')
    .select(['id', 'custom_fields'])
    .where('handler_identifier', '=', handler)
    .execute();
}
