import type { CalculatedPrice } from '../pricing/price.js';
import { cartErrors, type CartError } from './cart-errors.js';
import type { StoredLineItem } from './cart-operations.js';
import {
  calculateCartPrice,
  calculateGrossPrice,
  proportionalTaxRules,
  type CartPrice,
} from './cart-price.js';
import { deliveryDate, latestDeliveryDate, type DeliveryDate, type DeliveryTime } from './delivery-date.js';
import {
  decideQuantity,
  quantityInformation,
  type PurchaseRules,
  type QuantityInformation,
} from './quantity-rules.js';
import { roundWeight, selectShippingPrice, type ShippingPriceRule } from './shipping-costs.js';

// The cart calculation (Shopware's Processor with ProductCartProcessor, DeliveryProcessor and
// AmountCalculator), pure: stored lines + current product data + the context's shipping method → the lines
// that remain (quantities corrected), their prices and weights, the errors, one delivery and the cart price.

export interface CartProduct {
  id: string;
  name: string;
  unitGross: number;
  taxRate: number;
  purchase: PurchaseRules;
  stock: number;
  /** kg per piece. */
  weight: number | null;
  restockTime: number | null;
  deliveryTime: DeliveryTime | null;
}

export interface ShippingInput {
  name: string;
  rules: readonly ShippingPriceRule[];
  deliveryTime: DeliveryTime | null;
  /** The rate for auto-taxed shipping of a cart without taxed lines. */
  fallbackTaxRate: number;
}

export interface CalculatedLine {
  item: StoredLineItem;
  product: CartProduct;
  price: CalculatedPrice;
  quantityInformation: QuantityInformation;
  /** Unit weight × quantity, kg. */
  weight: number;
  deliveryDate: DeliveryDate | null;
}

export interface CalculatedDelivery {
  deliveryDate: DeliveryDate;
  shippingCosts: CalculatedPrice;
  weight: number;
}

export interface CalculatedCart {
  /** The lines to store: removed products gone, quantities corrected, labels refreshed. */
  items: StoredLineItem[];
  lines: CalculatedLine[];
  errors: CartError[];
  delivery: CalculatedDelivery | null;
  price: CartPrice;
  /** Total weight of the positions, kg. */
  weight: number;
}

function calculateLine(
  item: StoredLineItem,
  product: CartProduct | undefined,
  shipping: ShippingInput,
  now: Date,
): { line: CalculatedLine | null; error: CartError | null } {
  if (!product) return { line: null, error: cartErrors.productNotFound(item.label ?? item.id) };
  const info = quantityInformation(product.purchase);
  const decision = decideQuantity(product, item.quantity, info);
  if (decision.kind === 'remove') return { line: null, error: decision.error };
  const quantity = decision.quantity;
  const time = product.deliveryTime ?? shipping.deliveryTime;
  // Partly in stock: the rest comes after the restock time (the catalogue's delivery time of products without
  // stock already includes their production).
  const restock =
    product.stock > 0 && product.stock < quantity && product.restockTime !== null ? product.restockTime : 0;
  return {
    line: {
      item: { ...item, quantity, label: product.name },
      product,
      price: calculateGrossPrice(product.unitGross, quantity, [
        { taxRate: product.taxRate, percentage: 100 },
      ]),
      quantityInformation: info,
      weight: roundWeight((product.weight ?? 0) * quantity),
      deliveryDate: time ? deliveryDate(time, now, restock) : null,
    },
    error: decision.error,
  };
}

export function calculateCart(
  stored: readonly StoredLineItem[],
  products: ReadonlyMap<string, CartProduct>,
  shipping: ShippingInput,
  now: Date,
): CalculatedCart {
  const lines: CalculatedLine[] = [];
  const errors: CartError[] = [];
  for (const item of stored) {
    const { line, error } = calculateLine(item, products.get(item.referencedId), shipping, now);
    if (line) lines.push(line);
    if (error) errors.push(error);
  }
  const prices = lines.map((line) => line.price);
  const weight = roundWeight(lines.reduce((sum, line) => sum + line.weight, 0));
  let delivery: CalculatedDelivery | null = null;
  if (lines.length > 0) {
    const basis = {
      quantity: lines.reduce((sum, line) => sum + line.item.quantity, 0),
      price: prices.reduce((sum, price) => sum + price.totalPrice, 0),
      weight,
    };
    const rule = selectShippingPrice(shipping.rules, basis);
    if (!rule) errors.push(cartErrors.shippingMethodBlocked(shipping.name));
    const positionDates = lines.map((line) => line.deliveryDate).filter((d): d is DeliveryDate => d !== null);
    const fallbackDate = shipping.deliveryTime ? deliveryDate(shipping.deliveryTime, now) : null;
    delivery = {
      deliveryDate: latestDeliveryDate(positionDates) ??
        fallbackDate ?? { earliest: now.toISOString(), latest: now.toISOString() },
      shippingCosts: calculateGrossPrice(
        rule?.priceGross ?? 0,
        1,
        proportionalTaxRules(prices, shipping.fallbackTaxRate),
      ),
      weight,
    };
  }
  return {
    items: lines.map((line) => line.item),
    lines,
    errors,
    delivery,
    price: calculateCartPrice(prices, delivery ? [delivery.shippingCosts] : []),
    weight,
  };
}
