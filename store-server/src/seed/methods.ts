import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { deterministicId } from '../domain/ids.js';
import { KLARNA_HANDLER, KLARNA_METHODS } from '../domain/payment/klarna-methods.js';
import { grossToNet } from '../domain/pricing/price.js';
import { DE, EN, standardShipping } from './reference-data.js';
import { upsert } from './upsert.js';

// The payment and shipping methods of the demo sales channel, translated and by position (idempotent):
// payment — invoice after the offer (the default), prepayment and the seven Klarna methods; shipping — parcel
// (flat up to 31.5 kg), freight forwarding (weight bands) and pick-up (free), with their price matrices
// (shipping_method_price, calculation 3 = weight in kg) and delivery times.

type Db = Transaction<Database>;
type Texts = readonly [string, string];

export const PARCEL_MAX_WEIGHT_KG = 31.5;

const deliveryTimes = [
  { key: '1-3-days', min: 1, max: 3, unit: 'day', en: '1-3 days', de: '1-3 Tage' },
  { key: '3-5-days', min: 3, max: 5, unit: 'day', en: '3-5 days', de: '3-5 Tage' },
  { key: '1-2-days', min: 1, max: 2, unit: 'day', en: '1-2 days', de: '1-2 Tage' },
].map((time) => ({ ...time, id: deterministicId(`delivery-time:${time.key}`) }));
const deliveryTimeId = (key: string) => deliveryTimes.find((time) => time.key === key)?.id ?? '';

/** The columns a payment and a shipping method share: the seed lists them in order, all active. */
const methodColumns = (method: { id: string; technicalName: string }, index: number, now: string) => ({
  id: method.id,
  technical_name: method.technicalName,
  position: index + 1,
  active: 1 as const,
  created_at: now,
});

/** A method's name and description in en-GB and de-DE, the rows of its translation table. */
const methodTexts = (method: { en: Texts; de: Texts }) => [
  { language_id: EN, name: method.en[0], description: method.en[1] },
  { language_id: DE, name: method.de[0], description: method.de[1] },
];

interface PaymentSeed {
  id: string;
  technicalName: string;
  handler: string;
  customFields: Record<string, string> | null;
  en: Texts;
  de: Texts;
}

export const invoicePayment: PaymentSeed = {
  id: deterministicId('payment-method:invoice'),
  technicalName: 'payment_invoice',
  handler: 'invoice',
  customFields: null,
  en: ['Invoice after the offer', 'You receive our offer first; you pay by invoice once you accept it.'],
  de: [
    'Rechnung nach Angebot',
    'Sie erhalten zuerst unser Angebot und zahlen per Rechnung, wenn Sie es annehmen.',
  ],
};

export const prepayment: PaymentSeed = {
  id: deterministicId('payment-method:prepayment'),
  technicalName: 'payment_prepayment',
  handler: 'prepayment',
  customFields: null,
  en: ['Prepayment', 'Pay by bank transfer before we ship; our offer names the account.'],
  de: ['Vorkasse', 'Zahlung per Überweisung vor dem Versand; unser Angebot nennt die Bankverbindung.'],
};

export const klarnaPayments: PaymentSeed[] = KLARNA_METHODS.map((method) => ({
  id: deterministicId(`payment-method:${method.technicalName}`),
  technicalName: method.technicalName,
  handler: KLARNA_HANDLER,
  customFields: { klarnaCategory: method.category },
  en: method.en,
  de: method.de,
}));

export const paymentMethods: PaymentSeed[] = [invoicePayment, prepayment, ...klarnaPayments];

interface ShippingSeed {
  id: string;
  technicalName: string;
  deliveryTimeId: string;
  en: Texts;
  de: Texts;
  /** Weight bands [start, end] in kg (end null = open), or a flat price (calculation null). */
  prices: { key: string; calculation: 3 | null; start: number | null; end: number | null; gross: number }[];
}

