import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type {
  CustomerAddressTable,
  CustomerTable,
  OrderAddressTable,
  OrderDeliveryTable,
  OrderLineItemTable,
  OrderTransactionTable,
  ShopOrderTable,
} from './schema.js';
import type { CalculatedCart } from '../domain/cart/calculate-cart.js';
import type { CalculatedPrice } from '../domain/pricing/price.js';
import { INITIAL_STATE } from '../domain/order/states.js';

// Turns a calculated cart into the rows of an order (Shopware's OrderConverter), pure: the order with its
// amounts and the cart price, copies of the customer and of the billing and shipping address (one copy when
// both are the same address), the line items (label, quantity, prices, payload and cover as the cart showed
// them), one delivery and one transaction over the total. All states start open.

type Json = Record<string, unknown>;

/** The address columns an order copies from a customer address (order_address has the same ones). */
export const ADDRESS_COLUMNS = [
  'country_id',
  'salutation_id',
  'title',
  'first_name',
  'last_name',
  'company',
  'department',
  'street',
  'zipcode',
  'city',
  'phone_number',
] as const;

export type AddressSource = Pick<Selectable<CustomerAddressTable>, 'id' | (typeof ADDRESS_COLUMNS)[number]>;

/** The customer as the order keeps a copy of them (name, email, number at the time of the enquiry). */
export type CustomerSnapshot = Pick<
  Selectable<CustomerTable>,
  'id' | 'email' | 'salutation_id' | 'first_name' | 'last_name' | 'company' | 'title' | 'customer_number'
>;

const pick = <T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

export interface OrderDraftInput {
  orderId: string;
  orderNumber: string;
  deepLinkCode: string;
  now: string;
  salesChannelId: string;
  currencyId: string;
  currencyFactor: number;
  languageId: string;
  customer: CustomerSnapshot;
  billingAddress: AddressSource;
  shippingAddress: AddressSource;
  cart: CalculatedCart;
  /** The cart's line item JSON, in the order of `cart.lines` (payload, cover, price definition). */
  lineItems: readonly Json[];
  shippingMethodId: string;
  paymentMethodId: string;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  newId: () => string;
}

export interface OrderDraft {
  order: Insertable<ShopOrderTable>;
  addresses: Insertable<OrderAddressTable>[];
  lineItems: Insertable<OrderLineItemTable>[];
  delivery: Insertable<OrderDeliveryTable>;
  transaction: Insertable<OrderTransactionTable>;
}

/** Shopware's deep-link code: 32 URL-safe characters from a CSPRNG. */
export function newDeepLinkCode(): string {
  return randomBytes(24).toString('base64url');
}

const ZERO_PRICE: CalculatedPrice = {
  unitPrice: 0,
  quantity: 1,
  totalPrice: 0,
  calculatedTaxes: [],
  taxRules: [],
  referencePrice: null,
  listPrice: null,
  regulationPrice: null,
  apiAlias: 'calculated_price',
};

function addressCopy(source: AddressSource, id: string, orderId: string, now: string) {
  return { id, order_id: orderId, ...pick(source, ADDRESS_COLUMNS), created_at: now };
}

export function buildOrderDraft(input: OrderDraftInput): OrderDraft {
  const { cart, orderId, now } = input;
  const billingId = input.newId();
  const sameAddress = input.billingAddress.id === input.shippingAddress.id;
  const shippingId = sameAddress ? billingId : input.newId();
  const addresses = [addressCopy(input.billingAddress, billingId, orderId, now)];
  if (!sameAddress) addresses.push(addressCopy(input.shippingAddress, shippingId, orderId, now));
  const shippingCosts = cart.delivery?.shippingCosts ?? ZERO_PRICE;
  const { totalPrice, calculatedTaxes, taxRules } = cart.price;
  const amount: CalculatedPrice = {
    ...ZERO_PRICE,
    unitPrice: totalPrice,
    totalPrice,
    calculatedTaxes,
    taxRules,
  };
  const { customer } = input;
  return {
    order: {
      id: orderId,
      order_number: input.orderNumber,
      sales_channel_id: input.salesChannelId,
      customer_id: customer.id,
      deep_link_code: input.deepLinkCode,
      order_date_time: now,
      currency_id: input.currencyId,
      currency_factor: input.currencyFactor,
      language_id: input.languageId,
      state: INITIAL_STATE,
      amount_total: cart.price.totalPrice,
      amount_net: cart.price.netPrice,
      position_price: cart.price.positionPrice,
      shipping_total: shippingCosts.totalPrice,
      tax_status: cart.price.taxStatus,
      price: JSON.stringify(cart.price),
      shipping_costs: JSON.stringify(shippingCosts),
      customer_comment: input.customerComment,
      affiliate_code: input.affiliateCode,
      campaign_code: input.campaignCode,
      billing_address_id: billingId,
      customer_email: customer.email,
      customer_salutation_id: customer.salutation_id,
      customer_first_name: customer.first_name,
      customer_last_name: customer.last_name,
      customer_company: customer.company,
      customer_title: customer.title,
      customer_number: customer.customer_number,
      created_at: now,
      updated_at: null,
    },
    addresses,
    lineItems: cart.lines.map((line, index) => {
      const json = input.lineItems[index] ?? {};
      return {
        id: input.newId(),
        order_id: orderId,
        position: index + 1,
        identifier: line.item.id,
        product_id: line.product.id,
        referenced_id: line.item.referencedId,
        type: 'product',
        label: line.product.name,
        quantity: line.item.quantity,
        unit_price: line.price.unitPrice,
        total_price: line.price.totalPrice,
        price: JSON.stringify(line.price),
        price_definition: JSON.stringify(json.priceDefinition ?? null),
        // The unit weight (kg) the cart showed, for the owner's desk: Shopware's order line keeps no
        // delivery information, so it rides in the free-form payload as plugins' fields do.
        payload: JSON.stringify({ ...(json.payload ?? {}), weight: line.product.weight }),
        cover: json.cover ? JSON.stringify(json.cover) : null,
        created_at: now,
      };
    }),
    delivery: {
      id: input.newId(),
      order_id: orderId,
      shipping_order_address_id: shippingId,
      shipping_method_id: input.shippingMethodId,
      state: INITIAL_STATE,
      shipping_date_earliest: cart.delivery?.deliveryDate.earliest ?? now,
      shipping_date_latest: cart.delivery?.deliveryDate.latest ?? now,
      shipping_costs: JSON.stringify(shippingCosts),
      created_at: now,
    },
    transaction: {
      id: input.newId(),
      order_id: orderId,
      payment_method_id: input.paymentMethodId,
      state: INITIAL_STATE,
      amount: JSON.stringify(amount),
      created_at: now,
    },
  };
}
