/**
 * Figures of a Store API cart, derived from the server's object as it is (nothing is recalculated that the
 * server already calculated): subtotal = price.positionPrice, shipping = the deliveries' shipping costs,
 * net = price.netPrice, VAT = the calculated taxes, total = price.totalPrice; the weights come from each
 * line's delivery information (kg per unit) times its quantity.
 */
import type { Cart, LineItem } from '../../api/types';

export type VatRow = { rate: number; amount: number };

export type CartTotals = {
  subtotal: number;
  shipping: number;
  net: number;
  /** One row per tax rate, in ascending order of the rate. */
  vat: VatRow[];
  vatTotal: number;
  total: number;
  /** Kilograms. */
  weight: number;
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
    weight: round(
      productLines(cart).reduce((sum, line) => sum + lineWeight(line), 0),
      3,
    ),
  };
}

/** The cart's product lines (not promotions, credits or containers). */
export function productLines<L extends Pick<LineItem, 'type'>>(
  cart: { lineItems?: L[] } | null | undefined,
): L[] {
  return (cart?.lineItems ?? []).filter((line) => line.type === 'product');
}

/** The weight of a line in kilograms: the unit weight times the quantity. */
export function lineWeight(line: Pick<LineItem, 'deliveryInformation' | 'quantity'>): number {
  return round(amount(line.deliveryInformation?.weight) * amount(line.quantity), 3);
}
