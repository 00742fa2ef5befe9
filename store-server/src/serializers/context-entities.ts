import { LIVE_VERSION_ID } from '../constants.js';
import type {
  CurrencyRow,
  CustomerGroupRow,
  PaymentMethodRow,
  ShippingMethodRow,
  TaxRow,
} from '../db/repositories/context-entity-repository.js';
import { toBoolean } from '../db/repositories/language-chain.js';
import type { SalesChannelRow } from '../db/repositories/sales-channel-repository.js';
import { parseJsonObject } from '../domain/json-object.js';

// Store API JSON of the entities a SalesChannelContext embeds.

export const CASH_ROUNDING_ALIAS =
  'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config';

export function cashRounding(decimals: number, interval: number, roundForNet: number) {
  return { decimals, interval, roundForNet: toBoolean(roundForNet), apiAlias: CASH_ROUNDING_ALIAS };
}

export function serializeCurrency(row: CurrencyRow) {
  return {
    id: row.id,
    factor: row.factor,
    symbol: row.symbol,
    isoCode: row.iso_code,
    shortName: row.short_name,
    name: row.name,
    position: row.position,
    isSystemDefault: toBoolean(row.is_system_default),
    taxFreeFrom: row.tax_free_from,
    customFields: null,
    itemRounding: cashRounding(
      row.item_rounding_decimals,
      row.item_rounding_interval,
      row.item_rounding_round_for_net,
    ),
    totalRounding: cashRounding(
      row.total_rounding_decimals,
      row.total_rounding_interval,
      row.total_rounding_round_for_net,
    ),
    createdAt: row.created_at,
    updatedAt: null,
    translated: { shortName: row.short_name, name: row.name, customFields: {} },
    apiAlias: 'currency' as const,
  };
}

export function serializeCustomerGroup(row: CustomerGroupRow) {
  return {
    id: row.id,
    name: row.name,
    displayGross: toBoolean(row.display_gross),
    customFields: null,
    registrationActive: false,
    registrationTitle: null,
    registrationIntroduction: null,
    registrationOnlyCompanyRegistration: false,
    registrationSeoMetaDescription: null,
    createdAt: row.created_at,
    updatedAt: null,
    translated: { name: row.name, customFields: {} },
    apiAlias: 'customer_group' as const,
  };
}

export function serializePaymentMethod(row: PaymentMethodRow) {
  return {
    id: row.id,
    name: row.name,
    distinguishableName: row.name,
    description: row.description,
    position: row.position,
    active: toBoolean(row.active),
    afterOrderEnabled: toBoolean(row.after_order_enabled),
    customFields: parseJsonObject(row.custom_fields),
    mediaId: null,
    technicalName: row.technical_name,
    shortName: row.technical_name,
    createdAt: row.created_at,
    updatedAt: null,
    translated: {
      name: row.name,
      distinguishableName: row.name,
      description: row.description,
      customFields: parseJsonObject(row.custom_fields) ?? {},
    },
    media: null,
    apiAlias: 'payment_method' as const,
  };
}

export function serializeShippingMethod(row: ShippingMethodRow) {
  return {
    id: row.id,
    name: row.name,
    technicalName: row.technical_name,
    active: toBoolean(row.active),
    position: row.position,
    customFields: null,
    mediaId: null,
    deliveryTimeId: row.delivery_time_id,
    taxType: row.tax_type,
    description: row.description,
    trackingUrl: null,
    createdAt: row.created_at,
    updatedAt: null,
    translated: { name: row.name, description: row.description, trackingUrl: null, customFields: {} },
    media: null,
    apiAlias: 'shipping_method' as const,
  };
}

export function serializeTax(row: TaxRow) {
  return {
    id: row.id,
    taxRate: row.tax_rate,
    name: row.name,
    position: row.position,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    apiAlias: 'tax' as const,
  };
}

export function serializeSalesChannel(row: SalesChannelRow) {
  return {
    id: row.id,
    languageId: row.language_id,
    customerGroupId: row.customer_group_id,
    currencyId: row.currency_id,
    paymentMethodId: row.payment_method_id,
    shippingMethodId: row.shipping_method_id,
    countryId: row.country_id,
    navigationCategoryId: row.navigation_category_id,
    navigationCategoryVersionId: LIVE_VERSION_ID,
    navigationCategoryDepth: row.navigation_category_depth,
    footerCategoryId: row.footer_category_id,
    footerCategoryVersionId: row.footer_category_id ? LIVE_VERSION_ID : null,
    serviceCategoryId: row.service_category_id,
    serviceCategoryVersionId: row.service_category_id ? LIVE_VERSION_ID : null,
    name: row.name,
    shortName: null,
    taxCalculationType: row.tax_calculation_type,
    configuration: null,
    active: toBoolean(row.active),
    hreflangActive: false,
    maintenance: false,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: { name: row.name, customFields: {} },
    apiAlias: 'sales_channel' as const,
  };
}
