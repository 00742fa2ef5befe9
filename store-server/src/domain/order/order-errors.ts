import type { CartError } from '../cart/cart-errors.js';
import { StoreApiError } from '../errors.js';

// The errors of POST /checkout/order with Shopware's codes and messages (CartException).

export const orderErrors = {
  /** CartException::cartEmpty (6.7). */
  cartEmpty: (): StoreApiError =>
    new StoreApiError({ status: 400, code: 'CHECKOUT__CART_EMPTY', detail: 'Cart is empty' }),
  /**
   * CartException::invalidCart: the recalculated cart has errors that block an order. Shopware answers 500;
   * we answer 400, as the schema says for "cannot be turned into an order" (a client error, not a crash).
   */
  cartInvalid: (errors: readonly CartError[]): StoreApiError =>
    new StoreApiError({
      status: 400,
      code: 'CHECKOUT__CART_INVALID',
      detail: `The cart is invalid, got ${errors.length} error(s): ${errors.map((e) => e.message).join(', ')}`,
      parameters: {
        errorCount: errors.length,
        errors: errors.map((e) => e.message).join(', '),
      },
    }),
};

/** Shopware: every product and shipping validation error blocks the order (Error::blockOrder). */
export function blockingErrors(errors: readonly CartError[]): CartError[] {
  return errors.filter((error) => error.messageKey !== 'promotion-not-found');
}

export interface OrderRequest {
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
}

const MAX_COMMENT = 5000;

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/** The body of POST /checkout/order: optional texts; anything else is ignored (payment-handler fields). */
export function parseOrderRequest(body: unknown): OrderRequest {
  const input =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return {
    customerComment: text(input.customerComment, MAX_COMMENT),
    affiliateCode: text(input.affiliateCode, 255),
    campaignCode: text(input.campaignCode, 255),
  };
}
