import type { Transaction } from 'kysely';
import { DEFAULT_TAX_RATE } from '../options.js';
import { EURO_CURRENCY_ID, SALES_CHANNEL_ID, SYSTEM_LANGUAGE_ID } from '../constants.js';
import { insertOrderDraft, nextOrderNumber } from '../db/repositories/order-repository.js';
import type { Database } from '../db/schema.js';
import { calculateCart, type CartProduct } from '../domain/cart/calculate-cart.js';
import { addProducts } from '../domain/cart/cart-operations.js';
import { deterministicId } from '../domain/ids.js';
import { buildOrderDraft, type AddressSource } from '../db/order-draft.js';
import { generateCatalogue } from './catalogue/generate.js';
import { DEMO_CUSTOMER, DEMO_SECOND_ADDRESS_ID } from './demo-customer.js';
import { freightShipping, invoicePayment, parcelShipping, prepayment, shippingMethods } from './methods.js';

// Past enquiries of the demo customer, so that the enquiry history has pages to load ("load more" reaches its
// end): 12 orders on fixed dates with different states, methods and addresses, built from the demo catalogue
// with the real cart calculation. Deterministic ids; inserted once (a reseed finds the first and stops).

export const DEMO_ORDER_COUNT = 12;
export const demoOrderId = (index: number) => deterministicId(`demo-order:${index}`);

const STATES: readonly (readonly [order: string, delivery: string, transaction: string])[] = [
  ['completed', 'shipped', 'paid'],
  ['in_progress', 'shipped_partially', 'paid'],
  ['open', 'open', 'open'],
  ['cancelled', 'cancelled', 'cancelled'],
  ['in_progress', 'open', 'authorized'],
  ['completed', 'shipped', 'paid'],
];
const DAY_MS = 86_400_000;
/** The newest demo enquiry; older ones follow every 9 days. */
const NEWEST = Date.UTC(2026, 9, 20, 9, 30);

async function optionNames(trx: Transaction<Database>) {
  const rows = await trx
    .selectFrom('property_group_option as o')
    .innerJoin('property_group_option_translation as ot', 'ot.property_group_option_id', 'o.id')
    .innerJoin('property_group_translation as gt', 'gt.property_group_id', 'o.group_id')
    .select(['o.id', 'ot.name as option', 'gt.name as group'])
    .where('ot.language_id', '=', SYSTEM_LANGUAGE_ID)
    .where('gt.language_id', '=', SYSTEM_LANGUAGE_ID)
    .execute();
  return new Map(rows.map((row) => [row.id, { group: row.group, option: row.option }]));
}

async function demoAddresses(trx: Transaction<Database>): Promise<AddressSource[]> {
  const rows = await trx
    .selectFrom('customer_address')
    .selectAll()
    .where('customer_id', '=', DEMO_CUSTOMER.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows;
}

export async function seedDemoOrders(trx: Transaction<Database>): Promise<void> {
  const existing = await trx
    .selectFrom('shop_order')
    .select('id')
    .where('id', '=', demoOrderId(0))
    .executeTakeFirst();
  if (existing) return;
  const customer = await trx
    .selectFrom('customer')
    .selectAll()
    .where('id', '=', DEMO_CUSTOMER.id)
    .executeTakeFirst();
  if (!customer) return;
  const addresses = await demoAddresses(trx);
  const primary = addresses.find((a) => a.id === customer.default_billing_address_id) ?? addresses[0];
  const second = addresses.find((a) => a.id === DEMO_SECOND_ADDRESS_ID) ?? primary;
  if (!primary || !second) return;
  const names = await optionNames(trx);
  const parents = generateCatalogue();
  const variants = parents.flatMap((parent) =>
    parent.variants.filter((v) => !v.isCloseout).map((variant) => ({ parent, variant })),
  );
  // Oldest first, so that the numbers grow with the dates.
  for (let index = DEMO_ORDER_COUNT - 1; index >= 0; index--) {
    const picks = [variants[(index * 7) % variants.length], variants[(index * 13 + 3) % variants.length]];
    const products = new Map<string, CartProduct>();
    const lineJson: Record<string, unknown>[] = [];
    for (const pick of picks) {
      if (!pick || products.has(pick.variant.id)) continue;
      const { parent, variant } = pick;
      products.set(variant.id, {
        id: variant.id,
        name: parent.name.en,
        unitGross: variant.gross,
        taxRate: 19,
        purchase: {
          isCloseout: false,
          availableStock: 1000,
          minPurchase: 1,
          maxPurchase: null,
          purchaseSteps: 1,
        },
        stock: variant.stock,
        weight: variant.weight,
        restockTime: null,
        deliveryTime: null,
      });
      lineJson.push({
        payload: {
          productNumber: variant.number,
          options: variant.optionIds.flatMap((id) => {
            const name = names.get(id);
            return name ? [name] : [];
          }),
        },
        cover: null,
        priceDefinition: null,
      });
    }
    const items = addProducts(
      [],
      [...products.keys()].map((id, line) => ({ productId: id, quantity: 1 + ((index + line) % 3) })),
    );
    const orderedAt = new Date(NEWEST - index * 9 * DAY_MS);
    const weight = items.reduce((sum, item) => sum + (products.get(item.id)?.weight ?? 0) * item.quantity, 0);
    const method = weight > 31.5 ? freightShipping : parcelShipping;
    const rules = (shippingMethods.find((m) => m.id === method.id)?.prices ?? []).map((price) => ({
      calculation: price.calculation,
      quantityStart: price.start,
      quantityEnd: price.end,
      priceGross: price.gross,
    }));
    const cart = calculateCart(
      items,
      products,
      {
        name: method.en[0],
        rules,
        deliveryTime: { name: '1-3 days', min: 1, max: 3, unit: 'day' },
        fallbackTaxRate: DEFAULT_TAX_RATE,
      },
      orderedAt,
    );
    let part = 0;
    const orderId = demoOrderId(index);
    const draft = buildOrderDraft({
      orderId,
      orderNumber: await nextOrderNumber(trx),
      deepLinkCode: deterministicId(`demo-order:${index}:deep-link`),
      now: orderedAt.toISOString(),
      salesChannelId: SALES_CHANNEL_ID,
      currencyId: EURO_CURRENCY_ID,
      currencyFactor: 1,
      languageId: SYSTEM_LANGUAGE_ID,
      customer,
      billingAddress: primary,
      shippingAddress: index % 2 === 1 ? second : primary,
      cart,
      lineItems: lineJson,
      shippingMethodId: method.id,
      paymentMethodId: index % 3 === 2 ? prepayment.id : invoicePayment.id,
      customerComment: index % 4 === 0 ? 'Please cut the sheets to 1000 × 500 mm.' : null,
      affiliateCode: null,
      campaignCode: null,
      newId: () => deterministicId(`demo-order:${index}:part:${++part}`),
    });
    const [order, delivery, transaction] = STATES[index % STATES.length] ?? ['open', 'open', 'open'];
    draft.order.state = order;
    draft.delivery.state = delivery;
    draft.transaction.state = transaction;
    await insertOrderDraft(trx, draft);
  }
}
