import { sql, type Kysely } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';
import { EMPTY, selectTranslated, translated } from './translations.js';

// The entities a SalesChannelContext embeds: currency, customer group, payment and shipping method, taxes.

/** Currencies with their names in the language chain (current, then fallback, then the ISO code). */
function translatedCurrencies(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'currency', 'c', chain)
    .selectAll('c')
    .select([
      translated<string>('short_name', sql.ref('c.iso_code')).as('short_name'),
      translated<string>('name', sql.ref('c.iso_code')).as('name'),
    ]);
}

export async function loadCurrency(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return translatedCurrencies(db, chain).where('c.id', '=', id).executeTakeFirst();
}
export type CurrencyRow = NonNullable<Awaited<ReturnType<typeof loadCurrency>>>;

const currencyFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('c.id') },
  isoCode: { type: 'string', expression: sql.ref('c.iso_code') },
  symbol: { type: 'string', expression: sql.ref('c.symbol') },
  factor: { type: 'number', expression: sql.ref('c.factor') },
  position: { type: 'number', expression: sql.ref('c.position') },
  isSystemDefault: { type: 'boolean', expression: sql.ref('c.is_system_default') },
  name: { type: 'string', expression: translated('name', sql.ref('c.iso_code')) },
  shortName: { type: 'string', expression: translated('short_name', sql.ref('c.iso_code')) },
};
export const currencyDefinition: CriteriaDefinition = toDefinition('currency', currencyFields, {});

/** The currencies of a sales channel (its default and its domains'), with criteria (GET|POST /currency). */
export function searchSalesChannelCurrencies(
  db: Kysely<Database>,
  chain: LanguageChain,
  salesChannel: { id: string; currency_id: string },
  criteria: Criteria,
): Promise<SearchPage<CurrencyRow>> {
  const query = translatedCurrencies(db, chain).where((eb) =>
    eb.or([
      eb('c.id', '=', salesChannel.currency_id),
      eb(
        'c.id',
        'in',
        eb
          .selectFrom('sales_channel_domain')
          .select('currency_id')
          .where('sales_channel_id', '=', salesChannel.id),
      ),
    ]),
  );
  return searchPage(query, criteria, currencyFields, [sql.ref('c.position'), sql.ref('c.id')]);
}

export async function loadCustomerGroup(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return selectTranslated(db, 'customer_group', 'g', chain)
    .selectAll('g')
    .select(translated<string>('name', EMPTY).as('name'))
    .where('g.id', '=', id)
    .executeTakeFirst();
}
export type CustomerGroupRow = NonNullable<Awaited<ReturnType<typeof loadCustomerGroup>>>;

/** A payment or shipping method's name (else its technical name) and description, in the language chain. */
const methodTexts = (alias: 'p' | 's') =>
  [
    translated<string>('name', sql.ref(`${alias}.technical_name`)).as('name'),
    translated('description').as('description'),
  ] as const;

/** Payment methods with their name and description in the language chain. */
export function translatedPaymentMethods(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'payment_method', 'p', chain).selectAll('p').select(methodTexts('p'));
}

export async function loadPaymentMethod(db: Kysely<Database>, chain: LanguageChain, id: string) {
  return translatedPaymentMethods(db, chain).where('p.id', '=', id).executeTakeFirst();
}
export type PaymentMethodRow = NonNullable<Awaited<ReturnType<typeof loadPaymentMethod>>>;

/** Shipping methods with their name and description in the language chain. */
export function translatedShippingMethods(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'shipping_method', 's', chain).selectAll('s').select(methodTexts('s'));
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
