import type { ProductStockRow } from '../db/repositories/product-repository.js';
import type { CartProduct } from '../domain/cart/calculate-cart.js';
import type { Json } from '../serializers/catalogue-entities.js';
import { productStockJson } from '../serializers/product.js';

// A product as a cart calculation uses it, split by what changes it: its stock (stock, available stock and the
// available flag, which orders and cancellations change and which raise the stock revision alone) and the rest
// (rules, prices, names, options, media: changed only by writes that raise the reference revision, migration
// 0020). The rest is kept per reference revision (services/cart.ts); the stock is read fresh per calculation
// and merged in here.

/** One product as a cart calculation uses it; null for one that is not buyable (hidden, missing, a container). */
export type CartProductEntry = { product: CartProduct; json: Json | undefined } | null;

/** The product with these stock columns: the rules' available stock and stock, and the JSON's stock fields. */
export function withStock(
  entry: NonNullable<CartProductEntry>,
  stock: Pick<ProductStockRow, 'stock' | 'available_stock' | 'available'>,
): NonNullable<CartProductEntry> {
  const { product, json } = entry;
  return {
    product: {
      ...product,
      stock: stock.stock,
      purchase: { ...product.purchase, availableStock: stock.available_stock },
    },
    // The JSON's own keys are replaced where they are, so its key order (the answer's) stays.
    json:
      json === undefined
        ? undefined
        : {
            ...json,
            ...productStockJson({
              ...stock,
              is_closeout: product.purchase.isCloseout ? 1 : 0,
              max_purchase: product.purchase.maxPurchase,
            }),
          },
  };
}
