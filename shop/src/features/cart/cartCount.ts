/** The part of a Store API cart the badge needs. */
export type CountableCart = { lineItems?: { type?: string; quantity?: number }[] | null } | null | undefined;

/** The cart badge's number: the summed quantity of the product line items (0 without a cart). */
export function cartItemCount(cart: CountableCart): number {
  return (cart?.lineItems ?? [])
    .filter((item) => item.type === 'product')
    .reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? (item.quantity as number) : 0), 0);
}
