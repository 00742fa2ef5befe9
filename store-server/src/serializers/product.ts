import { EURO_CURRENCY_ID, LIVE_VERSION_ID } from '../constants.js';
import type { ProductRow } from '../db/repositories/product-repository.js';
import { toBoolean } from '../db/repositories/language-chain.js';
import { calculateGrossPrice, roundPrice } from '../domain/pricing/price.js';
import type { Json } from './catalogue-entities.js';
import { parseJsonObject } from '../domain/json-object.js';

// Store API JSON of a product (SalesChannelProductEntity) with its calculated prices, as Shopware 6.7 sends it.

/** Shopware's core.cart.maxQuantity: the purchase limit when a product sets none. */
export const MAX_QUANTITY = 100;

export interface ProductAssociations {
  taxRate: number;
  optionIds: string[];
  propertyIds: string[];
  categoryIds: string[];
  categoryTree: string[];
  cover: Json | null;
  deliveryTime: Json | null;
  tax: Json | null;
  seoCategory: Json | null;
  /** Only the associations the request asked for (or the route always loads). */
  loaded: Json;
}

/**
 * Custom fields with inheritance and translation: the variant's own if it has any, else the parent's; each
 * the current language's values over the fallback's. Document paths (`/media/…`) become absolute URLs.
 */
export function productCustomFields(row: ProductRow, origin: string): Record<string, unknown> | null {
  const merge = (fallback: string | null, current: string | null) => {
    const a = parseJsonObject(fallback);
    const b = parseJsonObject(current);
    return a || b ? { ...(a ?? {}), ...(b ?? {}) } : null;
  };
  const fields =
    merge(row.cf_fallback, row.cf_current) ?? merge(row.cf_parent_fallback, row.cf_parent_current);
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' && value.startsWith('/media/') ? `${origin}${value}` : value,
    ]),
  );
}

/** Shopware's calculatedMaxPurchase: a closeout product sells at most its available stock. */
export function calculatedMaxPurchase(
  row: Pick<ProductRow, 'is_closeout' | 'available_stock' | 'max_purchase'>,
): number {
  const max = row.max_purchase ?? MAX_QUANTITY;
  return row.is_closeout === 1 ? Math.max(0, Math.min(max, row.available_stock)) : max;
}

/**
 * The fields of a product's JSON that change with its stock (orders and cancellations: stock, available stock and
 * the available flag); every other field stays until another catalogue write. As serializeProduct writes them.
 */
export function productStockJson(
  row: Pick<ProductRow, 'is_closeout' | 'available_stock' | 'max_purchase' | 'stock' | 'available'>,
): { available: boolean; availableStock: number; stock: number; calculatedMaxPurchase: number } {
  return {
    available: toBoolean(row.available),
    availableStock: row.available_stock,
    stock: row.stock,
    calculatedMaxPurchase: calculatedMaxPurchase(row),
  };
}

export function serializeProduct(row: ProductRow, associations: ProductAssociations, origin: string): Json {
  const { taxRate } = associations;
  const gross = row.price_gross ?? 0;
  const net = row.price_net ?? 0;
  const isParent = row.parent_id === null && row.child_count > 0;
  const cheapest = isParent ? (row.cheapest_price_gross ?? gross) : gross;
  const dearest = isParent ? (row.max_price_gross ?? gross) : gross;
  const hasRange = cheapest !== dearest;
  const customFields = productCustomFields(row, origin);
  const variantListingConfig = parseJsonObject(row.variant_listing_config);
  const calculatedPrice = calculateGrossPrice(gross, taxRate);
  const name = row.name ?? '';
  // The translatable fields, the same at the top level and under `translated`.
  const translatable = {
    metaDescription: null,
    name,
    keywords: null,
    description: row.description,
    metaTitle: null,
    packUnit: null,
    packUnitPlural: null,
  };
  const measure = (value: number | null, unit: string) => (value === null ? undefined : { unit, value });
  return {
    id: row.id,
    versionId: LIVE_VERSION_ID,
    parentId: row.parent_id,
    parentVersionId: row.parent_id ? LIVE_VERSION_ID : null,
    manufacturerId: row.manufacturer_id,
    productManufacturerVersionId: row.manufacturer_id ? LIVE_VERSION_ID : null,
    unitId: null,
    taxId: row.tax_id ?? '',
    coverId: row.cover_id,
    productMediaVersionId: row.cover_id ? LIVE_VERSION_ID : null,
    deliveryTimeId: row.delivery_time_id,
    canonicalProductId: null,
    cmsPageId: null,
    productNumber: row.product_number,
    restockTime: row.restock_time,
    active: toBoolean(row.active),
    available: toBoolean(row.available),
    isCloseout: toBoolean(row.is_closeout),
    availableStock: row.available_stock,
    stock: row.stock,
    displayGroup: row.parent_id ?? row.id,
    manufacturerNumber: null,
    ean: null,
    purchaseSteps: row.purchase_steps,
    maxPurchase: row.max_purchase,
    minPurchase: row.min_purchase,
    purchaseUnit: null,
    referenceUnit: null,
    shippingFree: false,
    markAsTopseller: false,
    weight: row.weight,
    width: row.width,
    height: row.height,
    length: row.length,
    releaseDate: null,
    ratingAverage: row.rating_average ?? null,
    categoryTree: associations.categoryTree,
    propertyIds: associations.propertyIds,
    optionIds: associations.optionIds,
    streamIds: null,
    tagIds: null,
    categoryIds: associations.categoryIds,
    childCount: row.child_count,
    sales: row.sales,
    ...translatable,
    customFields,
    type: 'physical',
    variantListingConfig,
    calculatedPrice,
    calculatedPrices: [],
    calculatedMaxPurchase: calculatedMaxPurchase(row),
    calculatedCheapestPrice: {
      ...calculateGrossPrice(cheapest, taxRate),
      hasRange,
      variantId: isParent ? row.cheapest_variant_id : row.id,
      apiAlias: 'calculated_cheapest_price',
    },
    // Not a Shopware 6.7 field (it was until 6.4): the from–to price of a parent's variants, for listings.
    calculatedListingPrice: {
      from: calculateGrossPrice(cheapest, taxRate),
      to: calculateGrossPrice(dearest, taxRate),
      apiAlias: 'calculated_listing_price',
    },
    cheapestPrice: {
      hasRange,
      variantId: isParent ? row.cheapest_variant_id : row.id,
      parentId: row.parent_id ?? row.id,
      ruleId: null,
      purchase: null,
      reference: null,
      unitId: null,
      price: [
        {
          currencyId: EURO_CURRENCY_ID,
          gross: cheapest,
          net: roundPrice(cheapest === gross ? net : cheapest / (1 + taxRate / 100)),
          linked: true,
          listPrice: null,
          percentage: null,
          regulationPrice: null,
          apiAlias: 'price',
        },
      ],
      apiAlias: 'cheapest_price',
    },
    isNew: false,
    sortedProperties: null,
    measurements:
      row.weight === null && row.width === null
        ? null
        : {
            width: measure(row.width, 'mm'),
            height: measure(row.height, 'mm'),
            length: measure(row.length, 'mm'),
            weight: measure(row.weight, 'kg'),
          },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translated: {
      ...translatable,
      customFields: customFields ?? {},
      slotConfig: null,
    },
    cover: associations.cover,
    deliveryTime: associations.deliveryTime,
    tax: associations.tax,
    seoCategory: associations.seoCategory,
    ...associations.loaded,
    apiAlias: 'product',
  };
}
