import type { Cart } from '../types';
import { translatedText } from '../../ui/text/backendText';

type DeliveryCart = { deliveries?: Pick<NonNullable<Cart['deliveries']>[number], 'shippingMethod'>[] };

/**
 * The name of the shipping method the cart's shipping costs were calculated for (the first delivery's, as
 * Shopware calculates one delivery per cart), or null when the cart has no delivery or the method no name.
 * Through the text filter, as every backend text. The summary names it, so that a cost is never shown as if a method had been chosen when none was.
 */
export function shippingMethodOfCart(cart: DeliveryCart | null | undefined): string | null {
  const method = cart?.deliveries?.[0]?.shippingMethod;
  const name = translatedText(method, 'name');
  return name.trim() !== '' ? name : null;
}
