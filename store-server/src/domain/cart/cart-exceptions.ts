import { apiError, StoreApiError, violation } from '../errors.js';

// The HTTP errors of the cart routes, with Shopware's codes and messages (CartException, RoutingException,
// RateLimitExceededException, DataValidator violations of LineItemFactoryRegistry).

const display = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export const cartExceptions = {
  invalidQuantity: (quantity: number): StoreApiError =>
    apiError(
      400,
      'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY',
      `The quantity must be a positive integer. Given: "${quantity}"`,
      { parameters: { quantity }, pointer: '/quantity' },
    ),
  /** Symfony's Type constraint: quantity must be an int (1.5, "2", null…). */
  quantityNotAnInteger: (value: unknown): StoreApiError =>
    new StoreApiError(
      violation('INVALID_TYPE_ERROR', '/quantity', 'This value should be of type int.', {
        '{{ value }}': display(value),
        '{{ type }}': 'int',
      }),
    ),
  blank: (field: string): StoreApiError =>
    new StoreApiError(
      violation('IS_BLANK_ERROR', `/${field}`, 'This value should not be blank.', {
        '{{ value }}': 'null',
      }),
    ),
  invalidId: (field: string, value: unknown): StoreApiError =>
    apiError(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${display(value)}`, {
      parameters: { input: display(value) },
      pointer: `/${field}`,
    }),
  notAList: (field: string): StoreApiError =>
    new StoreApiError(
      violation('INVALID_TYPE_ERROR', `/${field}`, 'This value should be of type array.', {
        '{{ type }}': 'array',
      }),
    ),
  missingParameter: (name: string): StoreApiError =>
    apiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', `Parameter "${name}" is missing.`, {
      parameters: { parameterName: name },
      pointer: `/${name}`,
    }),
  typeNotSupported: (type: string): StoreApiError =>
    apiError(
      400,
      'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED',
      `Line item type "${type}" is not supported.`,
      { parameters: { type }, pointer: '/type' },
    ),
  /** Custom and credit lines, and client prices, need permissions a storefront client never has. */
  insufficientPermission: (): StoreApiError =>
    apiError(403, 'CHECKOUT__INSUFFICIENT_PERMISSION', 'Insufficient permission.'),
  lineItemNotFound: (id: string): StoreApiError =>
    apiError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, {
      parameters: { identifier: id },
    }),
  /** Symfony's Count constraint: a list in the body longer than REQUEST_LIMITS allows. */
  tooMany: (field: string, limit: number, count: number): StoreApiError =>
    new StoreApiError(
      violation('TOO_MANY_ERROR', `/${field}`, `This collection should contain ${limit} elements or less.`, {
        '{{ limit }}': limit,
        '{{ count }}': count,
      }),
    ),
  /** An add that would take the cart beyond REQUEST_LIMITS.cartLines distinct lines. */
  cartLinesExceeded: (limit: number): StoreApiError =>
    apiError(
      400,
      'CHECKOUT__CART_LINE_ITEM_LIMIT_EXCEEDED',
      `The cart can hold at most ${limit} line items.`,
      { parameters: { limit }, pointer: '/items' },
    ),
  rateLimitExceeded: (seconds: number): StoreApiError =>
    apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${seconds} seconds.`, {
      parameters: { seconds },
    }),
};
