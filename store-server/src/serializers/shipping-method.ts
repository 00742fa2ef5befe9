import type { ShippingMethodWithDeliveryTime } from '../db/repositories/method-repository.js';
import type { loadShippingPriceRows } from '../db/repositories/shipping-price-repository.js';

// Store API JSON of a shipping method's delivery time and its price matrix (ShippingMethodPriceEntity).

export function serializeDeliveryTime(row: ShippingMethodWithDeliveryTime) {
  return {
    id: row.delivery_time_id,
    name: row.delivery_name,
    min: row.delivery_min,
    max: row.delivery_max,
    unit: row.delivery_unit,
    customFields: null,
    createdAt: row.delivery_created_at,
    updatedAt: null,
    translated: { name: row.delivery_name, customFields: {} },
    apiAlias: 'delivery_time' as const,
  };
}

export type ShippingPriceRow = Awaited<ReturnType<typeof loadShippingPriceRows>>[number];

export function serializeShippingPrice(row: ShippingPriceRow, currencyId: string) {
  return {
    id: row.id,
    shippingMethodId: row.shipping_method_id,
    ruleId: null,
    calculation: row.calculation === null ? null : Number(row.calculation),
    calculationRuleId: null,
    quantityStart: row.quantity_start === null ? null : Number(row.quantity_start),
    quantityEnd: row.quantity_end === null ? null : Number(row.quantity_end),
    currencyPrice: [
      {
        currencyId,
        gross: Number(row.price_gross),
        net: Number(row.price_net),
        linked: true,
        listPrice: null,
        percentage: null,
        regulationPrice: null,
        apiAlias: 'price',
      },
    ],
    customFields: null,
    createdAt: row.created_at,
    updatedAt: null,
    apiAlias: 'shipping_method_price' as const,
  };
}
