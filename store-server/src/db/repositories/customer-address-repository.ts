import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { CustomerAddressTable, Db } from '../schema.js';
import { translatedCountries, type CountryRow } from './country-repository.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';
import { translatedSalutations, type SalutationRow } from './salutation-repository.js';
import { findRow } from './find-row.js';
import { insertRows } from '../prepared-insert.js';

export type CustomerAddressRow = Selectable<CustomerAddressTable>;

/** An address always belongs to exactly one customer: every lookup is scoped to the owner. */
export function findOwnedAddress(
  db: Db,
  customerId: string,
  addressId: string,
): Promise<CustomerAddressRow | undefined> {
  return findRow(db, 'customer_address', { id: addressId, customer_id: customerId });
}

export function listOwnedAddresses(
  db: Db,
  customerId: string,
  ids?: string[],
): Promise<CustomerAddressRow[]> {
  let query = db.selectFrom('customer_address').selectAll().where('customer_id', '=', customerId);
  if (ids) query = ids.length === 0 ? query.where(sql<boolean>`1 = 0`) : query.where('id', 'in', ids);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function insertAddress(db: Db, row: Insertable<CustomerAddressTable>): Promise<void> {
  await insertRows(db, 'customer_address', [row], false);
}

export async function updateOwnedAddress(
  db: Db,
  customerId: string,
  addressId: string,
  changes: Updateable<CustomerAddressTable>,
): Promise<void> {
  await db
    .updateTable('customer_address')
    .set(changes)
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .execute();
}

export async function deleteOwnedAddress(db: Db, customerId: string, addressId: string): Promise<void> {
  await db
    .deleteFrom('customer_address')
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .execute();
}

const fields: SearchFields = {
  id: { type: 'id', expression: sql.ref('a.id') },
  customerId: { type: 'id', expression: sql.ref('a.customer_id') },
  countryId: { type: 'id', expression: sql.ref('a.country_id') },
  salutationId: { type: 'id', expression: sql.ref('a.salutation_id') },
  firstName: { type: 'string', expression: sql.ref('a.first_name') },
  lastName: { type: 'string', expression: sql.ref('a.last_name') },
  company: { type: 'string', expression: sql.ref('a.company') },
  department: { type: 'string', expression: sql.ref('a.department') },
  street: { type: 'string', expression: sql.ref('a.street') },
  zipcode: { type: 'string', expression: sql.ref('a.zipcode') },
  city: { type: 'string', expression: sql.ref('a.city') },
  phoneNumber: { type: 'string', expression: sql.ref('a.phone_number') },
  createdAt: { type: 'date', expression: sql.ref('a.created_at') },
  updatedAt: { type: 'date', expression: sql.ref('a.updated_at') },
};

/** list-address criteria: these fields, and the associations every address carries anyway. */
export const customerAddressDefinition: CriteriaDefinition = toDefinition('customer_address', fields, {
  country: toDefinition('country', {}, {}),
  countryState: toDefinition('country_state', {}, {}),
  salutation: toDefinition('salutation', {}, {}),
});

export function searchOwnedAddresses(
  db: Db,
  customerId: string,
  criteria: Criteria,
): Promise<SearchPage<CustomerAddressRow>> {
  const query = db.selectFrom('customer_address as a').selectAll('a').where('a.customer_id', '=', customerId);
  return searchPage(query, criteria, fields, [sql.ref('a.created_at'), sql.ref('a.id')]);
}

/** The countries and salutations addresses refer to, translated, keyed by id. */
export async function loadAddressReferences(
  db: Db,
  chain: LanguageChain,
  countryIds: string[],
  salutationIds: string[],
): Promise<{ countries: Map<string, CountryRow>; salutations: Map<string, SalutationRow> }> {
  const none = sql<boolean>`1 = 0`;
  const [countries, salutations] = await Promise.all([
    translatedCountries(db, chain)
      .where(countryIds.length > 0 ? sql<boolean>`c.id in (${sql.join(countryIds)})` : none)
      .execute(),
    translatedSalutations(db, chain)
      .where(salutationIds.length > 0 ? sql<boolean>`s.id in (${sql.join(salutationIds)})` : none)
      .execute(),
  ]);
  return {
    countries: new Map(countries.map((row) => [row.id, row])),
    salutations: new Map(salutations.map((row) => [row.id, row])),
  };
}
