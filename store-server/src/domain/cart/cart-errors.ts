// Cart errors as Shopware serialises them (Checkout\Cart\Error\Error::jsonSerialize: the error's own
// properties, then message, code 0, key, level and messageKey). They travel in the cart's `errors` map, keyed
// by `key` = messageKey + id (no separator). Levels: 0 notice, 10 warning, 20 error.

export interface CartError {
  id: string;
  name?: string;
  quantity?: number;
  message: string;
  code: 0;
  key: string;
  level: 0 | 10 | 20;
  messageKey: string;
}

function cartError(
  messageKey: string,
  id: string,
  level: CartError['level'],
  message: string,
  extra: Pick<CartError, 'name' | 'quantity'> = {},
): CartError {
  return { id, ...extra, message, code: 0, key: `${messageKey}${id}`, level, messageKey };
}

export const cartErrors = {
  /** ProductNotFoundError: unknown, inactive or not buyable (a parent with variants). */
  productNotFound: (id: string) =>
    cartError('product-not-found', id, 20, `The product ${id} could not be found`),
  /** ProductOutOfStockError: less than the minimum purchase can be sold; the line is removed. */
  productOutOfStock: (id: string, name: string) =>
    cartError('product-out-of-stock', id, 20, `The product ${name} is no longer available`, { name }),
  /** ProductStockReachedError (resolved): the quantity was lowered to what may be sold. */
  productStockReached: (id: string, name: string, quantity: number) =>
    cartError('product-stock-reached', id, 10, `The product ${name} is only available ${quantity} times`, {
      name,
      quantity,
    }),
  /** MinOrderQuantityError: the quantity was raised to the minimum purchase. */
  minOrderQuantity: (id: string, name: string, quantity: number) =>
    cartError(
      'min-order-quantity',
      id,
      10,
      `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${quantity}`,
      { name, quantity },
    ),
  /** PurchaseStepsError: the quantity was moved onto the purchase steps. */
  purchaseSteps: (id: string, name: string, quantity: number) =>
    cartError(
      'purchase-steps-quantity',
      id,
      10,
      `Your input quantity does not match with the setup of the ${name}. The quantity was changed to ${quantity}`,
      { name, quantity },
    ),
  /** ShippingMethodBlockedError: no price of the shipping method applies to this cart. */
  shippingMethodBlocked: (name: string) =>
    cartError(
      'shipping-method-blocked',
      name,
      10,
      `The shipping method ${name} is blocked for your current shopping cart.`,
      { name },
    ),
  /** PaymentMethodBlockedError: the chosen payment method is not available; blocks the order. */
  paymentMethodBlocked: (name: string, reason: string) =>
    cartError(
      'payment-method-blocked',
      `payment-method-blocked-${name}`,
      10,
      `Payment method ${name} not available. Reason: ${reason}`,
      { name },
    ),
  /** PromotionNotFoundError: this shop has no promotion codes. */
  promotionNotFound: (code: string) =>
    cartError('promotion-not-found', code, 20, `Promotion with code ${code} not found!`, { name: code }),
};

/** The errors map of a cart response: an object keyed by error key, `[]` when empty (PHP's empty array). */
export function errorsMap(errors: readonly CartError[]): Record<string, CartError> | [] {
  if (errors.length === 0) return [];
  return Object.fromEntries(errors.map((error) => [error.key, error]));
}
