import { LIVE_VERSION_ID } from '../constants.js';
import type {
  OrderAddressRow,
  OrderDeliveryRow,
  OrderLineItemRow,
  OrderParts,
  OrderRow,
  OrderTransactionRow,
} from '../db/repositories/order-repository.js';
import { deterministicId } from '../domain/ids.js';
import { stateJson } from '../domain/order/states.js';
import { isSandboxPayment, sandboxStateName } from '../domain/payment/sandbox-payment.js';
import type { AddressReferences } from './customer.js';
import { serializeCountry, serializeSalutation } from './system-entities.js';

// Store API JSON of orders as Shopware serialises its OrderEntity: the order with its price and states, the
// order customer and billing address always, line items, deliveries (state, shipping method, address),
// transactions (state, payment method) and addresses when asked for (null otherwise).

type Json = Record<string, unknown>;

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export interface OrderJsonReferences extends AddressReferences {
  german: boolean;
  currency: Json | null;
  shippingMethods: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  itemRounding: Json;
  totalRounding: Json;
}

export interface OrderJsonOptions {
  lineItems: boolean;
  deliveries: boolean;
  transactions: boolean;
  addresses: boolean;
  /** `lineItems.downloads` asked: each line item carries its digital downloads (this shop sells none: `[]`). */
  lineItemDownloads?: boolean;
  /**
   * The associations of the order's addresses that are loaded, per path (`addresses`, `billingAddress`,
   * `deliveries.shippingOrderAddress`): Shopware does not autoload an order address's country, state or
   * salutation, so a read answers them only when its criteria name them (default: all loaded).
   */
  addressParts?: Partial<Record<'addresses' | 'billingAddress' | 'shippingOrderAddress', AddressParts>>;
}

export interface AddressParts {
  country: boolean;
  salutation: boolean;
}
const ALL_ADDRESS_PARTS: AddressParts = { country: true, salutation: true };

export const ALL_ORDER_PARTS: OrderJsonOptions = {
  lineItems: true,
  deliveries: true,
  transactions: true,
  addresses: true,
};

function addressJson(row: OrderAddressRow, refs: OrderJsonReferences, loaded: AddressParts) {
  const country = loaded.country ? refs.countries.get(row.country_id) : undefined;
  const salutation =
    loaded.salutation && row.salutation_id ? refs.salutations.get(row.salutation_id) : undefined;
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    orderId: row.order_id,
    orderVersionId: LIVE_VERSION_ID,
    countryId: row.country_id,
    countryStateId: null,
    salutationId: row.salutation_id,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    company: row.company,
    department: row.department,
    title: row.title,
    phoneNumber: row.phone_number,
    additionalAddressLine1: null,
    additionalAddressLine2: null,
    vatId: null,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    country: country ? serializeCountry(country, false) : null,
    countryState: null,
    salutation: salutation ? serializeSalutation(salutation) : null,
    apiAlias: 'order_address' as const,
  };
}

function lineItemJson(row: OrderLineItemRow) {
  const cover = parse(row.cover) as Json | null;
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    orderId: row.order_id,
    orderVersionId: LIVE_VERSION_ID,
    productId: row.product_id,
    productVersionId: row.product_id ? LIVE_VERSION_ID : null,
    promotionId: null,
    parentId: null,
    coverId: cover && typeof cover.id === 'string' ? cover.id : null,
    identifier: row.identifier,
    referencedId: row.referenced_id,
    quantity: row.quantity,
    label: row.label,
    payload: parse(row.payload),
    good: true,
    removable: true,
    stackable: true,
    position: row.position,
    priceDefinition: parse(row.price_definition),
    price: parse(row.price),
    unitPrice: row.unit_price,
    totalPrice: row.total_price,
    description: null,
    type: row.type,
    customFields: null,
    states: ['is-physical'],
    createdAt: row.created_at,
    updatedAt: null,
    cover,
    children: [],
    apiAlias: 'order_line_item' as const,
  };
}

function deliveryJson(row: OrderDeliveryRow, addresses: Map<string, Json>, refs: OrderJsonReferences) {
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    orderId: row.order_id,
    orderVersionId: LIVE_VERSION_ID,
    shippingOrderAddressId: row.shipping_order_address_id,
    shippingOrderAddressVersionId: LIVE_VERSION_ID,
    shippingMethodId: row.shipping_method_id,
    stateId: stateJson('order_delivery.state', row.state, refs.german).id,
    trackingCodes: [],
    shippingDateEarliest: row.shipping_date_earliest,
    shippingDateLatest: row.shipping_date_latest,
    shippingCosts: parse(row.shipping_costs),
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    stateMachineState: stateJson('order_delivery.state', row.state, refs.german),
    shippingOrderAddress: addresses.get(row.shipping_order_address_id) ?? null,
    shippingMethod: refs.shippingMethods.get(row.shipping_method_id) ?? null,
    positions: null,
    apiAlias: 'order_delivery' as const,
  };
}

