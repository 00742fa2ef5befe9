import { sql, type Kysely } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import {
  translatedPaymentMethods,
  translatedShippingMethods,
  type PaymentMethodRow,
  type ShippingMethodRow,
} from './context-entity-repository.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';
import { coalesced, EMPTY, joinTranslations, translated } from './translations.js';

// Payment and shipping methods for /payment-method and /shipping-method: active ones, by position.

const paymentFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('p.id') },
  technicalName: { type: 'string', expression: sql.ref('p.technical_name') },
  position: { type: 'number', expression: sql.ref('p.position') },
  active: { type: 'boolean', expression: sql.ref('p.active') },
  afterOrderEnabled: { type: 'boolean', expression: sql.ref('p.after_order_enabled') },
  name: { type: 'string', expression: translated('name') },
};

const shippingFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('s.id') },
  technicalName: { type: 'string', expression: sql.ref('s.technical_name') },
  position: { type: 'number', expression: sql.ref('s.position') },
  active: { type: 'boolean', expression: sql.ref('s.active') },
  deliveryTimeId: { type: 'id', expression: sql.ref('s.delivery_time_id') },
  name: { type: 'string', expression: translated('name') },
};

const none = toDefinition('none', {}, {});
/** `media` is accepted and answered with null: no method has media in this shop. */
export const paymentMethodDefinition: CriteriaDefinition = toDefinition('payment_method', paymentFields, {
  media: none,
});
export const shippingMethodDefinition: CriteriaDefinition = toDefinition('shipping_method', shippingFields, {
  deliveryTime: toDefinition('delivery_time', {}, {}),
  prices: toDefinition('shipping_method_price', {}, {}),
  media: none,
});

/** The active payment methods; `unavailableHandler`: leave out the methods of a handler that is not offered. */
export function searchPaymentMethods(
  db: Kysely<Database>,
  chain: LanguageChain,
  criteria: Criteria,
  unavailableHandler?: string,
): Promise<SearchPage<PaymentMethodRow>> {
  let query = translatedPaymentMethods(db, chain).where('p.active', '=', 1);
  if (unavailableHandler !== undefined) query = query.where('p.handler_identifier', '!=', unavailableHandler);
  return searchPage(query, criteria, paymentFields, [sql.ref('p.position'), sql.ref('p.id')]);
}

export interface ShippingMethodWithDeliveryTime extends ShippingMethodRow {
  delivery_min: number;
  delivery_max: number;
  delivery_unit: string;
  delivery_created_at: string;
  delivery_name: string;
}

export function searchShippingMethods(
  db: Kysely<Database>,
  chain: LanguageChain,
  criteria: Criteria,
): Promise<SearchPage<ShippingMethodWithDeliveryTime>> {
  const query = joinTranslations(
    translatedShippingMethods(db, chain).innerJoin('delivery_time as d', 'd.id', 's.delivery_time_id'),
    'delivery_time',
    'd.id',
    chain,
    ['dt', 'df'],
  )
    .select([
      'd.min as delivery_min',
      'd.max as delivery_max',
      'd.unit as delivery_unit',
      'd.created_at as delivery_created_at',
      coalesced<string>(['dt', 'df'], 'name', EMPTY).as('delivery_name'),
    ])
    .where('s.active', '=', 1);
  return searchPage(query, criteria, shippingFields, [sql.ref('s.position'), sql.ref('s.id')]);
}
