import type { Kysely } from 'kysely';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import {
  loadCurrency,
  loadPaymentMethod,
  loadShippingMethod,
} from '../db/repositories/context-entity-repository.js';
import { loadAddressReferences } from '../db/repositories/customer-address-repository.js';
import type { LanguageChain } from '../db/repositories/language-chain.js';
import { latestOffers, type StoredOffer } from '../db/repositories/offer-repository.js';
import { loadOrderParts, type OrderParts, type OrderRow } from '../db/repositories/order-repository.js';
import type { Database } from '../db/schema.js';
import {
  cashRounding,
  serializeCurrency,
  serializePaymentMethod,
  serializeShippingMethod,
} from '../serializers/context-entities.js';
import { offerJson } from '../serializers/offer.js';
import type { RevisionMemo } from './catalogue-memo.js';
import { ALL_ORDER_PARTS, orderJson, type OrderJsonOptions } from '../serializers/order.js';

// Loads what the JSON of a page of orders needs, batched: the orders' parts (four queries), the countries
// and salutations of their addresses, their shipping and payment methods and the currency, and each order's
// latest offer (`extensions.offer`, null without one; `now` decides whether a pending offer has expired).

const unique = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

export async function ordersJson(
  db: Kysely<Database>,
  chain: LanguageChain,
  languageId: string,
  rows: readonly OrderRow[],
  options: OrderJsonOptions = ALL_ORDER_PARTS,
  now: Date = new Date(),
  /**
   * An order just written: its parts as inserted, and no offer yet (nothing of it is read back); with the memo
   * of the reference revision its transaction read (catalogue-memo.ts referenceMemoOf), which keeps the
   * countries, salutations, methods and currency.
   */
  written?: { parts: OrderParts; referenceMemo?: RevisionMemo },
) {
  const orderIds = rows.map((row) => row.id);
  const [parts, offers] = written
    ? [written.parts, new Map<string, StoredOffer>()]
    : await Promise.all([loadOrderParts(db, orderIds), latestOffers(db, orderIds)]);
  const memo = written?.referenceMemo;
  const kept = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    memo ? memo.get(`order-json|${key}|${chain.current}|${chain.fallback}`, load) : load();
  const shippingIds = unique(parts.deliveries.map((d) => d.shipping_method_id));
  const paymentIds = unique(parts.transactions.map((t) => t.payment_method_id));
  const currencyIds = unique(rows.map((row) => row.currency_id));
  const countryIds = unique(parts.addresses.map((a) => a.country_id));
  const salutationIds = unique([
    ...parts.addresses.map((a) => a.salutation_id),
    ...rows.map((r) => r.customer_salutation_id),
  ]);
  const [references, shipping, payment, currencies] = await Promise.all([
    kept(`references|${countryIds.sort().join(',')}|${salutationIds.sort().join(',')}`, () =>
      loadAddressReferences(db, chain, countryIds, salutationIds),
    ),
    Promise.all(shippingIds.map((id) => kept(`shipping|${id}`, () => loadShippingMethod(db, chain, id)))),
    Promise.all(paymentIds.map((id) => kept(`payment|${id}`, () => loadPaymentMethod(db, chain, id)))),
    Promise.all(currencyIds.map((id) => kept(`currency|${id}`, () => loadCurrency(db, chain, id)))),
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
    const offer = offers.get(row.id);
    const json = orderJson(
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
    return { ...json, extensions: { offer: offer ? offerJson(offer, now) : null } };
  });
}
