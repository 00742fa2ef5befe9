import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { LanguageChain } from './language-chain.js';

// The entities a SalesChannelContext embeds: currency, customer group, payment and shipping method, taxes.

export async function loadCurrency(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return db
    .selectFrom('currency as c')
    .leftJoin('currency_translation as t', (join) =>
      join.onRef('t.currency_id', '=', 'c.id').on('t.language_id', '=', chain.current),
    )
    .leftJoin('currency_translation as f', (join) =>
      join.onRef('f.currency_id', '=', 'c.id').on('f.language_id', '=', chain.fallback),
    )
    .selectAll('c')
    .select([
      sql<string>`coalesce(t.short_name, f.short_name, c.iso_code)`.as('short_name'),
      sql<string>`coalesce(t.name, f.name, c.iso_code)`.as('name'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type CurrencyRow = NonNullable<Awaited<ReturnType<typeof loadCurrency>>>;

export async function loadCustomerGroup(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return db
    .selectFrom('customer_group as g')
    .leftJoin('customer_group_translation as t', (join) =>
      join.onRef('t.customer_group_id', '=', 'g.id').on('t.language_id', '=', chain.current),
    )
    .leftJoin('customer_group_translation as f', (join) =>
      join.onRef('f.customer_group_id', '=', 'g.id').on('f.language_id', '=', chain.fallback),
    )
    .selectAll('g')
    .select(sql<string>`coalesce(t.name, f.name, '')`.as('name'))
    .where('g.id', '=', id)
    .executeTakeFirst();
}
export type CustomerGroupRow = NonNullable<Awaited<ReturnType<typeof loadCustomerGroup>>>;

/** Payment methods with their name and description in the language chain. */
export function translatedPaymentMethods(db: Kysely<Database>, chain: LanguageChain) {
  return db
    .selectFrom('payment_method as p')
    .leftJoin('payment_method_translation as t', (join) =>
      join.onRef('t.payment_method_id', '=', 'p.id').on('t.language_id', '=', chain.current),
    )
    .leftJoin('payment_method_translation as f', (join) =>
      join.onRef('f.payment_method_id', '=', 'p.id').on('f.language_id', '=', chain.fallback),
    )
    .selectAll('p')
    .select([
      sql<string>`coalesce(t.name, f.name, p.technical_name)`.as('name'),
      sql<string | null>`coalesce(t.description, f.description)`.as('description'),
    ]);
}

export async function loadPaymentMethod(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return translatedPaymentMethods(db, chain).where('p.id', '=', id).executeTakeFirst();
}
export type PaymentMethodRow = NonNullable<Awaited<ReturnType<typeof loadPaymentMethod>>>;

/** Shipping methods with their name and description in the language chain. */
export function translatedShippingMethods(db: Kysely<Database>, chain: LanguageChain) {
  return db
    .selectFrom('shipping_method as s')
    .leftJoin('shipping_method_translation as t', (join) =>
      join.onRef('t.shipping_method_id', '=', 's.id').on('t.language_id', '=', chain.current),
    )
    .leftJoin('shipping_method_translation as f', (join) =>
      join.onRef('f.shipping_method_id', '=', 's.id').on('f.language_id', '=', chain.fallback),
    )
    .selectAll('s')
    .select([
      sql<string>`coalesce(t.name, f.name, s.technical_name)`.as('name'),
      sql<string | null>`coalesce(t.description, f.description)`.as('description'),
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
