import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../db/repositories/product-repository.js';
import type { CartProduct } from '../domain/cart/calculate-cart.js';
import { serializeProduct, type ProductAssociations } from '../serializers/product.js';
import { withStock } from './cart-product-stock.js';

const row = (changes: Partial<ProductRow> = {}): ProductRow => ({
  id: 'p1',
  parent_id: 'parent',
  product_number: 'SW-1',
  active: 1,
  stock: 12,
  available_stock: 10,
  available: 1,
  is_closeout: 1,
  min_purchase: 1,
  max_purchase: 8,
  purchase_steps: 1,
  restock_time: 3,
  weight: 0.5,
  width: 10,
  height: 20,
  length: 30,
  price_gross: 11.9,
  price_net: 10,
  price: null,
  sales: 4,
  variant_listing_config: null,
  child_count: 0,
  cheapest_price_gross: null,
  cheapest_variant_id: null,
  max_price_gross: null,
  rating_average: null,
  tax_id: 'tax',
  delivery_time_id: null,
  manufacturer_id: null,
  cover_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: null,
  name: 'Plate',
  description: null,
  cf_current: null,
  cf_fallback: null,
  cf_parent_current: null,
  cf_parent_fallback: null,
  ...changes,
});

const associations: ProductAssociations = {
  taxRate: 19,
  optionIds: ['o1'],
  propertyIds: [],
  categoryIds: [],
  categoryTree: [],
  cover: null,
  deliveryTime: null,
  tax: null,
  seoCategory: null,
  loaded: { options: [{ id: 'o1', name: 'Red' }] },
};

const entryOf = (product: ProductRow) => ({
  product: {
    id: product.id,
    name: product.name ?? '',
    unitGross: product.price_gross ?? 0,
    taxRate: 19,
    purchase: {
      isCloseout: product.is_closeout === 1,
      availableStock: product.available_stock,
      minPurchase: product.min_purchase,
      maxPurchase: product.max_purchase,
      purchaseSteps: product.purchase_steps,
    },
    stock: product.stock,
    weight: product.weight,
    restockTime: product.restock_time,
    deliveryTime: null,
  } satisfies CartProduct,
  json: serializeProduct(product, associations, 'https://shop.example'),
});

describe('a cart product with fresh stock', () => {
  it.each([
    ['a closeout that sold some', { stock: 5, available_stock: 3, available: 1 as const }, {}],
    ['a closeout sold out', { stock: 0, available_stock: 0, available: 0 as const }, {}],
    [
      'a closeout without a purchase limit',
      { stock: 200, available_stock: 150, available: 1 as const },
      { max_purchase: null },
    ],
    [
      'a regular product',
      { stock: 0, available_stock: 0, available: 1 as const },
      { is_closeout: 0 as const },
    ],
  ])('is what a load after the stock change gives: %s', (_name, stock, rules) => {
    const kept = entryOf(row(rules));
    const merged = withStock(kept, stock);
    const loaded = entryOf(row({ ...rules, ...stock }));
    expect(merged.product).toEqual(loaded.product);
    // The JSON to the byte: the same fields, values and key order (the answers must not change).
    expect(JSON.stringify(merged.json)).toBe(JSON.stringify(loaded.json));
  });

  it('leaves the kept entry as it was', () => {
    const kept = entryOf(row());
    const before = JSON.stringify(kept);
    withStock(kept, { stock: 1, available_stock: 0, available: 0 });
    expect(JSON.stringify(kept)).toBe(before);
  });
});
