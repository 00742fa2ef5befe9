import type { Transaction } from 'kysely';
import { DEFAULT_CUSTOMER_GROUP_ID, SALES_CHANNEL_ID, SYSTEM_LANGUAGE_ID } from '../constants.js';
import type { Database } from '../db/schema.js';
import { deterministicId } from '../domain/ids.js';
import { isLoopbackOrigin } from '../domain/network/loopback.js';
import { GERMANY_ID, salutations } from './reference-data.js';

// A confirmed demo customer with a German address, so that one can log in right away (cli.ts prints the
// credentials). Inserted once and then left alone: a changed password or address survives restarts.

export const DEMO_CUSTOMER = {
  id: deterministicId('customer:demo'),
  email: 'demo@example.com',
  password: 'plastics-demo',
  customerNumber: '10000',
} as const;

/** scrypt (N=2^15, r=8, p=3) of DEMO_CUSTOMER.password, computed once so that seeding costs no hashing. */
const DEMO_PASSWORD_HASH =
  'scrypt$32768$8$3$872BneZpbsaE5ZeuV3g1mQ==$UVLdpWxolVrIaO9xVMYd65uhyyTB249ArR3YEWccjj3Mcdcdhz6JdikfUUK1pw1iN/fV/2rTuaaCmDeNg2/LyA==';

/** The demo customer's second address (a warehouse), for checkouts with a different delivery address. */
export const DEMO_SECOND_ADDRESS_ID = deterministicId('customer-address:demo-2');

/**
 * The demo customer's password is published (README, start banner): it exists only on a local demo, a loopback
 * PUBLIC_URL. On a public host it is not created, and one left by an earlier local start cannot log in.
 */
export function demoCustomerWanted(publicUrl: string): boolean {
  return isLoopbackOrigin(publicUrl);
}

/** Makes a demo customer from an earlier local start unable to log in (inactive), on a public host. */
export async function disableDemoCustomer(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('customer')
    .set({ active: 0 })
    .where('id', '=', DEMO_CUSTOMER.id)
    .where('active', '=', 1)
    .execute();
}

export async function seedDemoCustomer(trx: Transaction<Database>, now: string): Promise<void> {
  const addressId = deterministicId('customer-address:demo');
  const mr = salutations.find((s) => s.key === 'mr')?.id ?? '';
  // Registrations number from 10001 on.
  await trx
    .insertInto('number_range')
    .values({ name: 'customer', last_value: Number(DEMO_CUSTOMER.customerNumber) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await trx
    .insertInto('customer')
    .values({
      id: DEMO_CUSTOMER.id,
      sales_channel_id: SALES_CHANNEL_ID,
      customer_group_id: DEFAULT_CUSTOMER_GROUP_ID,
      language_id: SYSTEM_LANGUAGE_ID,
      customer_number: DEMO_CUSTOMER.customerNumber,
      email: DEMO_CUSTOMER.email,
      email_lower: DEMO_CUSTOMER.email,
      password: DEMO_PASSWORD_HASH,
      guest: 0,
      active: 1,
      double_opt_in_registration: 1,
      hash: null,
      double_opt_in_email_sent_at: now,
      confirmed_at: now,
      salutation_id: mr,
      title: null,
      first_name: 'Max',
      last_name: 'Mustermann',
      company: 'Mustermann Kunststofftechnik GmbH',
      department: 'Einkauf',
      account_type: 'private',
      vat_ids: null,
      default_billing_address_id: addressId,
      default_shipping_address_id: addressId,
      created_at: now,
      updated_at: null,
      first_login: null,
      last_login: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Back on a local demo after a public start (disableDemoCustomer): it logs in again.
  await trx
    .updateTable('customer')
    .set({ active: 1 })
    .where('id', '=', DEMO_CUSTOMER.id)
    .where('active', '=', 0)
    .execute();
  await trx
    .insertInto('customer_address')
    .values({
      id: addressId,
      customer_id: DEMO_CUSTOMER.id,
      country_id: GERMANY_ID,
      salutation_id: mr,
      title: null,
      first_name: 'Max',
      last_name: 'Mustermann',
      company: 'Mustermann Kunststofftechnik GmbH',
      department: 'Einkauf',
      street: 'Musterstraße 1',
      zipcode: '10115',
      city: 'Berlin',
      phone_number: null,
      created_at: now,
      updated_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('customer_address')
    .values({
      id: DEMO_SECOND_ADDRESS_ID,
      customer_id: DEMO_CUSTOMER.id,
      country_id: GERMANY_ID,
      salutation_id: mr,
      title: null,
      first_name: 'Max',
      last_name: 'Mustermann',
      company: 'Mustermann Kunststofftechnik GmbH',
      department: 'Wareneingang',
      street: 'Lagerweg 9',
      zipcode: '20095',
      city: 'Hamburg',
      phone_number: null,
      created_at: now,
      updated_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
