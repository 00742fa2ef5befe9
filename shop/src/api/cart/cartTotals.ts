/**
 * Figures of a Store API cart, derived from the server's object as it is (nothing is recalculated that the
 * server already calculated): subtotal = price.positionPrice, shipping = the deliveries' shipping costs,
 * net = price.netPrice, VAT = the calculated taxes, total = price.totalPrice; the weights come from each
 * line's delivery information (kg per unit) times its quantity. A line without a weight has no weight (not
 * 0 kg): the total weight is that of the lines with one, and says how many it leaves out.
 */
import type { Cart, LineItem } from '../types';

export type VatRow = { rate: number; amount: number };

export type CartTotals = {
  subtotal: number;
  shipping: number;
  net: number;
  /** One row per tax rate, in ascending order of the rate. */
  vat: VatRow[];
  vatTotal: number;
  total: number;
  /** Kilograms of the product lines with a weight; null when no product line has one. */
  weight: number | null;
  /** How many product lines have no weight (and are left out of `weight`). */
  linesWithoutWeight: number;
};

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Floating-point sums are rounded to the cent (amounts) or the gram (weights). */
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export type TotalsCart = Pick<Cart, 'price' | 'deliveries' | 'lineItems'>;

export function cartTotals(cart: TotalsCart | null | undefined): CartTotals {
  const price = cart?.price;
  const byRate = new Map<number, number>();
  for (const tax of price?.calculatedTaxes ?? []) {
    const rate = amount(tax.taxRate);
    byRate.set(rate, (byRate.get(rate) ?? 0) + amount(tax.tax));
  }
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, tax]) => ({ rate, amount: round(tax, 2) }));
  const shipping = (cart?.deliveries ?? []).reduce(
    (sum, delivery) => sum + amount(delivery.shippingCosts?.totalPrice),
    0,
  );
  return {
    subtotal: amount(price?.positionPrice),
    shipping: round(shipping, 2),
    net: amount(price?.netPrice),
    vat,
    vatTotal: round(
      vat.reduce((sum, row) => sum + row.amount, 0),
      2,
    ),
    total: amount(price?.totalPrice),
    ...totalWeight(productLines(cart)),
  };
}

function totalWeight(lines: Pick<LineItem, 'deliveryInformation' | 'quantity'>[]) {
  const weights = lines.map(lineWeight);
  const known = weights.filter((weight): weight is number => weight !== null);
  return {
    weight: known.length
      ? round(
          known.reduce((sum, weight) => sum + weight, 0),
          3,
        )
      : null,
    linesWithoutWeight: weights.length - known.length,
  };
}

/** The cart's product lines (not promotions, credits or containers). */
export function productLines<L extends Pick<LineItem, 'type'>>(
  cart: { lineItems?: L[] } | null | undefined,
): L[] {
  return (cart?.lineItems ?? []).filter((line) => line.type === 'product');
}

/** The cart's other lines: promotions, discounts, credits, custom lines, and types the shop does not know. */
export function otherLines<L extends Pick<LineItem, 'type'>>(
  cart: { lineItems?: L[] } | null | undefined,
): L[] {
  return (cart?.lineItems ?? []).filter((line) => line.type !== 'product');
}

/**
 * The weight of a line in kilograms: the unit weight times the quantity; null when the variant has no weight
 * (Shopware sends null, or 0 for a weight nobody entered).
 */
export function lineWeight(line: Pick<LineItem, 'deliveryInformation' | 'quantity'>): number | null {
  const unit = amount(line.deliveryInformation?.weight);
  return unit > 0 ? round(unit * amount(line.quantity), 3) : null;
}
