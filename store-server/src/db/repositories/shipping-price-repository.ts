import type { Kysely } from 'kysely';
import type { ShippingCalculation, ShippingPriceRule } from '../../domain/cart/shipping-costs.js';
import type { Database } from '../schema.js';

const CALCULATIONS = new Set([1, 2, 3]);

/** The price matrix of a shipping method. */
export async function loadShippingPrices(
  db: Kysely<Database>,
  shippingMethodId: string,
): Promise<ShippingPriceRule[]> {
  const rows = await db
    .selectFrom('shipping_method_price')
    .selectAll()
    .where('shipping_method_id', '=', shippingMethodId)
    .orderBy('quantity_start')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const calculation = row.calculation === null ? null : Number(row.calculation);
    if (calculation !== null && !CALCULATIONS.has(calculation)) return [];
    return [
      {
        calculation: calculation as ShippingCalculation | null,
        quantityStart: row.quantity_start === null ? null : Number(row.quantity_start),
        quantityEnd: row.quantity_end === null ? null : Number(row.quantity_end),
        priceGross: Number(row.price_gross),
      },
    ];
  });
}
