import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { LanguageChain } from './language-chain.js';
import { EMPTY, selectTranslated, translated } from './translations.js';

// The entities a SalesChannelContext embeds: currency, customer group, payment and shipping method, taxes.

export async function loadCurrency(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return selectTranslated(db, 'currency', 'c', chain)
    .selectAll('c')
    .select([
      translated<string>('short_name', sql.ref('c.iso_code')).as('short_name'),
      translated<string>('name', sql.ref('c.iso_code')).as('name'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type CurrencyRow = NonNullable<Awaited<ReturnType<typeof loadCurrency>>>;

export async function loadCustomerGroup(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return selectTranslated(db, 'customer_group', 'g', chain)
    .selectAll('g')
    .select(translated<string>('name', EMPTY).as('name'))
    .where('g.id', '=', id)
    .executeTakeFirst();
}
export type CustomerGroupRow = NonNullable<Awaited<ReturnType<typeof loadCustomerGroup>>>;

/** Payment methods with their name and description in the language chain. */
export function translatedPaymentMethods(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'payment_method', 'p', chain)
    .selectAll('p')
    .select([
      translated<string>('name', sql.ref('p.technical_name')).as('name'),
      translated('description').as('description'),
    ]);
}

export async function loadPaymentMethod(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return translatedPaymentMethods(db, chain).where('p.id', '=', id).executeTakeFirst();
}
export type PaymentMethodRow = NonNullable<Awaited<ReturnType<typeof loadPaymentMethod>>>;

/** Shipping methods with their name and description in the language chain. */
export function translatedShippingMethods(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'shipping_method', 's', chain)
    .selectAll('s')
    .select([
      translated<string>('name', sql.ref('s.technical_name')).as('name'),
      translated('description').as('description'),
    ]);
}

export async function loadShippingMethod(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return translatedShippingMethods(db, chain).where('s.id', '=', id).executeTakeFirst();
}
export type ShippingMethodRow = NonNullable<Awaited<ReturnType<typeof loadShippingMethod>>>;

export function loadTaxes(db: Kysely<Database>) {
  return db.selectFrom('tax').selectAll().orderBy('position').orderBy('tax_rate', 'desc').execute();
}
export type TaxRow = Awaited<ReturnType<typeof loadTaxes>>[number];

export async function activeMethodExists(
  db: Kysely<Database>,
  table: 'payment_method' | 'shipping_method',
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An active payment method, unless it belongs to `unavailableHandler` (a payment that is not offered). */
export async function availablePaymentMethodExists(
  db: Kysely<Database>,
  id: string,
  unavailableHandler: string | undefined,
): Promise<boolean> {
  let query = db.selectFrom('payment_method').select('id').where('id', '=', id).where('active', '=', 1);
  if (unavailableHandler !== undefined) query = query.where('handler_identifier', '!=', unavailableHandler);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function currencyExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('currency').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
