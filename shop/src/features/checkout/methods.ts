/**
 * What the method radio lists show, read from the start-up's payment and shipping methods as the server
 * sent them: name, description, delivery time, and a price for shipping — the cart's own shipping costs for
 * the method the cart is calculated with, else the lowest configured price ('from'), else none.
 */
import type { Cart, PaymentMethod, ShippingMethod } from '../../api/types';
import { translatedText } from '../../ui/text/backendText';

export function methodName(method: PaymentMethod | ShippingMethod): string {
  return translatedText(method, 'name');
}

export function methodDescription(method: PaymentMethod | ShippingMethod): string {
  return translatedText(method, 'description');
}

export function deliveryTimeName(method: ShippingMethod): string {
  return translatedText(method.deliveryTime, 'name');
}

export type ShippingPrice = { kind: 'exact' | 'from'; amount: number } | null;

type CurrencyPrice = { currencyId?: string; gross?: number };

export function shippingPrice(
  method: ShippingMethod,
  cart: Pick<Cart, 'deliveries'> | null | undefined,
  currencyId: string | undefined,
): ShippingPrice {
  const delivery = cart?.deliveries?.find((entry) => entry.shippingMethod?.id === method.id);
  const exact = delivery?.shippingCosts?.totalPrice;
  if (typeof exact === 'number') return { kind: 'exact', amount: exact };
  const amounts = (method.prices ?? [])
    .flatMap((price) => (price.currencyPrice ?? []) as CurrencyPrice[])
    .filter((entry) => !currencyId || !entry.currencyId || entry.currencyId === currencyId)
    .map((entry) => entry.gross)
    .filter((gross): gross is number => typeof gross === 'number' && Number.isFinite(gross));
  return amounts.length ? { kind: 'from', amount: Math.min(...amounts) } : null;
}

/** Active methods in the server's order (the lists come sorted by position). */
export function activeMethods<M extends { active?: boolean }>(methods: readonly M[]): M[] {
  return methods.filter((method) => method.active !== false);
}
