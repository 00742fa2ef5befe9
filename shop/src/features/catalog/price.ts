/**
 * Prices and weights of products: what to show (gross, net, VAT rate, from-price) (formatting: i18n/format.ts).
 */
import { DEFAULT_VAT_RATE } from './config';

type Tax = { tax?: number | null; taxRate?: number | null };
type PriceLike = {
  unitPrice?: number | null;
  totalPrice?: number | null;
  calculatedTaxes?: readonly Tax[] | null;
  taxRules?: readonly { taxRate?: number | null }[] | null;
};

export type PricedProduct = {
  calculatedPrice?: PriceLike | null;
  calculatedPrices?: readonly PriceLike[] | null;
  calculatedCheapestPrice?: { unitPrice?: number | null; hasRange?: boolean | null } | null;
};

export type UnitPrice = { gross: number; net: number; taxRate: number };

/** The price of one unit: gross, net (gross minus the taxes) and the VAT rate. */
export function unitPrice(product: PricedProduct): UnitPrice | null {
  // With tier prices, the first tier is the price of a single unit.
  const price = product.calculatedPrices?.[0] ?? product.calculatedPrice;
  const gross = price?.unitPrice;
  if (typeof gross !== 'number') return null;
  const quantity = price?.totalPrice && price.totalPrice > 0 ? price.totalPrice / gross : 1;
  const taxes = price?.calculatedTaxes ?? [];
  const tax = taxes.reduce((sum, entry) => sum + (entry.tax ?? 0), 0) / (quantity || 1);
  const taxRate = taxes[0]?.taxRate ?? price?.taxRules?.[0]?.taxRate ?? DEFAULT_VAT_RATE;
  return { gross, net: roundCents(gross - tax), taxRate };
}

/**
 * The price a product card shows: "from" the cheapest price when the product's variants (or tier prices)
 * have different prices, else its unit price.
 */
export function listingPrice(product: PricedProduct): { amount: number; from: boolean } | null {
  const cheapest = product.calculatedCheapestPrice;
  const tiers = product.calculatedPrices ?? [];
  if (cheapest?.hasRange && typeof cheapest.unitPrice === 'number') {
    return { amount: cheapest.unitPrice, from: true };
  }
  if (tiers.length > 1) {
    const amounts = tiers.map((tier) => tier.unitPrice).filter((value) => typeof value === 'number');
    if (amounts.length) return { amount: Math.min(...amounts), from: true };
  }
  const single = unitPrice(product);
  return single ? { amount: single.gross, from: false } : null;
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