export const parcelShipping: ShippingSeed = {
  id: deterministicId('shipping-method:parcel'),
  technicalName: 'shipping_parcel',
  deliveryTimeId: deliveryTimeId('1-3-days'),
  en: ['Parcel', `Parcel service, up to ${PARCEL_MAX_WEIGHT_KG} kg.`],
  de: ['Paket', `Paketdienst, bis ${String(PARCEL_MAX_WEIGHT_KG).replace('.', ',')} kg.`],
  prices: [{ key: 'flat', calculation: 3, start: 0, end: PARCEL_MAX_WEIGHT_KG, gross: 6.9 }],
};

export const freightShipping: ShippingSeed = {
  id: deterministicId('shipping-method:freight'),
  technicalName: 'shipping_freight',
  deliveryTimeId: deliveryTimeId('3-5-days'),
  en: ['Freight forwarding', 'Delivery by freight forwarder on pallets, priced by weight.'],
  de: ['Spedition', 'Lieferung per Spedition auf Paletten, nach Gewicht.'],
  prices: [
    { key: 'to-100', calculation: 3, start: 0, end: 100, gross: 89 },
    { key: 'to-500', calculation: 3, start: 100, end: 500, gross: 149 },
    { key: 'to-1000', calculation: 3, start: 500, end: 1000, gross: 249 },
    { key: 'above-1000', calculation: 3, start: 1000, end: null, gross: 399 },
  ],
};

export const pickupShipping: ShippingSeed = {
  id: deterministicId('shipping-method:pickup'),
  technicalName: 'shipping_pickup',
  deliveryTimeId: deliveryTimeId('1-2-days'),
  en: ['Pick-up', 'Collect your goods at our warehouse, free of charge.'],
  de: ['Selbstabholung', 'Abholung in unserem Lager, kostenlos.'],
  prices: [{ key: 'free', calculation: null, start: null, end: null, gross: 0 }],
};

export const shippingMethods: ShippingSeed[] = [parcelShipping, freightShipping, pickupShipping];

export async function seedPaymentAndShippingMethods(trx: Db, now: string): Promise<void> {
  await upsert(
    trx,
    'delivery_time',
    ['id'],
    deliveryTimes.map((t) => ({ id: t.id, min: t.min, max: t.max, unit: t.unit, created_at: now })),
  );
  await upsert(
    trx,
    'delivery_time_translation',
    ['delivery_time_id', 'language_id'],
    deliveryTimes.flatMap((t) => [
      { delivery_time_id: t.id, language_id: EN, name: t.en },
      { delivery_time_id: t.id, language_id: DE, name: t.de },
    ]),
  );
  await upsert(
    trx,
    'payment_method',
    ['id'],
    paymentMethods.map((method, index) => ({
      ...methodColumns(method, index, now),
      after_order_enabled: 0 as const,
      handler_identifier: method.handler,
      custom_fields: method.customFields ? JSON.stringify(method.customFields) : null,
    })),
  );
  await upsert(
    trx,
    'payment_method_translation',
    ['payment_method_id', 'language_id'],
    paymentMethods.flatMap((m) => methodTexts(m).map((texts) => ({ payment_method_id: m.id, ...texts }))),
  );
  await upsert(
    trx,
    'shipping_method',
    ['id'],
    shippingMethods.map((method, index) => ({
      ...methodColumns(method, index, now),
      delivery_time_id: method.deliveryTimeId,
      tax_type: 'auto',
    })),
  );
  await upsert(
    trx,
    'shipping_method_translation',
    ['shipping_method_id', 'language_id'],
    shippingMethods.flatMap((m) => methodTexts(m).map((texts) => ({ shipping_method_id: m.id, ...texts }))),
  );
  await upsert(
    trx,
    'shipping_method_price',
    ['id'],
    shippingMethods.flatMap((method) =>
      method.prices.map((price) => ({
        id: deterministicId(`shipping-method-price:${method.technicalName}:${price.key}`),
        shipping_method_id: method.id,
        calculation: price.calculation,
        quantity_start: price.start,
        quantity_end: price.end,
        price_gross: price.gross,
        price_net: grossToNet(price.gross, 19),
        created_at: now,
      })),
    ),
  );
  // The foundation's single "Standard" method (parcel or freight by weight) is replaced by the three above.
  await trx
    .updateTable('shipping_method')
    .set({ active: 0 })
    .where('id', '=', standardShipping.id)
    .where('active', '<>', 0)
    .execute();
}
