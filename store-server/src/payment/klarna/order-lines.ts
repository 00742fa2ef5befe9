// Klarna's order body (session and order placement) from the Store API JSON of a cart or an order: amounts in
// minor units, one line per product and a shipping_fee line. The order amount and tax are the sums of the lines,
// as Klarna requires.

export interface PricedJson {
  unitPrice: number;
  totalPrice: number;
  calculatedTaxes: readonly { tax: number; taxRate: number }[];
}

export interface PricedLineJson {
  label: string;
  quantity: number;
  payload?: { productNumber?: string } | null;
  price: PricedJson | null;
}

export interface KlarnaOrderLine {
  type: 'physical' | 'shipping_fee';
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

export interface KlarnaOrderBody {
  locale: string;
  purchase_country: string;
  purchase_currency: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
  merchant_reference1?: string;
}

export const minor = (amount: number): number => Math.round(amount * 100);

function line(
  type: KlarnaOrderLine['type'],
  reference: string,
  name: string,
  quantity: number,
  price: PricedJson,
): KlarnaOrderLine {
  const taxRate = price.calculatedTaxes[0]?.taxRate ?? 0;
  const tax = price.calculatedTaxes.reduce((sum, entry) => sum + minor(entry.tax), 0);
  return {
    type,
    reference,
    name,
    quantity,
    unit_price: minor(price.unitPrice),
    tax_rate: Math.round(taxRate * 100),
    total_amount: minor(price.totalPrice),
    total_discount_amount: 0,
    total_tax_amount: tax,
  };
}

export function klarnaOrderLines(
  lines: readonly PricedLineJson[],
  shipping: { name: string; price: PricedJson } | null,
): KlarnaOrderLine[] {
  const result = lines.flatMap((item) =>
    item.price
      ? [line('physical', item.payload?.productNumber ?? item.label, item.label, item.quantity, item.price)]
      : [],
  );
  if (shipping && shipping.price.totalPrice > 0) {
    result.push(line('shipping_fee', 'shipping', shipping.name, 1, shipping.price));
  }
  return result;
}

export function klarnaOrderBody(
  purchase: { locale: string; country: string; currency: string },
  orderLines: KlarnaOrderLine[],
): KlarnaOrderBody {
  return {
    locale: purchase.locale,
    purchase_country: purchase.country,
    purchase_currency: purchase.currency,
    order_amount: orderLines.reduce((sum, item) => sum + item.total_amount, 0),
    order_tax_amount: orderLines.reduce((sum, item) => sum + item.total_tax_amount, 0),
    order_lines: orderLines,
  };
}

/** Klarna's checks of an order body: the problems as Klarna's error messages (empty when valid). */
export function orderBodyProblems(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return ['Bad value: body'];
  const b = body as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of ['locale', 'purchase_country', 'purchase_currency']) {
    if (typeof b[field] !== 'string' || b[field] === '') problems.push(`Bad value: ${field}`);
  }
  if (!Number.isInteger(b.order_amount)) problems.push('Bad value: order_amount');
  if (b.order_tax_amount !== undefined && !Number.isInteger(b.order_tax_amount)) {
    problems.push('Bad value: order_tax_amount');
  }
  if (!Array.isArray(b.order_lines) || b.order_lines.length === 0) {
    problems.push('Bad value: order_lines');
    return problems;
  }
  const lines = b.order_lines as Record<string, unknown>[];
  let total = 0;
  let tax = 0;
  lines.forEach((item, index) => {
    for (const field of ['quantity', 'unit_price', 'total_amount']) {
      if (!Number.isInteger(item?.[field])) problems.push(`Bad value: order_lines[${index}].${field}`);
    }
    if (typeof item?.name !== 'string' || item.name === '') {
      problems.push(`Bad value: order_lines[${index}].name`);
    }
    total += Number(item?.total_amount ?? 0);
    tax += Number(item?.total_tax_amount ?? 0);
  });
  if (problems.length > 0) return problems;
  if (total !== b.order_amount) {
    problems.push(`Order amount ${String(b.order_amount)} does not match the sum of order lines ${total}`);
  }
  if (b.order_tax_amount !== undefined && tax !== b.order_tax_amount) {
    problems.push(
      `Order tax amount ${String(b.order_tax_amount)} does not match the sum of order lines ${tax}`,
    );
  }
  return problems;
}
