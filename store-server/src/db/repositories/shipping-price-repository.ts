import type { Kysely } from 'kysely';
import type { ShippingCalculation, ShippingPriceRule } from '../../domain/cart/shipping-costs.js';
import type { Database } from '../schema.js';

const CALCULATIONS = new Set([1, 2, 3]);

/** The price matrix of a shipping method. */
export async function loadShippingPrices(
  db: Kysely<Database>,
  shippingMethodId: string,
): Promise<ShippingPriceRule[]> {
  return (await loadShippingPriceMatrices(db, [shippingMethodId])).get(shippingMethodId) ?? [];
}

/** The price rows of the given shipping methods (for the `prices` association). */
export function loadShippingPriceRows(db: Kysely<Database>, shippingMethodIds: readonly string[]) {
  if (shippingMethodIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipping_method_price')
    .selectAll()
    .where('shipping_method_id', 'in', [...shippingMethodIds])
    .orderBy('shipping_method_id')
    .orderBy('quantity_start')
    .orderBy('id')
    .execute();
}

/** The price matrices of the active shipping methods, by position (candidates for a cart). */
export async function loadActiveShippingCandidates(
  db: Kysely<Database>,
): Promise<{ id: string; rules: ShippingPriceRule[] }[]> {
  const methods = await db
    .selectFrom('shipping_method')
    .select('id')
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const matrices = await loadShippingPriceMatrices(
    db,
    methods.map((method) => method.id),
  );
  return methods.map((method) => ({ id: method.id, rules: matrices.get(method.id) ?? [] }));
}

async function loadShippingPriceMatrices(
  db: Kysely<Database>,
  shippingMethodIds: readonly string[],
): Promise<Map<string, ShippingPriceRule[]>> {
  const rows = await loadShippingPriceRows(db, shippingMethodIds);
  const matrices = new Map<string, ShippingPriceRule[]>();
  for (const row of rows) {
    const rule = toRule(row);
    if (!rule) continue;
    const list = matrices.get(row.shipping_method_id) ?? [];
    list.push(rule);
    matrices.set(row.shipping_method_id, list);
  }
  return matrices;
}

function toRule(row: {
  calculation: number | null;
  quantity_start: number | null;
  quantity_end: number | null;
  price_gross: number;
}): ShippingPriceRule | null {
  {
    const calculation = row.calculation === null ? null : Number(row.calculation);
    if (calculation !== null && !CALCULATIONS.has(calculation)) return null;
    return {
      calculation: calculation as ShippingCalculation | null,
      quantityStart: row.quantity_start === null ? null : Number(row.quantity_start),
      quantityEnd: row.quantity_end === null ? null : Number(row.quantity_end),
      priceGross: Number(row.price_gross),
    };
  }
}
