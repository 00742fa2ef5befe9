import { roundPrice } from '../pricing/price.js';

// The money of an offer. Prices are those of the order (gross, VAT included, as this shop's orders are); the
// offer's lines are the order's lines at the offered unit prices, the discount (a percentage of the lines'
// subtotal, or an absolute amount, never more than the subtotal) comes off the lines, and the order's shipping
// costs are added as the order has them. The VAT included in the total is shown per rate as the order shows it:
// the lines' share of each rate after the discount (spread over the rates in proportion to their lines'
// amounts), plus the shipping costs' taxes of the order.

export interface OfferDiscount {
  type: 'percentage' | 'absolute';
  value: number;
}

export interface OfferLineInput {
  quantity: number;
  taxRate: number;
  unitPrice: number;
}

export interface OfferTax {
  taxRate: number;
  tax: number;
  price: number;
}

export interface OfferTotals {
  lineTotals: number[];
  subtotal: number;
  discountAmount: number;
  shippingTotal: number;
  total: number;
  taxes: OfferTax[];
}

/** The discount in money for a subtotal: a percentage of it, or the absolute amount; at most the subtotal. */
export function discountAmount(subtotal: number, discount: OfferDiscount | null): number {
  if (!discount) return 0;
  const amount = discount.type === 'percentage' ? (subtotal * discount.value) / 100 : discount.value;
  return Math.min(roundPrice(amount), subtotal);
}

const includedTax = (gross: number, rate: number) => roundPrice(gross - gross / (1 + rate / 100));

export function offerTotals(
  lines: readonly OfferLineInput[],
  discount: OfferDiscount | null,
  shipping: { total: number; taxes: readonly { taxRate: number; tax: number; price: number }[] },
): OfferTotals {
  const lineTotals = lines.map((line) => roundPrice(line.unitPrice * line.quantity));
  const subtotal = roundPrice(lineTotals.reduce((sum, value) => sum + value, 0));
  const off = discountAmount(subtotal, discount);
  const factor = subtotal > 0 ? (subtotal - off) / subtotal : 0;
  const byRate = new Map<number, number>();
  lines.forEach((line, index) =>
    byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + lineTotals[index]! * factor),
  );
  for (const tax of shipping.taxes) byRate.set(tax.taxRate, (byRate.get(tax.taxRate) ?? 0) + tax.price);
  const taxes = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([taxRate, gross]) => ({ taxRate, price: roundPrice(gross), tax: includedTax(gross, taxRate) }))
    .filter((tax) => tax.price !== 0 || tax.tax !== 0);
  return {
    lineTotals,
    subtotal,
    discountAmount: off,
    shippingTotal: roundPrice(shipping.total),
    total: roundPrice(subtotal - off + shipping.total),
    taxes,
  };
}
