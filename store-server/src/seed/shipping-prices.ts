import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { deterministicId } from '../domain/ids.js';
import { grossToNet } from '../domain/pricing/price.js';
import { standardShipping } from './reference-data.js';
import { upsert } from './upsert.js';

// The price matrix of the "Standard" shipping method, by cart weight (calculation 3): parcel service up to
// 31.5 kg, a forwarder's flat freight above. The checkout issue may refine the freight into weight bands
// (more rows of the same table).

export const PARCEL_MAX_WEIGHT_KG = 31.5;
export const standardShippingPrices = [
  { key: 'parcel', calculation: 3, start: 0, end: PARCEL_MAX_WEIGHT_KG, gross: 6.9 },
  { key: 'freight', calculation: 3, start: PARCEL_MAX_WEIGHT_KG, end: null, gross: 89 },
] as const;

export async function seedShippingPrices(trx: Transaction<Database>, now: string): Promise<void> {
  await upsert(
    trx,
    'shipping_method_price',
    ['id'],
    standardShippingPrices.map((price) => ({
      id: deterministicId(`shipping-method-price:${standardShipping.technicalName}:${price.key}`),
      shipping_method_id: standardShipping.id,
      calculation: price.calculation,
      quantity_start: price.start,
      quantity_end: price.end,
      price_gross: price.gross,
      price_net: grossToNet(price.gross, 19),
      created_at: now,
    })),
  );
}
