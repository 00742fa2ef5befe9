// Shipping costs from a shipping method's price matrix (Shopware's shipping_method_price and
// DeliveryCalculator): each price applies to a range [quantityStart, quantityEnd] (inclusive, open where null)
// of a cart measure — the number of items, the positions' total or the weight — or, without a calculation,
// always (a flat price). Of several matching prices the one with the lowest start wins.

/** Shopware's calculation types: 1 line item quantity, 2 price, 3 weight (kg). */
export type ShippingCalculation = 1 | 2 | 3;

export interface ShippingPriceRule {
  calculation: ShippingCalculation | null;
  quantityStart: number | null;
  quantityEnd: number | null;
  priceGross: number;
}

export interface ShippingBasis {
  /** The sum of the line items' quantities. */
  quantity: number;
  /** The positions' gross total. */
  price: number;
  /** The total weight in kg. */
  weight: number;
}

function measure(calculation: ShippingCalculation, basis: ShippingBasis): number {
  if (calculation === 1) return basis.quantity;
  if (calculation === 2) return basis.price;
  return basis.weight;
}

/** The gross shipping price for the cart, or null when no price of the method applies. */
export function selectShippingPrice(
  rules: readonly ShippingPriceRule[],
  basis: ShippingBasis,
): ShippingPriceRule | null {
  const matching = rules.filter((rule) => {
    if (rule.calculation === null) return true;
    const value = measure(rule.calculation, basis);
    return (
      (rule.quantityStart === null || value >= rule.quantityStart) &&
      (rule.quantityEnd === null || value <= rule.quantityEnd)
    );
  });
  matching.sort((a, b) => (a.quantityStart ?? -Infinity) - (b.quantityStart ?? -Infinity));
  return matching[0] ?? null;
}

/** Weights in kg to the gram, without binary noise. */
export const roundWeight = (kg: number): number => Math.round(kg * 1000) / 1000;
