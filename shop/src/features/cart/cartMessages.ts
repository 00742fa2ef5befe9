/**
 * What the shop says about a cart error: an i18n key of the `cart` namespace and its values. Shopware's
 * own message (server English) is never shown.
 */
import { apiFailure, type CartErrorEntry } from '../../api/errors';
import type { QuantityProblem } from '../../api/cart/stockRule';
import { backendText } from '../../ui/text/backendText';
import type { CartMessage } from '../../api/cart/cartFeature';

/** Shopware cart error message keys the shop has texts for, and the text keys (cart namespace). */
const CART_ERROR_KEYS: Readonly<Record<string, string>> = {
  'product-stock-reached': 'errors.stockReached',
  'product-out-of-stock': 'errors.outOfStock',
  'product-not-found': 'errors.notFound',
  'min-order-quantity': 'errors.minOrderQuantity',
  'purchase-steps-quantity': 'errors.purchaseSteps',
};

/** Text for any error key without its own text. */
const UNKNOWN_CART_ERROR = 'errors.unknown';

/** Texts that name a quantity; each has a `…Plain` variant for errors without one. */
const WITH_QUANTITY = new Set(['errors.stockReached', 'errors.minOrderQuantity', 'errors.purchaseSteps']);

/** The message of a cart error; `fallbackName` names the product when the error does not. */
export function cartErrorMessage(entry: CartErrorEntry, fallbackName = ''): CartMessage {
  const key = CART_ERROR_KEYS[entry.messageKey] ?? UNKNOWN_CART_ERROR;
  const name = backendText(entry.parameters.name);
  const quantity = Number(entry.parameters.quantity);
  const values: Record<string, string | number> = { name: name || fallbackName };
  if (!WITH_QUANTITY.has(key)) return { key, values };
  // A text that names a quantity needs one; without it the plain variant is used.
  if (Number.isFinite(quantity) && quantity > 0) return { key, values: { ...values, quantity } };
  return { key: `${key}Plain`, values };
}

/** Store API error codes of failed cart requests, and their texts. */
const REQUEST_ERROR_KEYS: Readonly<Record<string, string>> = {
  CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY: 'errors.invalidQuantity',
  CHECKOUT__CART_LINE_ITEM_NOT_FOUND: 'errors.lineNotFound',
  CHECKOUT__PRODUCT_NOT_FOUND: 'errors.notFound',
  // The server's bounds on a cart (store-server REQUEST_LIMITS): lines per cart, items per request.
  CHECKOUT__CART_LINE_ITEM_LIMIT_EXCEEDED: 'errors.cartFull',
  'VIOLATION::TOO_MANY_ERROR': 'errors.cartFull',
};

/** The message of a cart request that failed (an ApiClientError, a network error, anything). */
export function requestErrorMessage(error: unknown): CartMessage {
  const { status, errors } = apiFailure(error);
  for (const { code } of errors) {
    const key = typeof code === 'string' ? REQUEST_ERROR_KEYS[code] : undefined;
    if (key) return { key };
  }
  if (status === 400) return { key: 'errors.invalidQuantity' };
  return { key: 'errors.requestFailed' };
}

/** The message of a quantity the stock rule refuses (the shop does not send it). */
export function stockProblemMessage(problem: QuantityProblem, name: string): CartMessage {
  switch (problem.kind) {
    case 'unavailable':
      return { key: 'errors.unavailable', values: { name } };
    case 'aboveStock':
      return { key: 'errors.quantityAboveStock', values: { name, count: problem.count } };
    case 'aboveMax':
      return { key: 'errors.quantityAboveMax', values: { name, max: problem.max } };
  }
}

/** The messages without repeats (a refusal and the server's error in the cart may say the same). */
export function distinctMessages(messages: readonly CartMessage[]): CartMessage[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    const id = message.key + JSON.stringify(message.values ?? {});
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
