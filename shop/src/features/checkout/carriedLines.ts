import type { Cart } from '../../api/types';

export type CarriedLine = { referencedId: string; quantity: number };

/**
 * The product lines a guest's cart holds, to be added again in the new session when the guest starts over
 * (each product once, its quantity summed); credits, promotions and other lines are not carried.
 */
export function carriedLines(cart: Pick<Cart, 'lineItems'> | null | undefined): CarriedLine[] {
  const quantities = new Map<string, number>();
  for (const line of cart?.lineItems ?? []) {
    const id = line.referencedId;
    const quantity = line.quantity;
    if (line.type !== 'product' || !id || typeof quantity !== 'number' || quantity < 1) continue;
    quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  }
  return [...quantities].map(([referencedId, quantity]) => ({ referencedId, quantity }));
}
