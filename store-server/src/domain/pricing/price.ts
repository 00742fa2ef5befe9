// Price arithmetic of the catalogue and Shopware's CalculatedPrice for gross display (tax included):
// net = gross / (1 + rate), tax = gross − net, each rounded to the currency's 2 decimals.

export const roundPrice = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export function grossToNet(gross: number, taxRate: number): number {
  return roundPrice(gross / (1 + taxRate / 100));
}

export interface CalculatedTax {
  tax: number;
  taxRate: number;
  price: number;
  apiAlias: 'cart_tax_calculated';
}

export interface CalculatedPrice {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  calculatedTaxes: CalculatedTax[];
  taxRules: { taxRate: number; percentage: number; apiAlias: 'cart_tax_rule' }[];
  referencePrice: null;
  listPrice: null;
  regulationPrice: null;
  apiAlias: 'calculated_price';
}

/** Shopware's GrossPriceCalculator for a unit price with one tax rule. */
export function calculateGrossPrice(unitGross: number, taxRate: number, quantity = 1): CalculatedPrice {
  const unitPrice = roundPrice(unitGross);
  const totalPrice = roundPrice(unitPrice * quantity);
  const tax = roundPrice(totalPrice - totalPrice / (1 + taxRate / 100));
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: [{ tax, taxRate, price: totalPrice, apiAlias: 'cart_tax_calculated' }],
    taxRules: [{ taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}
