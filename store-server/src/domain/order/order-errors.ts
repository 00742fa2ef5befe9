import { violations, Violations } from '../account/validation.js';
import type { CartError } from '../cart/cart-errors.js';
import { hasForbiddenCharacter, type TextKind } from '../control-characters.js';
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

function text(
  input: Record<string, unknown>,
  key: keyof OrderRequest,
  max: number,
  kind: TextKind,
  errors: Violations,
): string | null {
  const value = input[key];
  if (typeof value !== 'string') return null;
  if (hasForbiddenCharacter(value, kind)) errors.add(violations.forbiddenCharacter(`/${key}`, value, kind));
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/**
 * The body of POST /checkout/order: optional texts; anything else is ignored (payment-handler fields). The
 * comment may span lines (LF, CR, TAB); no text may hold other control or bidirectional formatting characters
 * (a 400 violation at the field, before anything is written).
 */
export function parseOrderRequest(body: unknown): OrderRequest {
  const input =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const errors = new Violations();
  const request = {
    customerComment: text(input, 'customerComment', MAX_COMMENT, 'multi-line', errors),
    affiliateCode: text(input, 'affiliateCode', 255, 'single-line', errors),
    campaignCode: text(input, 'campaignCode', 255, 'single-line', errors),
  };
  errors.throwIfAny();
  return request;
}
