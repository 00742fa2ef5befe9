import type { Kysely } from 'kysely';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import {
  loadCurrency,
  loadPaymentMethod,
  loadShippingMethod,
} from '../db/repositories/context-entity-repository.js';
import { loadAddressReferences } from '../db/repositories/customer-address-repository.js';
import type { LanguageChain } from '../db/repositories/language-chain.js';
import { loadOrderParts, type OrderRow } from '../db/repositories/order-repository.js';
import type { Database } from '../db/schema.js';
import {
  cashRounding,
  serializeCurrency,
  serializePaymentMethod,
  serializeShippingMethod,
} from '../serializers/context-entities.js';
import { ALL_ORDER_PARTS, orderJson, type OrderJsonOptions } from '../serializers/order.js';

// Loads what the JSON of a page of orders needs, batched: the orders' parts (four queries), the countries
// and salutations of their addresses, their shipping and payment methods and the currency.

const unique = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

export async function ordersJson(
  db: Kysely<Database>,
  chain: LanguageChain,
  languageId: string,
  rows: readonly OrderRow[],
  options: OrderJsonOptions = ALL_ORDER_PARTS,
) {
  const parts = await loadOrderParts(
    db,
    rows.map((row) => row.id),
  );
  const shippingIds = unique(parts.deliveries.map((d) => d.shipping_method_id));
  const paymentIds = unique(parts.transactions.map((t) => t.payment_method_id));
  const currencyIds = unique(rows.map((row) => row.currency_id));
  const [references, shipping, payment, currencies] = await Promise.all([
    loadAddressReferences(
      db,
      chain,
      unique(parts.addresses.map((a) => a.country_id)),
      unique([...parts.addresses.map((a) => a.salutation_id), ...rows.map((r) => r.customer_salutation_id)]),
    ),
    Promise.all(shippingIds.map((id) => loadShippingMethod(db, chain, id))),
    Promise.all(paymentIds.map((id) => loadPaymentMethod(db, chain, id))),
    Promise.all(currencyIds.map((id) => loadCurrency(db, chain, id))),
  ]);
  const currencyJson = new Map(
    currencies.flatMap((row) => (row ? [[row.id, serializeCurrency(row)] as const] : [])),
  );
  const shippingMethods = new Map(
    shipping.flatMap((row) => (row ? [[row.id, serializeShippingMethod(row)] as const] : [])),
  );
  const paymentMethods = new Map(
    payment.flatMap((row) => (row ? [[row.id, serializePaymentMethod(row)] as const] : [])),
  );
  return rows.map((row) => {
    const currency = currencyJson.get(row.currency_id) ?? null;
    return orderJson(
      row,
      parts,
      {
        ...references,
        german: languageId === GERMAN_LANGUAGE_ID,
        currency,
        shippingMethods,
        paymentMethods,
        itemRounding: currency?.itemRounding ?? cashRounding(2, 0.01, 1),
        totalRounding: currency?.totalRounding ?? cashRounding(2, 0.01, 1),
      },
      options,
    );
  });
}