/** The transaction's state; a sandbox payment's name says that no real payment exists. */
function transactionState(row: OrderTransactionRow, customFields: unknown, german: boolean) {
  const state = stateJson('order_transaction.state', row.state, german);
  if (!isSandboxPayment(customFields)) return state;
  const name = sandboxStateName(state.name, german);
  return { ...state, name, translated: { ...state.translated, name } };
}

function transactionJson(row: OrderTransactionRow, refs: OrderJsonReferences) {
  const customFields = parse(row.custom_fields ?? null);
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    orderId: row.order_id,
    orderVersionId: LIVE_VERSION_ID,
    paymentMethodId: row.payment_method_id,
    amount: parse(row.amount),
    validationData: null,
    stateId: stateJson('order_transaction.state', row.state, refs.german).id,
    customFields,
    createdAt: row.created_at,
    updatedAt: null,
    stateMachineState: transactionState(row, customFields, refs.german),
    paymentMethod: refs.paymentMethods.get(row.payment_method_id) ?? null,
    captures: null,
    apiAlias: 'order_transaction' as const,
  };
}

export function orderJson(
  row: OrderRow,
  parts: OrderParts,
  refs: OrderJsonReferences,
  options: OrderJsonOptions = ALL_ORDER_PARTS,
) {
  const addressesWith = (path: 'addresses' | 'billingAddress' | 'shippingOrderAddress') =>
    parts.addresses
      .filter((address) => address.order_id === row.id)
      .map((address) => addressJson(address, refs, options.addressParts?.[path] ?? ALL_ADDRESS_PARTS));
  const byId = (addresses: ReturnType<typeof addressesWith>) =>
    new Map<string, Json>(addresses.map((address) => [address.id, address]));
  const addresses = addressesWith('addresses');
  const billingAddress = byId(addressesWith('billingAddress')).get(row.billing_address_id) ?? null;
  const shippingOrderAddresses = byId(addressesWith('shippingOrderAddress'));
  const deliveries = parts.deliveries
    .filter((delivery) => delivery.order_id === row.id)
    .map((delivery) => deliveryJson(delivery, shippingOrderAddresses, refs));
  const transactions = parts.transactions
    .filter((transaction) => transaction.order_id === row.id)
    .map((transaction) => transactionJson(transaction, refs));
  const lineItems = parts.lineItems
    .filter((item) => item.order_id === row.id)
    .map((item) =>
      options.lineItemDownloads ? { ...lineItemJson(item), downloads: [] } : lineItemJson(item),
    );
  const salutation = row.customer_salutation_id
    ? refs.salutations.get(row.customer_salutation_id)
    : undefined;
  const state = stateJson('order.state', row.state, refs.german);
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    orderNumber: row.order_number,
    billingAddressId: row.billing_address_id,
    billingAddressVersionId: LIVE_VERSION_ID,
    primaryOrderDeliveryId: deliveries[0]?.id ?? null,
    primaryOrderDeliveryVersionId: deliveries[0] ? LIVE_VERSION_ID : null,
    primaryOrderTransactionId: transactions[0]?.id ?? null,
    primaryOrderTransactionVersionId: transactions[0] ? LIVE_VERSION_ID : null,
    currencyId: row.currency_id,
    languageId: row.language_id,
    salesChannelId: row.sales_channel_id,
    orderDateTime: row.order_date_time,
    orderDate: row.order_date_time.slice(0, 10),
    price: parse(row.price),
    amountTotal: row.amount_total,
    amountNet: row.amount_net,
    positionPrice: row.position_price,
    taxStatus: row.tax_status,
    shippingCosts: parse(row.shipping_costs),
    shippingTotal: row.shipping_total,
    currencyFactor: row.currency_factor,
    deepLinkCode: row.deep_link_code,
    affiliateCode: row.affiliate_code,
    campaignCode: row.campaign_code,
    customerComment: row.customer_comment,
    source: null,
    taxCalculationType: 'horizontal',
    customFields: null,
    createdById: null,
    updatedById: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    stateId: state.id,
    stateMachineState: state,
    primaryOrderDelivery: null,
    primaryOrderTransaction: null,
    orderCustomer: {
      id: deterministicId(`order-customer:${row.id}`),
      versionId: LIVE_VERSION_ID,
      orderId: row.id,
      orderVersionId: LIVE_VERSION_ID,
      customerId: row.customer_id,
      email: row.customer_email,
      salutationId: row.customer_salutation_id,
      firstName: row.customer_first_name,
      lastName: row.customer_last_name,
      company: row.customer_company,
      title: row.customer_title,
      vatIds: null,
      customerNumber: row.customer_number,
      customFields: null,
      createdAt: row.created_at,
      updatedAt: null,
      salutation: salutation ? serializeSalutation(salutation) : null,
      apiAlias: 'order_customer' as const,
    },
    currency: refs.currency,
    language: null,
    addresses: options.addresses ? addresses : null,
    billingAddress,
    deliveries: options.deliveries ? deliveries : null,
    lineItems: options.lineItems ? lineItems : null,
    transactions: options.transactions ? transactions : null,
    documents: [],
    tags: null,
    itemRounding: refs.itemRounding,
    totalRounding: refs.totalRounding,
    apiAlias: 'order' as const,
  };
}
export type OrderJson = ReturnType<typeof orderJson>;
