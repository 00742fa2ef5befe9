// The seven Klarna payment methods of the shop, mapped in ONE table to Klarna Payments' category identifiers
// (store-api.md 11.4: the plugin's KLARNA_PAYMENTS_CODES plus Klarna Checkout). The Klarna issue finds its
// methods by `handlerIdentifier` (KLARNA_HANDLER) and `customFields.klarnaCategory`.

export const KLARNA_HANDLER = 'klarna_payments';

export type KlarnaCategory =
  'checkout' | 'pay_later' | 'pay_over_time' | 'direct_debit' | 'direct_bank_transfer' | 'card' | 'pay_now';

export interface KlarnaMethod {
  category: KlarnaCategory;
  technicalName: `payment_klarna_${KlarnaCategory}`;
  en: readonly [string, string];
  de: readonly [string, string];
}

export const KLARNA_METHODS: readonly KlarnaMethod[] = [
  {
    category: 'checkout',
    technicalName: 'payment_klarna_checkout',
    en: ['Klarna: Checkout', "Klarna's hosted checkout."],
    de: ['Klarna: Checkout', 'Der Checkout von Klarna.'],
  },
  {
    category: 'pay_later',
    technicalName: 'payment_klarna_pay_later',
    en: ['Klarna: Pay later', 'Pay within 30 days.'],
    de: ['Klarna: Später bezahlen', 'Zahlung innerhalb von 30 Tagen.'],
  },
  {
    category: 'pay_over_time',
    technicalName: 'payment_klarna_pay_over_time',
    en: ['Klarna: Financing', 'Pay in instalments.'],
    de: ['Klarna: Ratenkauf', 'Zahlung in Raten.'],
  },
  {
    category: 'direct_debit',
    technicalName: 'payment_klarna_direct_debit',
    en: ['Klarna: Direct debit', 'Paid by direct debit.'],
    de: ['Klarna: Lastschrift', 'Zahlung per Lastschrift.'],
  },
  {
    category: 'direct_bank_transfer',
    technicalName: 'payment_klarna_direct_bank_transfer',
    en: ['Klarna: Online bank transfer', 'Paid by online bank transfer.'],
    de: ['Klarna: Sofortüberweisung', 'Zahlung per Sofortüberweisung.'],
  },
  {
    category: 'card',
    technicalName: 'payment_klarna_card',
    en: ['Klarna: Credit card', 'Paid by credit card.'],
    de: ['Klarna: Kreditkarte', 'Zahlung per Kreditkarte.'],
  },
  {
    category: 'pay_now',
    technicalName: 'payment_klarna_pay_now',
    en: ['Klarna: Pay now', 'Pay immediately.'],
    de: ['Klarna: Sofort bezahlen', 'Sofortige Zahlung.'],
  },
];

/** The Klarna category of a payment method's technical name, or null for other methods. */
export function klarnaCategoryOf(technicalName: string): KlarnaCategory | null {
  return KLARNA_METHODS.find((method) => method.technicalName === technicalName)?.category ?? null;
}
