import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ReferenceLookup } from '../../domain/account/validation.js';
import type { CustomerTable, Db } from '../schema.js';
import { findRow } from './find-row.js';
import { nextNumber } from './number-range.js';
import { insertRows } from '../prepared-insert.js';

export type CustomerRow = Selectable<CustomerTable>;

/** Shopware's customer number range starts at 10000. */
const FIRST_CUSTOMER_NUMBER = 10000;

export function findCustomer(db: Db, salesChannelId: string, id: string): Promise<CustomerRow | undefined> {
  return findRow(db, 'customer', { id, sales_channel_id: salesChannelId });
}

/** The registered (non-guest) account of an email, case-insensitively. */
export function findRegisteredCustomerByEmail(
  db: Db,
  salesChannelId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  return findRow(db, 'customer', {
    sales_channel_id: salesChannelId,
    email_lower: email.trim().toLowerCase(),
    guest: 0,
  });
}

export function findCustomerByOptInHash(
  db: Db,
  salesChannelId: string,
  hash: string,
): Promise<CustomerRow | undefined> {
  return findRow(db, 'customer', { sales_channel_id: salesChannelId, hash });
}

export async function insertCustomer(db: Db, row: Insertable<CustomerTable>): Promise<void> {
  await insertRows(db, 'customer', [row], false);
}

export async function updateCustomer(db: Db, id: string, changes: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable('customer').set(changes).where('id', '=', id).execute();
}

/** The next customer number from the `customer` number range (row-locked in PostgreSQL). */
export async function nextCustomerNumber(db: Db): Promise<string> {
  return nextNumber(db, 'customer', FIRST_CUSTOMER_NUMBER);
}

export async function listDomainUrls(db: Db, salesChannelId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sales_channel_domain')
    .select('url')
    .where('sales_channel_id', '=', salesChannelId)
    .execute();
  return rows.map((row) => row.url);
}

/** Active countries and all salutations, for validating customer and address input. */
export async function loadReferenceLookup(db: Db): Promise<ReferenceLookup> {
  const [countries, salutations] = await Promise.all([
    db.selectFrom('country').select(['id', 'postal_code_required']).where('active', '=', 1).execute(),
    db.selectFrom('salutation').select(['id', 'salutation_key']).execute(),
  ]);
  const fallback = salutations.find((row) => row.salutation_key === 'not_specified') ?? salutations[0];
  if (!fallback) throw new Error('No salutations in the database');
  return {
    countries: new Map(
      countries.map((row) => [row.id, { postalCodeRequired: row.postal_code_required === 1 }]),
    ),
    salutationIds: new Set(salutations.map((row) => row.id)),
    defaultSalutationId: fallback.id,
  };
}
